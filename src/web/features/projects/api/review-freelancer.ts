import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "@/domain/freelancers/reviews";
import { api, unwrap } from "@/web/lib/api-client";
import { getProjectReviewsQueryOptions } from "./get-project-reviews";

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
