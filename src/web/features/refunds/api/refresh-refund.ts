/** `POST /api/refunds/{id}/refresh`: ask the gateway how a pending refund stands. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { REFUNDS_DUE_KEY } from "./get-refunds-due";

export async function refreshRefund(refundId: string) {
  return unwrap(await api.refunds[":id"].refresh.$post({ param: { id: refundId } }));
}

export function useRefreshRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUNDS_DUE_KEY }),
  });
}
