import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/me/eligibility`: may the client submit another project under their plan (spec 2 §5). */
export type Eligibility = InferResponseType<typeof api.me.eligibility.$get, 200>;

export async function getEligibility() {
  return unwrap(await api.me.eligibility.$get());
}

// Under "projects" so that submitting, cancelling or a status change refreshes it too.
export const getEligibilityQueryOptions = () =>
  queryOptions({ queryKey: ["projects", "eligibility"], queryFn: getEligibility });

/** The signed-in client's plan eligibility. */
export function useEligibility() {
  return useQuery(getEligibilityQueryOptions());
}
