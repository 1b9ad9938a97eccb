/**
 * Notification kinds (issue 5 item 5): what a person hears about in the app and, unless they turn it off,
 * by e-mail.
 *
 * @module
 */
import { z } from "zod";

export const NOTIFICATION_KINDS = [
  "message",
  "project_status",
  "payment",
  "application",
  "invitation",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind is named in the e-mail settings. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: "New messages while I am away",
  project_status: "Project status changes",
  payment: "Payments received or due",
  application: "Freelancer application decisions",
  invitation: "Invitations to projects",
};

/** Minutes a message waits before its recipients count as away (they have not read it by then). */
export const AWAY_AFTER_MINUTES = 2;

/** `PUT /api/notifications/settings`: the e-mail choice for each kind. */
export const notificationSettingsSchema = z.object({
  email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
