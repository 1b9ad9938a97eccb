import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/applications/{id}/interview`: a short-lived token for the interview WebSocket. */
export async function startInterview(id: string) {
  return unwrap(await api.applications[":id"].interview.$post({ param: { id } }));
}
