import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { useRefreshMessages } from "./refresh-messages";

/** `POST /api/projects/{id}/messages/read` (spec 3 §4: opening a project marks its messages read). */
export function useMarkRead() {
  const onSuccess = useRefreshMessages();
  return useMutation({
    mutationFn: async (projectId: string) =>
      unwrap(await api.projects[":id"].messages.read.$post({ param: { id: projectId } })),
    onSuccess,
  });
}
