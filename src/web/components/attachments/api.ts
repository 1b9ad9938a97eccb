/**
 * Attachment endpoints shared by Create Project, Edit Project and project detail (features/projects) —
 * a shared piece, since features do not import each other.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** An uploaded attachment; `text` only right after uploading a txt file. */
export type Attachment = InferResponseType<typeof api.attachments.$post, 201>;

/** `POST /api/attachments`: uploads one file, staged (no project) or to `projectId`. */
export async function uploadAttachment(file: File, projectId?: string): Promise<Attachment> {
  return unwrap(await api.attachments.$post({ form: { file, ...(projectId ? { projectId } : {}) } }));
}

/** `DELETE /api/attachments/{id}`. */
export async function deleteAttachment(id: string) {
  return unwrap(await api.attachments[":id"].$delete({ param: { id } }));
}

/** `GET /api/projects/{id}/attachments`: the project's files, oldest first, with uploader names. */
export const projectAttachmentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "attachments", projectId],
    queryFn: async () => unwrap(await api.projects[":id"].attachments.$get({ param: { id: projectId } })),
  });

export function useProjectAttachments(projectId: string) {
  return useQuery(projectAttachmentsQueryOptions(projectId));
}
