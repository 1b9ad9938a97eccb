import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** One page of `GET /api/browse-projects` (spec 2 §2): freelancer budget only, in paise. */
export type BrowseProjectList = InferResponseType<(typeof api)["browse-projects"]["$get"], 200>;
export type BrowseProject = BrowseProjectList["items"][number];

export interface BrowseParams {
  search?: string;
  page?: number;
  pageSize?: number;
}

export async function getBrowseProjects({ search, page = 1, pageSize = 24 }: BrowseParams = {}) {
  const query = { page: String(page), pageSize: String(pageSize), ...(search ? { search } : {}) };
  return unwrap(await api["browse-projects"].$get({ query }));
}

/** Key `["browse-projects", params]`; interest changes invalidate `["browse-projects"]`. */
export const getBrowseProjectsQueryOptions = (params: BrowseParams = {}) =>
  queryOptions({
    queryKey: ["browse-projects", params],
    queryFn: () => getBrowseProjects(params),
    placeholderData: keepPreviousData,
  });

export function useBrowseProjects(params: BrowseParams = {}) {
  return useQuery(getBrowseProjectsQueryOptions(params));
}
