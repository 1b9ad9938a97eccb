import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** Available freelancers for a task, best match first (`GET /api/task-mapping/tasks/{taskId}/candidates`). */
export type TaskCandidates = InferResponseType<
  (typeof api)["task-mapping"]["tasks"][":taskId"]["candidates"]["$get"],
  200
>;
export type TaskCandidate = TaskCandidates["freelancers"][number];

export async function getTaskCandidates(taskId: string) {
  return unwrap(await api["task-mapping"].tasks[":taskId"].candidates.$get({ param: { taskId } }));
}

/** Key `["task-mapping", "candidates", taskId]`. */
export const getTaskCandidatesQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ["task-mapping", "candidates", taskId],
    queryFn: () => getTaskCandidates(taskId),
  });

/** The ranked candidates of one task (staff, spec 2 §5 matching score). */
export function useTaskCandidates(taskId: string) {
  return useQuery(getTaskCandidatesQueryOptions(taskId));
}
