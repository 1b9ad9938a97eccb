import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** One change request as the API shows it (spec 2 §3); `estimatedCost` (paise) is absent for freelancers. */
export type ChangeRequest = InferResponseType<
  (typeof api.projects)[":id"]["change-requests"]["$get"],
  200
>["changeRequests"][number];

/** `GET /api/projects/{id}/change-requests`: newest first, and whether the caller may request one. */
export async function getChangeRequests(projectId: string) {
  return unwrap(await api.projects[":id"]["change-requests"].$get({ param: { id: projectId } }));
}

/** Key `["projects", "change-requests", projectId]`; change-request writes invalidate it. */
export const getChangeRequestsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "change-requests", projectId],
    queryFn: () => getChangeRequests(projectId),
  });

export function useChangeRequests(projectId: string) {
  return useQuery(getChangeRequestsQueryOptions(projectId));
}
