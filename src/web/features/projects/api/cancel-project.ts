import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/projects/{id}/cancel`: the owner cancels (spec 2 §4); returns the new legacy status. */
export async function cancelProject(id: string) {
  return unwrap(await api.projects[":id"].cancel.$post({ param: { id } }));
}

/** Cancels a project and refreshes its detail, the lists and the dashboard. */
export function useCancelProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelProject,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["projects"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
