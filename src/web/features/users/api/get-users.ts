import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** A row of User Management (spec 3 §2): id, e-mail, name, role, joined. */
export type ManagedUser = InferResponseType<typeof api.users.$get, 200>["items"][number];

/** Rows per page of User Management. */
export const USERS_PAGE_SIZE = 20;

/**
 * `GET /api/users?search=&page=&pageSize=`: one page (1-based) of users, searched by name or e-mail;
 * key `["users", search, page]`, the previous page stays on screen while the next loads.
 */
export function useUsers(search: string, page: number) {
  return useQuery({
    queryKey: ["users", search, page],
    queryFn: async () =>
      unwrap(
        await api.users.$get({
          query: { ...(search ? { search } : {}), page: String(page), pageSize: String(USERS_PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
