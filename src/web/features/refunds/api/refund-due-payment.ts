/** `POST /api/refunds-due/{id}/refund`: refund what is left of a duplicate capture in one action. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { REFUNDS_DUE_KEY } from "./get-refunds-due";

/** Asks for the refund; `refundKey` is the confirmation dialog's, so a repeated click makes one refund. */
export async function refundDuePayment({ paymentId, refundKey }: { paymentId: string; refundKey: string }) {
  return unwrap(
    await api["refunds-due"][":id"].refund.$post({ param: { id: paymentId }, json: { refundKey } }),
  );
}

export function useRefundDuePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundDuePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUNDS_DUE_KEY }),
  });
}
