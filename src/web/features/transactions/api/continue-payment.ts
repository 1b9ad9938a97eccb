import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/transactions/{id}/continue`: the pending payment's own checkout (Continue Payment). */
export async function continuePayment(paymentId: string) {
  return unwrap(await api.transactions[":id"].continue.$post({ param: { id: paymentId } }));
}

export function useContinuePayment() {
  return useMutation({ mutationFn: continuePayment });
}
