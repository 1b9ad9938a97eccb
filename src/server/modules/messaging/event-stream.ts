import { and, inArray, sql } from "drizzle-orm";
import type { SSEStreamingApi } from "hono/streaming";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectMessages, projects } from "../../db/schema";
import type { RealtimeEvent } from "../../realtime/event-hub";
import { loadMessage, type MessageView, selectMessages } from "./message-rows";
import { messagingProjectsFilter, requireMessagingAccess } from "./messaging-access";

/** Keep-alive comment interval: below common proxy idle timeouts. */
const PING_MS = 25_000;
/** How long a loaded message is shared between the process's streams. */
const SHARE_MS = 5_000;
/**
 * How far before Last-Event-ID a reconnect looks. A message's creation time is its transaction's start, so
 * one committed after a later message was delivered has an earlier id; looking back this far finds it (the
 * browser refreshes from the server on every event, so a message sent twice does no harm).
 */
const CATCH_UP_OVERLAP_MS = 10_000;
/** How long a stream trusts its answer to "may this user see this project?" before asking again. */
const VISIBILITY_TTL_MS = 15_000;

// One load per message per process, however many streams show it (the benchmark runs 200 streams).
const loading = new Map<string, Promise<MessageView | undefined>>();
function sharedLoad(deps: Deps, key: string, id: string) {
  let pending = loading.get(key);
  if (!pending) {
    pending = loadMessage(deps.db, id);
    loading.set(key, pending);
    setTimeout(() => loading.delete(key), SHARE_MS).unref?.();
  }
  return pending;
}

/** The SSE id of a message: its creation time, from which a reconnect catches up. */
const eventId = (message: MessageView) => message.createdAt;

/**
 * Streams the actor's realtime events over SSE (issue 5 item 2): `message` (new or changed, full message
 * JSON, id = creation time) and `read` ({projectId, userId}) for the projects the actor may message about,
 * and `notification` when the actor gets a new notification.
 * On (re)connect, messages created after `since` (the Last-Event-ID header or `?since=`) less
 * {@link CATCH_UP_OVERLAP_MS} are sent first, so a reconnect loses nothing, not even a message committed late;
 * clients refresh from the server on each event, so repeats are harmless. Runs until the client goes away or the
 * server shuts down.
 */
export async function streamEvents(deps: Deps, actor: Actor, stream: SSEStreamingApi, since?: string) {
  // Asked again after VISIBILITY_TTL_MS, so a freelancer assigned or removed meanwhile is followed.
  const visible = new Map<string, { answer: Promise<boolean>; at: number }>();
  const canSee = (projectId: string) => {
    const cached = visible.get(projectId);
    if (cached && Date.now() - cached.at < VISIBILITY_TTL_MS) return cached.answer;
    const answer = requireMessagingAccess(deps.db, actor, projectId).then(
      () => true,
      () => false,
    );
    visible.set(projectId, { answer, at: Date.now() });
    return answer;
  };
  let queue = Promise.resolve();
  const send = (write: () => Promise<void>) => {
    queue = queue.then(write).catch(() => {});
  };
  const sendMessage = (message: MessageView) =>
    send(() => stream.writeSSE({ event: "message", id: eventId(message), data: JSON.stringify(message) }));

  const sinceDate = since ? new Date(new Date(since).getTime() - CATCH_UP_OVERLAP_MS) : null;
  if (sinceDate && !Number.isNaN(sinceDate.getTime())) {
    const missed = await selectMessages(
      deps.db,
      and(
        // Event ids carry milliseconds; the database keeps microseconds.
        sql`date_trunc('milliseconds', ${projectMessages.createdAt}) > ${sinceDate.toISOString()}::timestamptz`,
        inArray(
          projectMessages.projectId,
          deps.db.select({ id: projects.id }).from(projects).where(messagingProjectsFilter(actor, deps.db)),
        ),
      ),
    );
    for (const message of missed) sendMessage(message);
  }

  let closed = false;
  const unsubscribe = deps.events.subscribe(
    (event: RealtimeEvent) => {
      void (async () => {
        if (event.type === "notification.created") {
          if (event.userId === actor.id) send(() => stream.writeSSE({ event: "notification", data: "{}" }));
          return;
        }
        if (!(await canSee(event.projectId))) return;
        if (event.type === "messages.read") {
          send(() => stream.writeSSE({ event: "read", data: JSON.stringify(event) }));
          return;
        }
        const message = await sharedLoad(deps, `${event.type}:${event.messageId}`, event.messageId);
        if (message) sendMessage(message);
      })();
    },
    () => {
      closed = true;
      void stream.close();
    },
  );
  stream.onAbort(() => {
    closed = true;
  });
  send(() => stream.writeSSE({ event: "ready", data: "{}" }));
  try {
    while (!closed && !stream.aborted) {
      await stream.sleep(PING_MS);
      if (!closed && !stream.aborted) send(() => stream.write(": ping\n\n").then(() => {}));
    }
  } finally {
    unsubscribe();
  }
}
