import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { NOTIFICATIONS_KEY } from "./get-notifications";

/** `POST /api/notifications/read`: marks all the user's notifications read ("Mark all as read"). */
export async function markNotificationsRead() {
  return unwrap(await api.notifications.read.$post());
}

/** Marks all read, then refreshes the bell's list. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
