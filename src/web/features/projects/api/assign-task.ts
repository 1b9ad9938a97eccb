import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/tasks/{taskId}/assign`: staff assign a task to an available freelancer (spec 1 §6). */
export async function assignTask({ taskId, freelancerId }: { taskId: string; freelancerId: string }) {
  return unwrap(await api.tasks[":taskId"].assign.$post({ param: { taskId }, json: { freelancerId } }));
}

/** Assigns a task and refreshes the project detail. */
export function useAssignTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
