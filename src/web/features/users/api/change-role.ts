import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@/domain/roles";
import { api, unwrap } from "@/web/lib/api-client";

/** `PUT /api/users/{id}/role` (administrator, spec 3 §2): refreshes the users and the audit log. */
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
