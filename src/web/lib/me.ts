import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "./api-client";

/** The signed-in in-app user (role, profile, subscription), as `GET /api/me` returns it. */
export type Me = InferResponseType<typeof api.me.$get, 200>;

/** Query key of the signed-in user; invalidate it after sign-in, sign-out and profile changes. */
export const ME_QUERY_KEY = ["me"] as const;

/**
 * `GET /api/session`: the signed-in user, or `null` when signed out (a 200 either way, so that a signed-out
 * page makes no request that answers 401: issue 19 item 20). Failures are logged and leave the user signed
 * out (spec 1 §8 "Profile load failure").
 */
export async function getMe(): Promise<Me | null> {
  try {
    return (await unwrap(await api.session.$get())).user;
  } catch (error) {
    console.error("Failed to load profile", error);
    return null;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 5 * 60_000 });

/** The signed-in user query (`data` is `null` when signed out). */
export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The signed-in user inside the app shell, where the session gate guarantees one.
 * @throws Error when called outside the gate (a programming error).
 */
export function useUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error("useUser() needs a signed-in user (inside the session gate)");
  return data;
}
