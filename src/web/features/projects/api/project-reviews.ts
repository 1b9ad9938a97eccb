import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "@/domain/freelancers/reviews";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/reviews`: the project's freelancers, their reviews, and whether the caller may rate. */
export async function getProjectReviews(projectId: string) {
  return unwrap(await api.projects[":id"].reviews.$get({ param: { id: projectId } }));
}

export const getProjectReviewsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ["projects", "reviews", projectId], queryFn: () => getProjectReviews(projectId) });

export function useProjectReviews(projectId: string) {
  return useQuery(getProjectReviewsQueryOptions(projectId));
}

/** `POST /api/projects/{id}/reviews`: the owning client rates a freelancer, once. */
export function useReviewFreelancer(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      unwrap(await api.projects[":id"].reviews.$post({ param: { id: projectId }, json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProjectReviewsQueryOptions(projectId).queryKey }),
        // Ratings shown elsewhere (directory, profiles, matches) change with the review.
        queryClient.invalidateQueries({ queryKey: ["freelancers"] }),
      ]),
  });
}
