import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RequestChangeInput } from "@/domain/projects/issues";
import { api, unwrap } from "@/web/lib/api-client";
import { getChangeRequestsQueryOptions } from "./get-change-requests";

/** `POST /api/projects/{id}/change-requests`: the owning client requests a change. */
export async function requestChange({ projectId, input }: { projectId: string; input: RequestChangeInput }) {
  return unwrap(
    await api.projects[":id"]["change-requests"].$post({ param: { id: projectId }, json: input }),
  );
}

/** Requests a change and refreshes the project's change requests. */
export function useRequestChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestChange,
    onSuccess: (_, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: getChangeRequestsQueryOptions(projectId).queryKey }),
  });
}
