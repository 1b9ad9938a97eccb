import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/dashboard`: the figures of the signed-in user's role (spec 1 §2 Dashboards). */
export type Dashboard = InferResponseType<typeof api.dashboard.$get>;

export async function getDashboard(): Promise<Dashboard> {
  return unwrap(await api.dashboard.$get());
}

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ["dashboard"], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
