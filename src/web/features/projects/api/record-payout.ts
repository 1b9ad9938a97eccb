import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecordPayoutInput } from "@/domain/payouts/payouts";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/projects/{id}/payouts`: staff record a payment to a freelancer (pending); refreshes `["payouts"]`. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, input }: { projectId: string; input: RecordPayoutInput }) =>
      unwrap(await api.projects[":id"].payouts.$post({ param: { id: projectId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["payouts"] }),
  });
}
