import { and, eq } from "drizzle-orm";
import type { NotificationKind } from "@/domain/notifications/notifications";
import type { Deps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { notificationSettings, notifications, profiles } from "../../db/schema";
import { enqueue } from "../../jobs/job-queue";
import { publish } from "../../realtime/event-hub";

/** The job that e-mails one notification, if its recipient wants e-mail for its kind. */
export const NOTIFICATION_EMAIL_JOB = "notification.email";

/** A notification to write. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path, e.g. /project/{id}. */
  link?: string;
}

/**
 * Notifies a person (issue 5 item 5) inside the caller's transaction: the in-app notification, a live
 * event for their open tabs, and a durable job that e-mails it — so nothing is sent for a change that
 * rolls back.
 */
export async function notify(tx: Db | Tx, input: NotificationInput): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({ ...input, link: input.link ?? null })
    .returning({ id: notifications.id });
  await publish(tx, { type: "notification.created", userId: input.userId });
  await enqueue(tx, NOTIFICATION_EMAIL_JOB, { notificationId: row.id });
}

/**
 * The e-mail job: sends the notification through the mailer unless the recipient turned e-mail off for
 * its kind (no setting means on).
 */
export async function emailNotification(deps: Deps, notificationId: string): Promise<void> {
  const [row] = await deps.db
    .select({ notification: notifications, email: profiles.email, name: profiles.fullName })
    .from(notifications)
    .innerJoin(profiles, eq(profiles.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row) return;
  const { notification: n } = row;
  const [setting] = await deps.db
    .select({ email: notificationSettings.email })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, n.userId), eq(notificationSettings.kind, n.kind)));
  if (setting?.email === false) return;
  const link = n.link ? `\n\nOpen it in Kaarya: ${deps.env.APP_URL}${n.link}` : "";
  await deps.mailer.send({
    to: row.email,
    subject: n.title,
    text: `Hello ${row.name},\n\n${n.body}${link}\n\nYou can choose which e-mails you get under Settings.`,
  });
}
