import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

export type Conversation = InferResponseType<
  typeof api.messages.conversations.$get,
  200
>["conversations"][number];
export type Message = InferResponseType<
  (typeof api.projects)[":id"]["messages"]["$get"],
  200
>["messages"][number];

/** `GET /api/messages/conversations`: the left column (spec 3 §2). */
export const conversationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["messages", "conversations", search],
    queryFn: async () => unwrap(await api.messages.conversations.$get({ query: search ? { search } : {} })),
    placeholderData: keepPreviousData,
  });

/** `GET /api/projects/{id}/messages`: the thread, oldest first. */
export const threadQueryOptions = (projectId: string, search: string) =>
  queryOptions({
    queryKey: ["messages", "thread", projectId, search],
    queryFn: async () =>
      unwrap(
        await api.projects[":id"].messages.$get({
          param: { id: projectId },
          query: search ? { search } : {},
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useConversations(search: string) {
  return useQuery(conversationsQueryOptions(search));
}

export function useThread(projectId: string, search: string) {
  return useQuery(threadQueryOptions(projectId, search));
}

function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["messages"] });
}

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

/** `POST /api/projects/{id}/messages/read` (spec 3 §4: opening a project marks its messages read). */
export function useMarkRead() {
  const onSuccess = useRefreshMessages();
  return useMutation({
    mutationFn: async (projectId: string) =>
      unwrap(await api.projects[":id"].messages.read.$post({ param: { id: projectId } })),
    onSuccess,
  });
}

/** `DELETE /api/message-attachments/{id}`: only on one's own messages. */
export function useDeleteMessageAttachment() {
  const onSuccess = useRefreshMessages();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api["message-attachments"][":id"].$delete({ param: { id } })),
    onSuccess,
  });
}
