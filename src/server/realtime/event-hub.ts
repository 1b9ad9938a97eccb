import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../db/client";
import { LIST_REVISIONS_CHANNEL } from "../lib/list-revisions";

/** The one NOTIFY channel Kaarya uses (DESIGN §5 realtime). */
export const EVENTS_CHANNEL = "kaarya_events";

/** What travels between processes: small references, never message text (NOTIFY payloads are capped). */
export type RealtimeEvent =
  | { type: "message.created"; projectId: string; messageId: string }
  | { type: "message.updated"; projectId: string; messageId: string }
  | { type: "messages.read"; projectId: string; userId: string }
  | { type: "notification.created"; userId: string }
  /**
   * A session of the user ended or changed, or their role, e-mail or profile completion changed, or the
   * profile went (sent by the database's triggers, migrations 0013 and 0024; `userId` "*" when a table was
   * emptied: every user): their open event streams check their session again (issue 19 item 6) and the
   * process forgets their kept actors (decision 0039).
   */
  | { type: "access.changed"; userId: string };

/**
 * Publishes `event` with `pg_notify` inside the caller's transaction, so listeners in every process hear
 * of it only once the change is committed (and never when it rolls back).
 */
export async function publish(tx: Db | Tx, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** How often a hub on a PostgreSQL server sends itself a notice, to know its LISTEN still delivers (ms). */
export const HUB_PING_MS = 1_000;

/** How long after its last own notice came back a hub on a server still counts as delivering (ms). */
export const HUB_LIVENESS_MS = 4_000;

/** The payload of a hub's own liveness notice: not JSON, so no listener ever sees it as an event. */
const PING_PREFIX = "ping:";

/** One LISTEN per process, fanned out to the open event streams of that process. */
export interface EventHub {
  /**
   * Adds a listener; `onClose` runs when the hub shuts down (graceful shutdown ends the streams). An event
   * stream counts in {@link size}; a listener of the process itself (`{ stream: false }`: the kept sessions of
   * decision 0039) hears the same events and does not.
   */
  subscribe(
    listener: (event: RealtimeEvent) => void,
    onClose?: () => void,
    options?: { stream?: boolean },
  ): () => void;
  /**
   * Adds a listener of the list revisions' notices (migration 0023: the list's name, at the commit that
   * raised its revision), heard on the same LISTEN connection as the events, so in commit order with the
   * hub's pings (decision 0035); `onClose` runs when the hub shuts down.
   */
  subscribeLists(listener: (list: string) => void, onClose?: () => void): () => void;
  /** Open event streams (subscriptions with `stream` left true), for metrics and the benchmark. */
  readonly size: number;
  /**
   * Whether every notice committed from now on is known to reach this hub (decision 0039): on PGlite once
   * LISTEN ran (in-process, it never drops); on a server while LISTEN is in effect and the hub's own notice,
   * sent every {@link HUB_PING_MS}, came back within {@link HUB_LIVENESS_MS}. False once closed.
   */
  isLive(): boolean;
  /**
   * Raised whenever notices may have been lost: the LISTEN was taken again after its connection closed, or
   * {@link isLive} found the pings late. What a process keeps on the strength of notices is dropped when it
   * changes. Read after {@link isLive}, which may raise it.
   */
  readonly epoch: number;
  /**
   * Read-your-writes for this process on a server: call after changes committed (a request that may have
   * written ends); {@link isLive} is then false until a notice sent now comes back, by which time the notices
   * of those commits have arrived (a server delivers notices in commit order). Nothing on PGlite, whose notices
   * arrive before the committing call returns.
   */
  fence(): void;
  close(): Promise<void>;
}

/**
 * Starts listening on {@link EVENTS_CHANNEL} and {@link LIST_REVISIONS_CHANNEL} (one LISTEN connection); malformed payloads are ignored. On a PostgreSQL server the hub
 * also pings itself through `database.db` every {@link HUB_PING_MS} (a timer that does not keep the process
 * alive) to tell a silent LISTEN connection from a quiet one.
 */
export async function createEventHub(database: Pick<Database, "listen" | "kind" | "db">): Promise<EventHub> {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const listListeners = new Set<(list: string) => void>();
  /** Listeners of the process itself, not event streams: not counted in `size`. */
  const processListeners = new Set<(event: RealtimeEvent) => void>();
  const closers = new Map<unknown, () => void>();
  const ping = `${PING_PREFIX}${randomUUID()}:`;
  // Pings are numbered: the last sent, the last come back, and the one a fence waits for.
  let sent = 0;
  let echoed = 0;
  let fenced = 0;
  let listened = 0;
  let closed = false;
  let epoch = 0;
  let lastPing = Date.now();
  let late = false;
  /** The `onListen` of one channel: listening again after the connection closed, notices sent meanwhile are lost. */
  const relistened = () => {
    let times = 0;
    return () => {
      times += 1;
      listened += 1;
      if (times > 1) epoch += 1;
      lastPing = Date.now();
    };
  };
  const stop = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      if (payload.startsWith(PING_PREFIX)) {
        if (payload.startsWith(ping)) {
          echoed = Math.max(echoed, Number(payload.slice(ping.length)));
          lastPing = Date.now();
          late = false;
        }
        return;
      }
      let event: RealtimeEvent;
      try {
        event = JSON.parse(payload) as RealtimeEvent;
      } catch {
        return;
      }
      for (const listener of listeners) listener(event);
    },
    relistened(),
  );
  const stopLists = await database.listen(
    LIST_REVISIONS_CHANNEL,
    (list) => {
      for (const listener of listListeners) listener(list);
    },
    relistened(),
  );
  const sendPing = () => {
    sent += 1;
    database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${ping + sent})`).catch(() => {});
    return sent;
  };
  const pinger = database.kind === "postgres" ? setInterval(sendPing, HUB_PING_MS) : undefined;
  pinger?.unref();
  /** Adds `listener` to `set`, with its `onClose`; returns its removal. */
  const addTo = <L>(set: Set<L>, listener: L, onClose?: () => void) => {
    set.add(listener);
    if (onClose) closers.set(listener, onClose);
    return () => {
      set.delete(listener);
      closers.delete(listener);
    };
  };
  return {
    subscribe: (listener, onClose, options) => {
      const remove = addTo(listeners, listener, onClose);
      if (options?.stream !== false) return remove;
      processListeners.add(listener);
      return () => {
        processListeners.delete(listener);
        remove();
      };
    },
    subscribeLists: (listener, onClose) => addTo(listListeners, listener, onClose),
    get size() {
      return listeners.size - processListeners.size;
    },
    isLive() {
      if (closed || listened === 0) return false;
      if (!pinger) return true;
      if (Date.now() - lastPing <= HUB_LIVENESS_MS) return echoed >= fenced;
      if (!late) {
        late = true;
        epoch += 1;
      }
      return false;
    },
    get epoch() {
      return epoch;
    },
    fence() {
      if (pinger && !closed) fenced = sendPing();
    },
    async close() {
      closed = true;
      epoch += 1;
      clearInterval(pinger);
      for (const onClose of closers.values()) onClose();
      listeners.clear();
      listListeners.clear();
      closers.clear();
      await Promise.all([stop(), stopLists()]);
    },
  };
}
