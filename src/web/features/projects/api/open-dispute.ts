import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { getProjectDisputesQueryOptions } from "./get-project-disputes";

/** `POST /api/projects/{id}/disputes` (multipart): the client disputes a paid item with a reason and evidence files. */
export async function openDispute({
  projectId,
  paymentId,
  reason,
  files,
}: {
  projectId: string;
  paymentId: string;
  reason: string;
  files: File[];
}) {
  return unwrap(
    await api.projects[":id"].disputes.$post({
      param: { id: projectId },
      form: { paymentId, reason, ...(files.length ? { files } : {}) },
    }),
  );
}

/** Opens a dispute and refreshes the project's disputes. */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: (_, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: getProjectDisputesQueryOptions(projectId).queryKey }),
  });
}
