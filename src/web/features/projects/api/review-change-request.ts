import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewChangeInput } from "@/domain/projects/issues";
import { api, unwrap } from "@/web/lib/api-client";
import { getChangeRequestsQueryOptions } from "./get-change-requests";

/** `POST /api/change-requests/{id}/review`: staff decide once (cost in paise for needs additional payment). */
export async function reviewChangeRequest({
  id,
  input,
}: {
  id: string;
  projectId: string;
  input: ReviewChangeInput;
}) {
  return unwrap(await api["change-requests"][":id"].review.$post({ param: { id }, json: input }));
}

/** Reviews a change request and refreshes the project's change requests. */
export function useReviewChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewChangeRequest,
    onSuccess: (_, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: getChangeRequestsQueryOptions(projectId).queryKey }),
  });
}
