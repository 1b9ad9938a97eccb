import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** The tabs of the staff review queue (spec 3 §7). */
export type ReviewTab = "pending" | "approved" | "rejected" | "all";

/** `GET /api/applications?tab=`: the staff queue of one tab and the counts of every tab. */
export function useReviewQueue(tab: ReviewTab) {
  return useQuery({
    queryKey: ["applications", "queue", tab],
    queryFn: async () => unwrap(await api.applications.$get({ query: { tab } })),
  });
}
