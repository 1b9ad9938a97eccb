import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

type DisputesAnswer = InferResponseType<(typeof api.projects)[":id"]["disputes"]["$get"], 200>;
/** One dispute as the API shows it (issue 20 item 3); amounts in paise, null for freelancers. */
export type ProjectDispute = DisputesAnswer["disputes"][number];
/** A paid item the client may dispute now. */
export type DisputableItem = DisputesAnswer["disputable"][number];

/** `GET /api/projects/{id}/disputes`: the disputes, the client's disputable items, and whether staff may resolve. */
export async function getProjectDisputes(projectId: string) {
  return unwrap(await api.projects[":id"].disputes.$get({ param: { id: projectId } }));
}

/** Key `["projects", "disputes", projectId]`; dispute writes invalidate it. */
export const getProjectDisputesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "disputes", projectId],
    queryFn: () => getProjectDisputes(projectId),
    retry: false,
  });

export function useProjectDisputes(projectId: string) {
  return useQuery(getProjectDisputesQueryOptions(projectId));
}
