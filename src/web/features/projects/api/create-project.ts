import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** Body of `POST /api/projects`: the brief, the analysis shown and its signature. */
export type CreateProjectInput = InferRequestType<typeof api.projects.$post>["json"];

/** `POST /api/projects`: creates the project in REQUESTED at version 1; returns its id. */
export async function createProject(input: CreateProjectInput) {
  return unwrap(await api.projects.$post({ json: input }));
}

/** Submits a project and refreshes the project lists and the dashboard. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["projects"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
