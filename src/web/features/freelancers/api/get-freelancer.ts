import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiError, api, unwrap } from "@/web/lib/api-client";

/** A public freelancer profile (spec 3 §2) as the API returns it. */
export type FreelancerProfile = InferResponseType<(typeof api.freelancers)[":id"]["$get"], 200>;

/** Route id that means "my own profile" (`/freelancer/me`, the user menu's link for freelancers). */
export const OWN_PROFILE_ID = "me";

/** `GET /api/freelancers/{id}`, or `GET /api/me/freelancer` for {@link OWN_PROFILE_ID}. */
export async function getFreelancer(id: string): Promise<FreelancerProfile> {
  if (id === OWN_PROFILE_ID) return unwrap(await api.me.freelancer.$get());
  return unwrap(await api.freelancers[":id"].$get({ param: { id } }));
}

export const getFreelancerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["freelancers", "profile", id],
    queryFn: () => getFreelancer(id),
    // A missing or forbidden profile will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useFreelancer(id: string) {
  return useQuery(getFreelancerQueryOptions(id));
}
