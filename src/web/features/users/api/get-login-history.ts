import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** One sign-in of Login History (spec 3 "Login History"). */
export type LoginEntry = InferResponseType<(typeof api)["login-history"]["$get"], 200>["items"][number];

/** `GET /api/login-history?page=`: one page (1-based, 50 rows) of every user's sign-ins, newest first. */
export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: ["login-history", page],
    queryFn: async () => unwrap(await api["login-history"].$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}
