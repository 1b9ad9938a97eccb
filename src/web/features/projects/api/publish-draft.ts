import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/projects/{id}/publish`: the draft becomes the next version (manager, administrator). */
export async function publishDraft({ id, changeReason }: { id: string; changeReason: string }) {
  return unwrap(await api.projects[":id"].publish.$post({ param: { id }, json: { changeReason } }));
}

/** Publishes the draft and refreshes project lists, details and versions. */
export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
