import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** An unassigned task of an active project (`GET /api/task-mapping/tasks`). */
export type MappableTask = InferResponseType<
  (typeof api)["task-mapping"]["tasks"]["$get"],
  200
>["items"][number];

export const MAPPABLE_TASKS_PAGE_SIZE = 20;

export async function getMappableTasks(search: string, page: number) {
  const query = {
    page: String(page),
    pageSize: String(MAPPABLE_TASKS_PAGE_SIZE),
    ...(search ? { search } : {}),
  };
  return unwrap(await api["task-mapping"].tasks.$get({ query }));
}

/** Key `["task-mapping", "tasks", search, page]`; assigning a task invalidates `["task-mapping"]`. */
export const getMappableTasksQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ["task-mapping", "tasks", search, page],
    queryFn: () => getMappableTasks(search, page),
    placeholderData: keepPreviousData,
  });

/** One page of unassigned tasks of active projects (staff, spec 1 §6). */
export function useMappableTasks(search: string, page: number) {
  return useQuery(getMappableTasksQueryOptions(search, page));
}
