import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** A freelancer a task can be assigned to (`GET /api/freelancers/available`). */
export type AvailableFreelancer = InferResponseType<
  typeof api.freelancers.available.$get,
  200
>["freelancers"][number];

export async function getAvailableFreelancers() {
  return unwrap(await api.freelancers.available.$get());
}

export const getAvailableFreelancersQueryOptions = () =>
  queryOptions({ queryKey: ["freelancers", "available"], queryFn: getAvailableFreelancers });

/** Freelancers whose availability is "available" (staff only). */
export function useAvailableFreelancers(enabled = true) {
  return useQuery({ ...getAvailableFreelancersQueryOptions(), enabled });
}
