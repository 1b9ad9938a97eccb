import type { NotificationKind } from "@/domain/notifications/notifications";
import { api, unwrap } from "@/web/lib/api-client";

/** `PUT /api/notifications/settings`: saves the given kinds' e-mail choices; answers all of them. */
export async function updateNotificationSettings(email: Partial<Record<NotificationKind, boolean>>) {
  return unwrap(await api.notifications.settings.$put({ json: { email } }));
}
