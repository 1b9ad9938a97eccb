import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/matches`: top matched freelancers (staff only, spec 2 §5). */
export type FreelancerMatch = InferResponseType<
  (typeof api.projects)[":id"]["matches"]["$get"],
  200
>["matches"][number];

export async function getProjectMatches(id: string) {
  return unwrap(await api.projects[":id"].matches.$get({ param: { id } }));
}

export const getProjectMatchesQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["projects", "matches", id], queryFn: () => getProjectMatches(id) });

export function useProjectMatches(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectMatchesQueryOptions(id), enabled });
}
