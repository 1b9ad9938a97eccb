import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}`: detail with the current version, tasks and payment schedule (paise). */
export type ProjectDetail = InferResponseType<(typeof api.projects)[":id"]["$get"], 200>;
export type ProjectTask = ProjectDetail["tasks"][number];

export async function getProject(id: string) {
  return unwrap(await api.projects[":id"].$get({ param: { id } }));
}

export const getProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["projects", "detail", id], queryFn: () => getProject(id) });

export function useProject(id: string) {
  return useQuery(getProjectQueryOptions(id));
}
