import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateIssueInput } from "@/domain/projects/issues";
import { api, unwrap } from "@/web/lib/api-client";
import { getProjectIssuesQueryOptions } from "./get-project-issues";

/** `PATCH /api/issues/{id}`: staff assign, move or resolve an issue (resolving needs notes). */
export async function updateIssue({ id, input }: { id: string; projectId: string; input: UpdateIssueInput }) {
  return unwrap(await api.issues[":id"].$patch({ param: { id }, json: input }));
}

/** Updates an issue and refreshes the project's issues. */
export function useUpdateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIssue,
    onSuccess: (_, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: getProjectIssuesQueryOptions(projectId).queryKey }),
  });
}
