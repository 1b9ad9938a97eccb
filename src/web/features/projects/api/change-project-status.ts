import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusCode } from "@/domain/projects/statuses";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/projects/{id}/status`: staff move the status code along the lifecycle (spec 2 §4). */
export async function changeProjectStatus({
  id,
  statusCode,
  reason,
}: {
  id: string;
  statusCode: StatusCode;
  /** The change reason asked for in administrator edit mode (spec 2 §5), kept in the audit log. */
  reason?: string;
}) {
  return unwrap(await api.projects[":id"].status.$post({ param: { id }, json: { statusCode, reason } }));
}

/** Changes a project's status code and refreshes the project queries and the dashboard. */
export function useChangeProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProjectStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["projects"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
