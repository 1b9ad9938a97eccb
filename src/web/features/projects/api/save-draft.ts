import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** Body of `PUT /api/projects/{id}/draft`: freelancer budget (paise) and/or enabled flag, and the reason. */
export type SaveDraftInput = InferRequestType<(typeof api.projects)[":id"]["draft"]["$put"]>["json"];

/** `PUT /api/projects/{id}/draft`: updates the draft or creates it from the current version (administrator). */
export async function saveDraft({ id, ...json }: SaveDraftInput & { id: string }) {
  return unwrap(await api.projects[":id"].draft.$put({ param: { id }, json }));
}

/** Saves the draft and refreshes the project's detail and versions. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (_result, { id }) => queryClient.invalidateQueries({ queryKey: ["projects", "detail", id] }),
  });
}
