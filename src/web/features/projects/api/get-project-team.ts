import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/team`: invited or linked freelancers and those assigned a task. */
export async function getProjectTeam(projectId: string) {
  return unwrap(await api.projects[":id"].team.$get({ param: { id: projectId } }));
}

/** Key `["projects", "team", projectId]`. */
export function useProjectTeam(projectId: string) {
  return useQuery({ queryKey: ["projects", "team", projectId], queryFn: () => getProjectTeam(projectId) });
}
