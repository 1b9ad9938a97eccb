import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** Every query of the bell's list starts with this key. */
export const NOTIFICATIONS_KEY = ["notifications", "list"] as const;

/** `GET /api/notifications`: the signed-in user's latest notifications and the unread count (issue 5 item 5). */
export async function getNotifications() {
  return unwrap(await api.notifications.$get());
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATIONS_KEY, queryFn: getNotifications });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
