import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Availability } from "@/domain/freelancers/profile";
import { api, unwrap } from "@/web/lib/api-client";

/** One directory card as the API returns it (hourly rate in paise per hour). */
export type FreelancerCard = InferResponseType<typeof api.freelancers.$get, 200>["items"][number];

/** The directory's filters: text, one skill, availability, an hourly-rate range in paise per hour. */
export interface DirectoryFilters {
  search: string;
  skill: string;
  availability: Availability | "";
  minRate: number | null;
  maxRate: number | null;
}

export const DIRECTORY_PAGE_SIZE = 20;

/** `GET /api/freelancers`: one page of the directory, best rated first (staff). */
export async function getFreelancers(filters: DirectoryFilters, page: number) {
  const query: Record<string, string> = { page: String(page), pageSize: String(DIRECTORY_PAGE_SIZE) };
  if (filters.search) query.search = filters.search;
  if (filters.skill) query.skill = filters.skill;
  if (filters.availability) query.availability = filters.availability;
  if (filters.minRate !== null) query.minRate = String(filters.minRate);
  if (filters.maxRate !== null) query.maxRate = String(filters.maxRate);
  return unwrap(await api.freelancers.$get({ query }));
}

export const getFreelancersQueryOptions = (filters: DirectoryFilters, page: number) =>
  queryOptions({
    queryKey: ["freelancers", "directory", filters, page],
    queryFn: () => getFreelancers(filters, page),
    placeholderData: keepPreviousData,
  });

export function useFreelancers(filters: DirectoryFilters, page: number) {
  return useQuery(getFreelancersQueryOptions(filters, page));
}
