import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/payments`: the project's transactions, newest first (paise). */
export type ProjectTransaction = InferResponseType<
  (typeof api.projects)[":id"]["payments"]["$get"],
  200
>["payments"][number];

export async function getProjectPayments(projectId: string) {
  return unwrap(await api.projects[":id"].payments.$get({ param: { id: projectId } }));
}

export const getProjectPaymentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "payments", projectId],
    queryFn: () => getProjectPayments(projectId),
  });

export function useProjectPayments(projectId: string) {
  return useQuery(getProjectPaymentsQueryOptions(projectId));
}
