import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/reviews`: the project's freelancers, their reviews, and whether the caller may rate. */
export async function getProjectReviews(projectId: string) {
  return unwrap(await api.projects[":id"].reviews.$get({ param: { id: projectId } }));
}

/** Key `["projects", "reviews", projectId]`; reviewing a freelancer invalidates it. */
export const getProjectReviewsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ["projects", "reviews", projectId], queryFn: () => getProjectReviews(projectId) });

export function useProjectReviews(projectId: string) {
  return useQuery(getProjectReviewsQueryOptions(projectId));
}
