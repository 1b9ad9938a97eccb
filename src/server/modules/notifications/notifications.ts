import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind } from "@/domain/notifications/notifications";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { notificationSettings, notifications } from "../../db/schema";

/**
 * The most unread notifications counted: the bell shows "99+" above 99 (`unreadBadge`), so counting further
 * would only make a long-unread account's every page slower (issue 8 item 5).
 */
export const UNREAD_COUNT_CAP = 100;

/**
 * The actor's latest 30 notifications, newest first, and how many are unread, up to {@link UNREAD_COUNT_CAP}.
 */
export async function listNotifications({ deps, actor }: { deps: Deps; actor: Actor }) {
  const mine = eq(notifications.userId, actor.id);
  const unreadRows = deps.db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP)
    .as("unread_rows");
  const [rows, [{ unread }]] = await Promise.all([
    deps.db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt)).limit(30),
    deps.db.select({ unread: count() }).from(unreadRows),
  ]);
  return {
    unread,
    notifications: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Marks all of the actor's notifications read. */
export async function markNotificationsRead({ deps, actor }: { deps: Deps; actor: Actor }) {
  await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return { unread: 0 };
}

/** The actor's e-mail choice for every kind (on unless turned off). */
export async function getNotificationSettings({ deps, actor }: { deps: Deps; actor: Actor }) {
  const rows = await deps.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, actor.id));
  const email = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >;
  for (const row of rows) if (row.kind in email) email[row.kind as NotificationKind] = row.email;
  return { email };
}

/** Saves the actor's e-mail choices (kinds left out keep theirs). */
export async function saveNotificationSettings({
  deps,
  actor,
  email,
}: {
  deps: Deps;
  actor: Actor;
  email: Partial<Record<NotificationKind, boolean>>;
}) {
  const entries = Object.entries(email) as [NotificationKind, boolean][];
  await deps.db.transaction(async (tx) => {
    for (const [kind, on] of entries) {
      await tx
        .insert(notificationSettings)
        .values({ userId: actor.id, kind, email: on })
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.kind],
          set: { email: on },
        });
    }
  });
  return getNotificationSettings({ deps, actor });
}
