import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";
import { ME_QUERY_KEY } from "@/web/lib/me";

/** Body of `POST /api/applications/{id}/review`: the staff decision and its reason. */
export type ReviewDecision = InferRequestType<(typeof api.applications)[":id"]["review"]["$post"]>["json"];

/**
 * `POST /api/applications/{id}/review`: staff decide an application (spec 3 §7); refreshes the applications
 * and the signed-in user (an approval can change a role).
 */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: ReviewDecision }) =>
      unwrap(await api.applications[":id"].review.$post({ param: { id }, json: decision })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["applications"] }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
