import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { useRefreshMessages } from "./refresh-messages";

/** `DELETE /api/message-attachments/{id}`: only on one's own messages. */
export function useDeleteMessageAttachment() {
  const onSuccess = useRefreshMessages();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api["message-attachments"][":id"].$delete({ param: { id } })),
    onSuccess,
  });
}
