import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/interests`: freelancers interested in a project (staff only, spec 2 §2). */
export type InterestedFreelancer = InferResponseType<
  (typeof api.projects)[":id"]["interests"]["$get"],
  200
>["interests"][number];

export async function getProjectInterests(id: string) {
  return unwrap(await api.projects[":id"].interests.$get({ param: { id } }));
}

/** Key `["projects", "interests", id]`; interest changes invalidate `["projects", "interests"]`. */
export const getProjectInterestsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["projects", "interests", id], queryFn: () => getProjectInterests(id) });

export function useProjectInterests(id: string) {
  return useQuery(getProjectInterestsQueryOptions(id));
}
