import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyTaskUpdate } from "@/domain/projects/task-work";
import { api, unwrap } from "@/web/lib/api-client";

/** `PATCH /api/my-tasks/{taskId}`: move one's own task along the flow and/or set its actual hours. */
export async function updateMyTask({ taskId, update }: { taskId: string; update: MyTaskUpdate }) {
  return unwrap(await api["my-tasks"][":taskId"].$patch({ param: { taskId }, json: update }));
}

/** Updates a task and refreshes My Work and the dashboard's recent tasks. */
export function useUpdateMyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyTask,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["my-tasks"] }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
