import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResolveDisputeInput } from "@/domain/disputes/disputes";
import { api, unwrap } from "@/web/lib/api-client";
import { getProjectDisputesQueryOptions } from "./get-project-disputes";

/** `POST /api/disputes/{id}/resolve`: staff release it or refund part or all of the payment, with notes. */
export async function resolveDispute({
  id,
  input,
}: {
  id: string;
  projectId: string;
  input: ResolveDisputeInput;
}) {
  return unwrap(await api.disputes[":id"].resolve.$post({ param: { id }, json: input }));
}

/**
 * Resolves a dispute and refreshes the project's disputes, also when the refund failed (the dispute is open
 * again with the reason), and the project's transactions and payouts, which a refund or release changes.
 */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: (_, __, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProjectDisputesQueryOptions(projectId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ["transactions"] }),
        queryClient.invalidateQueries({ queryKey: ["projects", "payments", projectId] }),
        queryClient.invalidateQueries({ queryKey: ["payouts"] }),
      ]),
  });
}
