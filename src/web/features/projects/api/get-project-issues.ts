import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** One issue of a project as the API shows it (spec 2 §3), with reporter and assignee names. */
export type ProjectIssue = InferResponseType<
  (typeof api.projects)[":id"]["issues"]["$get"],
  200
>["issues"][number];

/** `GET /api/projects/{id}/issues`: the issues, newest first, and whether the caller may report one. */
export async function getProjectIssues(projectId: string) {
  return unwrap(await api.projects[":id"].issues.$get({ param: { id: projectId } }));
}

/** Key `["projects", "issues", projectId]`; issue writes invalidate it. */
export const getProjectIssuesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ["projects", "issues", projectId], queryFn: () => getProjectIssues(projectId) });

export function useProjectIssues(projectId: string) {
  return useQuery(getProjectIssuesQueryOptions(projectId));
}
