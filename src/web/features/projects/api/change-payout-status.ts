import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PayoutStatus } from "@/domain/payouts/payouts";
import { api, unwrap } from "@/web/lib/api-client";

/**
 * `POST /api/payouts/{id}/status`: staff move a payment along its flow; `overrideUnpaidClient` confirms
 * completing it while the project's client has paid nothing (audited on the server). Refreshes `["payouts"]`.
 */
export function useChangePayoutStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      transactionId,
      overrideUnpaidClient,
    }: {
      id: string;
      status: PayoutStatus;
      transactionId?: string;
      overrideUnpaidClient?: boolean;
    }) =>
      unwrap(
        await api.payouts[":id"].status.$post({
          param: { id },
          json: {
            status,
            ...(transactionId ? { transactionId } : {}),
            ...(overrideUnpaidClient ? { overrideUnpaidClient } : {}),
          },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["payouts"] }),
  });
}
