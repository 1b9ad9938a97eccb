import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/**
 * `GET /api/config`: whether Google sign-in is configured, whether demo accounts are seeded and whether an
 * AI provider analyses briefs. Shared: the sign-in page and Create Project both read it.
 */
export type PublicConfig = InferResponseType<typeof api.config.$get>;

export async function getConfig(): Promise<PublicConfig> {
  return unwrap(await api.config.$get());
}

export const getConfigQueryOptions = () =>
  queryOptions({ queryKey: ["config"], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });

/** The public configuration, fetched once per page load. */
export function useConfig() {
  return useQuery(getConfigQueryOptions());
}
