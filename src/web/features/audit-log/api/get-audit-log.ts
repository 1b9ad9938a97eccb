/** `GET /api/audit-log`: the administrators' audit log, filtered and paged on the server (issue 8). */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

export type AuditEntry = InferResponseType<(typeof api)["audit-log"]["$get"], 200>["items"][number];

/** The filters of the audit log; empty strings mean "any". Days are "YYYY-MM-DD" in IST. */
export interface AuditLogFilters {
  actor: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

/** Fetches one page (1-based) of the audit log, leaving out empty filters. */
export async function getAuditLog(filters: AuditLogFilters, page: number) {
  const query: Record<string, string> = { page: String(page) };
  for (const [key, value] of Object.entries(filters)) if (value.trim()) query[key] = value.trim();
  return unwrap(await api["audit-log"].$get({ query }));
}

/** Query options of one page of the audit log, keyed by its filters and page. */
export const getAuditLogQueryOptions = (filters: AuditLogFilters, page: number) => ({
  queryKey: ["audit-log", filters, page] as const,
  queryFn: () => getAuditLog(filters, page),
  placeholderData: keepPreviousData,
});

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditLogFilters, page: number) {
  return useQuery(getAuditLogQueryOptions(filters, page));
}
