import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

export type Conversation = InferResponseType<
  typeof api.messages.conversations.$get,
  200
>["conversations"][number];

/** `GET /api/messages/conversations`: the left column (spec 3 §2). */
export const conversationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["messages", "conversations", search],
    queryFn: async () => unwrap(await api.messages.conversations.$get({ query: search ? { search } : {} })),
    placeholderData: keepPreviousData,
  });

export function useConversations(search: string) {
  return useQuery(conversationsQueryOptions(search));
}
