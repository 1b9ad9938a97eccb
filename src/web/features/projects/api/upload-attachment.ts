import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** An uploaded attachment; `text` only right after uploading a txt file. */
export type Attachment = InferResponseType<typeof api.attachments.$post, 201>;

/** `POST /api/attachments`: uploads one file, staged (no project) or to `projectId`. */
export async function uploadAttachment(file: File, projectId?: string): Promise<Attachment> {
  return unwrap(await api.attachments.$post({ form: { file, ...(projectId ? { projectId } : {}) } }));
}
