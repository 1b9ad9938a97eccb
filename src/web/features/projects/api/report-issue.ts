import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportIssueInput } from "@/domain/projects/issues";
import { api, unwrap } from "@/web/lib/api-client";
import { getProjectIssuesQueryOptions } from "./get-project-issues";

/** `POST /api/projects/{id}/issues`: the client, a freelancer on the project or staff report an issue. */
export async function reportIssue({ projectId, input }: { projectId: string; input: ReportIssueInput }) {
  return unwrap(await api.projects[":id"].issues.$post({ param: { id: projectId }, json: input }));
}

/** Reports an issue and refreshes the project's issues. */
export function useReportIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportIssue,
    onSuccess: (_, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: getProjectIssuesQueryOptions(projectId).queryKey }),
  });
}
