import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TaskInput } from "@/domain/projects/tasks";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/projects/{id}/versions/{versionId}/tasks`: adds a task (administrator); returns the new budget. */
export async function createTask(input: {
  projectId: string;
  versionId: string;
  task: TaskInput;
  reason: string;
}) {
  return unwrap(
    await api.projects[":id"].versions[":versionId"].tasks.$post({
      param: { id: input.projectId, versionId: input.versionId },
      json: { task: input.task, reason: input.reason },
    }),
  );
}

/** Adds a task and refreshes the project (tasks, budget totals, schedule). */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (_r, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: ["projects", "detail", projectId] }),
  });
}
