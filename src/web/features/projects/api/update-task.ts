import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaskInput } from "@/domain/projects/tasks";
import { api, unwrap } from "@/web/lib/api-client";

/** `PATCH /api/tasks/{taskId}`: edits a task (administrator); returns the version's new budget. */
export async function updateTask(input: {
  projectId: string;
  taskId: string;
  task: TaskInput;
  reason: string;
}) {
  return unwrap(
    await api.tasks[":taskId"].$patch({
      param: { taskId: input.taskId },
      json: { task: input.task, reason: input.reason },
    }),
  );
}

/** Edits a task and refreshes the project. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (_r, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: ["projects", "detail", projectId] }),
  });
}
