import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/tasks/{taskId}/assign`: staff assign a task to an available freelancer (spec 1 §6). */
export async function assignTask({ taskId, freelancerId }: { taskId: string; freelancerId: string }) {
  return unwrap(await api.tasks[":taskId"].assign.$post({ param: { taskId }, json: { freelancerId } }));
}

/**
 * Assigns a task and refreshes what shows it: project details (`["projects"]`) and Task Mapping
 * (`["task-mapping"]`). Shared by the project's Task Assignment card (features/projects) and the Task
 * Mapping page (features/work): features do not import each other, so an endpoint that two of them call
 * lives here, in `src/web/lib/api/`.
 */
export function useAssignTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTask,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["projects"] }),
        queryClient.invalidateQueries({ queryKey: ["task-mapping"] }),
      ]),
  });
}
