import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/payouts`: all of the project's freelancer payments (staff) or the caller's own. */
export async function getProjectPayouts(projectId: string) {
  return unwrap(await api.projects[":id"].payouts.$get({ param: { id: projectId } }));
}

/** Key `["payouts", "project", projectId]`; recording or moving a payout invalidates `["payouts"]`. */
export const getProjectPayoutsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ["payouts", "project", projectId], queryFn: () => getProjectPayouts(projectId) });

export function useProjectPayouts(projectId: string) {
  return useQuery(getProjectPayoutsQueryOptions(projectId));
}
