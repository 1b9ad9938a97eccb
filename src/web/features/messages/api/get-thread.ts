import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

export type Message = InferResponseType<
  (typeof api.projects)[":id"]["messages"]["$get"],
  200
>["messages"][number];

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

export function useThread(projectId: string, search: string) {
  return useQuery(threadQueryOptions(projectId, search));
}
