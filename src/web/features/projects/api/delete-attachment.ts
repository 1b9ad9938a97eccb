import { api, unwrap } from "@/web/lib/api-client";

/** `DELETE /api/attachments/{id}`. */
export async function deleteAttachment(id: string) {
  return unwrap(await api.attachments[":id"].$delete({ param: { id } }));
}
