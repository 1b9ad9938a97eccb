import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** Every query that shows interest state starts with one of these keys. */
const INTEREST_KEYS = [["interests"], ["browse-projects"], ["projects", "interests"]] as const;

/** `GET /api/interests`: the signed-in freelancer's open interests, newest first (spec 3 §2). */
export type MyInterest = InferResponseType<typeof api.interests.$get, 200>["interests"][number];

export async function getMyInterests() {
  return unwrap(await api.interests.$get());
}

export const getMyInterestsQueryOptions = () =>
  queryOptions({ queryKey: ["interests", "mine"], queryFn: getMyInterests });

export function useMyInterests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyInterestsQueryOptions(), enabled });
}

/** Refreshes every query that shows interest state: the freelancer's interests, the browser, staff lists. */
export function useInvalidateInterests() {
  const queryClient = useQueryClient();
  return () => Promise.all(INTEREST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
