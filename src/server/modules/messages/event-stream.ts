import { and, inArray, sql } from "drizzle-orm";
import type { SSEStreamingApi } from "hono/streaming";
import { memberProjectsCondition } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectMessages, projects } from "../../db/schema";
import type { RealtimeEvent } from "../../realtime/event-hub";
import { requireMessagingAccess } from "./message-access";
import { loadMessage, type MessageView, selectMessages } from "./message-rows";

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

/** Whether `current` (the session read again) is still `actor`: same user, same role. */
const sameActor = (actor: Actor, current: Actor | null) =>
  current?.id === actor.id && current.role === actor.role;

/**
 * Streams the actor's realtime events over SSE (issue 5 item 2): `message` (new or changed, full message
 * JSON, id = creation time) and `read` ({projectId, userId}) for the projects the actor may message about,
 * and `notification` when the actor gets a new notification.
 * On (re)connect, messages created after `since` (the Last-Event-ID header or `?since=`) less
 * {@link CATCH_UP_OVERLAP_MS} are sent first, so a reconnect loses nothing, not even a message committed late;
 * clients refresh from the server on each event, so repeats are harmless.
 * The stream ends with its session (issue 19 item 6): `readSession` (the request's session read again) runs
 * when the stream opens and whenever an `access.changed` notice names the actor (a session of theirs ended or
 * their role changed); every delivery waits for the latest check, and the stream closes as soon as the session
 * is gone or the role differs. It also closes after `EVENT_STREAM_MAX_SECONDS`, when the server shuts down and
 * when the client goes away; the browser reconnects by itself, under the role it has then.
 */
export async function streamEvents(
  deps: Deps,
  actor: Actor,
  stream: SSEStreamingApi,
  { since, readSession }: { since?: string; readSession: () => Promise<Actor | null> },
) {
  let closed = false;
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = () => {
      closed = true;
      resolve();
    };
  });
  // The latest session check (the first starts below, before any event can arrive); a delivery waits for the
  // one that was current when its event arrived.
  let allowed = Promise.resolve(true);
  const checkSession = () => {
    allowed = readSession().then(
      (current) => sameActor(actor, current),
      () => false,
    );
    void allowed.then((ok) => ok || end());
  };

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
    queue = queue.then(() => (closed ? undefined : write())).catch(() => {});
  };
  const writeMessage = (message: MessageView) =>
    stream.writeSSE({ event: "message", id: eventId(message), data: JSON.stringify(message) });

  // Started at once and sent first, so live events that arrive meanwhile come after what was missed.
  const sinceDate = since ? new Date(new Date(since).getTime() - CATCH_UP_OVERLAP_MS) : null;
  const missed =
    sinceDate && !Number.isNaN(sinceDate.getTime())
      ? selectMessages(
          deps.db,
          and(
            // Event ids carry milliseconds; the database keeps microseconds.
            sql`date_trunc('milliseconds', ${projectMessages.createdAt}) > ${sinceDate.toISOString()}::timestamptz`,
            inArray(
              projectMessages.projectId,
              deps.db.select({ id: projects.id }).from(projects).where(memberProjectsCondition(actor)),
            ),
          ),
        )
      : Promise.resolve([]);
  send(async () => {
    const messages = await missed;
    if (!(await allowed)) return;
    for (const message of messages) await writeMessage(message);
  });

  const unsubscribe = deps.events.subscribe((event: RealtimeEvent) => {
    if (event.type === "access.changed") {
      if (event.userId === actor.id || event.userId === "*") checkSession();
      return;
    }
    const mayDeliver = allowed;
    void (async () => {
      if (event.type === "notification.created") {
        if (event.userId === actor.id && (await mayDeliver))
          send(() => stream.writeSSE({ event: "notification", data: "{}" }));
        return;
      }
      if (!(await canSee(event.projectId)) || !(await mayDeliver)) return;
      if (event.type === "messages.read") {
        send(() => stream.writeSSE({ event: "read", data: JSON.stringify(event) }));
        return;
      }
      const message = await sharedLoad(deps, `${event.type}:${event.messageId}`, event.messageId);
      if (message) send(() => writeMessage(message));
    })();
  }, end);
  stream.onAbort(end);
  // Checked once more now that notices are heard: a session ended between the request and the subscription.
  checkSession();
  send(async () => {
    if (await allowed) await stream.writeSSE({ event: "ready", data: "{}" });
  });
  const lifetime = setTimeout(end, deps.env.EVENT_STREAM_MAX_SECONDS * 1000);
  const ping = setInterval(() => send(() => stream.write(": ping\n\n").then(() => {})), PING_MS);
  try {
    await ended;
  } finally {
    closed = true;
    clearTimeout(lifetime);
    clearInterval(ping);
    unsubscribe();
  }
}
