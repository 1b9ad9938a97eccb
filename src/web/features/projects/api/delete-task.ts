import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `DELETE /api/tasks/{taskId}`: deletes a task (administrator); returns the version's new budget. */
export async function deleteTask(input: { projectId: string; taskId: string; reason: string }) {
  return unwrap(
    await api.tasks[":taskId"].$delete({ param: { taskId: input.taskId }, json: { reason: input.reason } }),
  );
}

/** Deletes a task and refreshes the project. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_r, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: ["projects", "detail", projectId] }),
  });
}
