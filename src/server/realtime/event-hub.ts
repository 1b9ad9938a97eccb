import { sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../db/client";

/** The one NOTIFY channel Kaarya uses (DESIGN §5 realtime). */
export const EVENTS_CHANNEL = "kaarya_events";

/** What travels between processes: small references, never message text (NOTIFY payloads are capped). */
export type RealtimeEvent =
  | { type: "message.created"; projectId: string; messageId: string }
  | { type: "message.updated"; projectId: string; messageId: string }
  | { type: "messages.read"; projectId: string; userId: string }
  | { type: "notification.created"; userId: string }
  /**
   * A session of the user ended or their role changed (sent by the database's triggers, migration 0013):
   * their open event streams check their session again (issue 19 item 6).
   */
  | { type: "access.changed"; userId: string };

/**
 * Publishes `event` with `pg_notify` inside the caller's transaction, so listeners in every process hear
 * of it only once the change is committed (and never when it rolls back).
 */
export async function publish(tx: Db | Tx, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** One LISTEN per process, fanned out to the open event streams of that process. */
export interface EventHub {
  /** Adds a listener; `onClose` runs when the hub shuts down (graceful shutdown ends the streams). */
  subscribe(listener: (event: RealtimeEvent) => void, onClose?: () => void): () => void;
  /** Open subscriptions (event streams), for metrics and the benchmark. */
  readonly size: number;
  close(): Promise<void>;
}

/** Starts listening on {@link EVENTS_CHANNEL}; malformed payloads are ignored. */
export async function createEventHub(database: Pick<Database, "listen">): Promise<EventHub> {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const closers = new Map<(event: RealtimeEvent) => void, () => void>();
  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  });
  return {
    subscribe(listener, onClose) {
      listeners.add(listener);
      if (onClose) closers.set(listener, onClose);
      return () => {
        listeners.delete(listener);
        closers.delete(listener);
      };
    },
    get size() {
      return listeners.size;
    },
    async close() {
      for (const onClose of closers.values()) onClose();
      listeners.clear();
      closers.clear();
      await stop();
    },
  };
}
