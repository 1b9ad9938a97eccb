import { and, count, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { memberProjectsCondition } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { messageReads, projectMessages, projects } from "../../db/schema";
import { publish } from "../../realtime/event-hub";
import { requireMessagingAccess } from "./message-access";

/** Messages from others after the actor's read position (spec 1 §4 unread count). */
function unreadCondition(actor: Actor) {
  return and(
    or(isNull(projectMessages.senderId), ne(projectMessages.senderId, actor.id)),
    or(isNull(messageReads.lastReadAt), gt(projectMessages.createdAt, messageReads.lastReadAt)),
  );
}

const readPosition = (actor: Actor) =>
  and(eq(messageReads.projectId, projectMessages.projectId), eq(messageReads.userId, actor.id));

/**
 * Moves `userId`'s read position in the project to the database clock's now (the transaction's start), never
 * back: when a transaction that started earlier commits after one that started later (two tabs, a send and a
 * read mark at once), the later position stays instead of being overwritten by the earlier one.
 */
export async function moveReadPosition(db: Db | Tx, projectId: string, userId: string): Promise<void> {
  await db
    .insert(messageReads)
    .values({ projectId, userId, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [messageReads.projectId, messageReads.userId],
      set: { lastReadAt: sql`greatest(${messageReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/**
 * spec 3 §7 `mark_messages_as_read`: moves the actor's read position to now, flags others' messages as
 * read (seen by someone other than the sender) and tells the other open clients, in one transaction.
 * @throws AppError project_not_found (404) when the actor may not message on the project.
 */
export async function markRead({ deps, actor, projectId }: { deps: Deps; actor: Actor; projectId: string }) {
  await requireMessagingAccess(deps.db, actor, projectId);
  // The database clock, as for the messages' created_at (see sendMessage).
  const now = sql`now()`;
  await deps.db.transaction(async (tx) => {
    await moveReadPosition(tx, projectId, actor.id);
    await tx
      .update(projectMessages)
      .set({ isRead: true, readAt: now })
      .where(
        and(
          eq(projectMessages.projectId, projectId),
          eq(projectMessages.isRead, false),
          or(isNull(projectMessages.senderId), ne(projectMessages.senderId, actor.id)),
        ),
      );
    await publish(tx, { type: "messages.read", projectId, userId: actor.id });
  });
  return { projectId, unread: 0 };
}

/** spec 3 §7 `get_unread_message_count` for one project. */
export async function projectUnreadCount({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}) {
  await requireMessagingAccess(deps.db, actor, projectId);
  const [row] = await deps.db
    .select({ unread: count() })
    .from(projectMessages)
    .leftJoin(messageReads, readPosition(actor))
    .where(and(eq(projectMessages.projectId, projectId), unreadCondition(actor)));
  return { projectId, unread: row.unread };
}

/**
 * spec 1 §4 `get_total_unread_message_count`: unread messages over every project the actor may message
 * about (the menu badge).
 */
export async function totalUnreadCount({ deps, actor }: { deps: Deps; actor: Actor }) {
  const [row] = await deps.db
    .select({ unread: count() })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .leftJoin(messageReads, readPosition(actor))
    .where(and(unreadCondition(actor), memberProjectsCondition(actor)));
  return { unread: row.unread };
}

/** Per-project unread counts for the conversation list, keyed by project id. */
export async function unreadByProject(
  deps: Deps,
  actor: Actor,
  projectIds: string[],
): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ projectId: projectMessages.projectId, unread: count() })
    .from(projectMessages)
    .leftJoin(messageReads, readPosition(actor))
    .where(and(inArray(projectMessages.projectId, projectIds), unreadCondition(actor)))
    .groupBy(projectMessages.projectId);
  return new Map(rows.map((r) => [r.projectId, r.unread]));
}
