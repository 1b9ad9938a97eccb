import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** Body of `PUT /api/projects/{id}`: the edited brief, its fresh signed analysis and the hosting flag. */
export type UpdateProjectInput = InferRequestType<(typeof api.projects)[":id"]["$put"]>["json"];

/** `PUT /api/projects/{id}`: the client's "Save Changes" (spec 2 §2 Edit project). */
export async function updateProject({ id, input }: { id: string; input: UpdateProjectInput }) {
  return unwrap(await api.projects[":id"].$put({ param: { id }, json: input }));
}

/** Saves an edited project and refreshes the project, its versions, the lists and the dashboard. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["projects"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
