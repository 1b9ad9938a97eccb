import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/attachments`: the project's files, oldest first, with uploader names. */
export async function getProjectAttachments(projectId: string) {
  return unwrap(await api.projects[":id"].attachments.$get({ param: { id: projectId } }));
}

export const getProjectAttachmentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "attachments", projectId],
    queryFn: () => getProjectAttachments(projectId),
  });

export function useProjectAttachments(projectId: string) {
  return useQuery(getProjectAttachmentsQueryOptions(projectId));
}
