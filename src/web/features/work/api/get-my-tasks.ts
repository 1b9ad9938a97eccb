import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** A task of My Work (`GET /api/my-tasks`): hours are decimal, dates "YYYY-MM-DD". */
export type MyTask = InferResponseType<(typeof api)["my-tasks"]["$get"], 200>["tasks"][number];

export async function getMyTasks() {
  return unwrap(await api["my-tasks"].$get());
}

/** Key `["my-tasks"]`; task updates invalidate it. */
export const getMyTasksQueryOptions = () => queryOptions({ queryKey: ["my-tasks"], queryFn: getMyTasks });

/** The signed-in freelancer's assigned tasks (spec 1 §2 My Work). */
export function useMyTasks() {
  return useQuery(getMyTasksQueryOptions());
}
