import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/versions`: newest first, the draft (version 0) on top for staff. */
export type ProjectVersion = InferResponseType<
  (typeof api.projects)[":id"]["versions"]["$get"],
  200
>["versions"][number];

export async function getProjectVersions(id: string) {
  return (await unwrap(await api.projects[":id"].versions.$get({ param: { id } }))).versions;
}

/** Key `["projects", "detail", id, "versions"]`: refreshed with the project detail. */
export const getProjectVersionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["projects", "detail", id, "versions"], queryFn: () => getProjectVersions(id) });

/** The version list; `enabled` false for freelancers, who may not list versions. */
export function useProjectVersions(id: string, enabled = true) {
  return useQuery({ ...getProjectVersionsQueryOptions(id), enabled });
}
