/** Administrator endpoints: User Management and Login History (spec 3 §2, §7). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { Role } from "@/domain/roles";
import { api, unwrap } from "@/web/lib/api-client";

export type ManagedUser = InferResponseType<typeof api.users.$get, 200>["items"][number];
export type LoginEntry = InferResponseType<(typeof api)["login-history"]["$get"], 200>["items"][number];

export const USERS_PAGE_SIZE = 20;

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

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, role }: { id: string; role: Role }) =>
      unwrap(await api.users[":id"].role.$put({ param: { id }, json: { role } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["users"] }),
        queryClient.invalidateQueries({ queryKey: ["audit-log"] }),
      ]),
  });
}

export function useLoginHistory(page: number) {
  return useQuery({
    queryKey: ["login-history", page],
    queryFn: async () => unwrap(await api["login-history"].$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });
}
