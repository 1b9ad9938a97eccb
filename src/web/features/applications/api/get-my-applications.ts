import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** One of the applicant's own applications (spec 3 §7 "Applications"), with its status and review reason. */
export type Application = InferResponseType<typeof api.applications.mine.$get, 200>["applications"][number];

/** `GET /api/applications/mine`, key `["applications", "mine"]`; saving or reviewing invalidates `["applications"]`. */
export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ["applications", "mine"],
    queryFn: async () => unwrap(await api.applications.mine.$get()),
  });

/** The signed-in user's own applications. */
export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}
