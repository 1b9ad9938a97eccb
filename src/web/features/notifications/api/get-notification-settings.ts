import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** The cache key of the user's e-mail choices, also written by update-notification-settings. */
export const NOTIFICATION_SETTINGS_KEY = ["notifications", "settings"] as const;

/** `GET /api/notifications/settings`: e-mail on or off per notification kind (issue 5 item 5). */
export async function getNotificationSettings() {
  return unwrap(await api.notifications.settings.$get());
}

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}
