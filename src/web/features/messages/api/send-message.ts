import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { useRefreshMessages } from "./refresh-messages";

/** `POST /api/projects/{id}/messages` (multipart: content and files). */
export function useSendMessage(projectId: string) {
  const onSuccess = useRefreshMessages();
  return useMutation({
    mutationFn: async ({ content, files }: { content: string; files: File[] }) =>
      unwrap(
        await api.projects[":id"].messages.$post({
          param: { id: projectId },
          form: { content, ...(files.length ? { files } : {}) },
        }),
      ),
    onSuccess,
  });
}
