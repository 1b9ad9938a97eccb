import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}`: detail with the current version, tasks and payment schedule (paise). */
export type ProjectDetail = InferResponseType<(typeof api.projects)[":id"]["$get"], 200>;
export type ProjectTask = ProjectDetail["tasks"][number];

/** `version`: a version number to show instead of the current one (0 is the draft, staff only). */
export async function getProject(id: string, version?: number) {
  return unwrap(
    await api.projects[":id"].$get({
      param: { id },
      query: version === undefined ? {} : { version: String(version) },
    }),
  );
}

/** Key `["projects", "detail", id]` (plus the version when one is picked), so invalidating by id refreshes all. */
export const getProjectQueryOptions = (id: string, version?: number) =>
  queryOptions({
    queryKey: version === undefined ? ["projects", "detail", id] : ["projects", "detail", id, version],
    queryFn: () => getProject(id, version),
  });

export function useProject(id: string, version?: number) {
  return useQuery(getProjectQueryOptions(id, version));
}
