import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ProjectListSort } from "@/domain/projects/schemas";
import { api, unwrap } from "@/web/lib/api-client";

/** One page of `GET /api/projects`: own projects for clients, all (with budgets and client) for staff. */
export type ProjectList = InferResponseType<typeof api.projects.$get, 200>;
export type ProjectListItem = ProjectList["items"][number];

export interface ProjectListParams {
  search?: string;
  /** "overrun": by actual − estimated hours, largest first (issue 20 item 6); newest first otherwise. */
  sort?: ProjectListSort;
  page?: number;
  pageSize?: number;
}

export async function getProjects({ search, sort, page = 1, pageSize = 50 }: ProjectListParams = {}) {
  const query = {
    page: String(page),
    pageSize: String(pageSize),
    ...(search ? { search } : {}),
    ...(sort && sort !== "newest" ? { sort } : {}),
  };
  return unwrap(await api.projects.$get({ query }));
}

export const getProjectsQueryOptions = (params: ProjectListParams = {}) =>
  queryOptions({
    queryKey: ["projects", "list", params],
    queryFn: () => getProjects(params),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams = {}) {
  return useQuery(getProjectsQueryOptions(params));
}
