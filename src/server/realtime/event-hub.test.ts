import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { LIST_REVISIONS_CHANNEL } from "../lib/list-revisions";
import {
  createEventHub,
  EVENTS_CHANNEL,
  HUB_LIVENESS_MS,
  HUB_PING_MS,
  type RealtimeEvent,
} from "./event-hub";

/**
 * A database whose LISTEN the test drives: `deliver` hands a payload to the listener, `relisten` takes the
 * LISTEN again (as postgres.js does after its connection closed), `echo` says whether the hub's own pings
 * come back.
 */
function fakeDatabase(kind: Database["kind"]) {
  const dialect = new PgDialect();
  const state = {
    echo: true,
    pings: 0,
    deliver: (_payload: string) => {},
    relisten: () => {},
  };
  const channels = new Map<string, (payload: string) => void>();
  const database = {
    kind,
    async listen(channel: string, onPayload: (payload: string) => void, onListen?: () => void) {
      channels.set(channel, onPayload);
      if (channel === EVENTS_CHANNEL) state.deliver = onPayload;
      const relisten = state.relisten;
      state.relisten = () => {
        relisten();
        onListen?.();
      };
      onListen?.();
      return async () => {};
    },
    db: {
      async execute(query: SQL) {
        state.pings += 1;
        const [channel, payload] = dialect.sqlToQuery(query).params.map(String);
        if (state.echo) channels.get(channel)?.(payload);
      },
    },
  } as unknown as Pick<Database, "listen" | "kind" | "db">;
  return { state, channels, database };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the event hub's liveness (decision 0039)", () => {
  it("on a server: live while its pings come back, a gap when they stop or LISTEN is taken again", async () => {
    const { state, database } = fakeDatabase("postgres");
    const hub = await createEventHub(database);
    expect(hub.isLive()).toBe(true);
    const epoch = hub.epoch;
    await vi.advanceTimersByTimeAsync(HUB_LIVENESS_MS * 3);
    expect(state.pings).toBeGreaterThanOrEqual(3);
    expect([hub.isLive(), hub.epoch]).toEqual([true, epoch]);

    // The LISTEN connection goes silent: after the liveness window the hub is not live and the epoch rises once.
    state.echo = false;
    await vi.advanceTimersByTimeAsync(HUB_LIVENESS_MS + HUB_PING_MS);
    expect([hub.isLive(), hub.epoch]).toEqual([false, epoch + 1]);
    expect([hub.isLive(), hub.epoch]).toEqual([false, epoch + 1]);
    // Pings come back: live again, no further gap.
    state.echo = true;
    await vi.advanceTimersByTimeAsync(HUB_PING_MS);
    expect([hub.isLive(), hub.epoch]).toEqual([true, epoch + 1]);

    // postgres.js listened again after its connection closed: notices in between may be lost.
    // (Both channels are listened again, each raising the epoch.)
    state.relisten();
    expect(hub.isLive()).toBe(true);
    expect(hub.epoch).toBeGreaterThan(epoch + 1);

    await hub.close();
    expect(hub.isLive()).toBe(false);
    const pings = state.pings;
    await vi.advanceTimersByTimeAsync(HUB_PING_MS * 3);
    expect(state.pings).toBe(pings);
  });

  it("on a server a fence holds until a ping sent after it comes back, with no gap", async () => {
    const { state, database } = fakeDatabase("postgres");
    const hub = await createEventHub(database);
    state.echo = false;
    hub.fence();
    expect([hub.isLive(), hub.epoch]).toEqual([false, 0]);
    state.echo = true;
    await vi.advanceTimersByTimeAsync(HUB_PING_MS);
    expect([hub.isLive(), hub.epoch]).toEqual([true, 0]);
    hub.fence();
    expect(hub.isLive()).toBe(true);
    await hub.close();
  });

  it("pings and another hub's pings reach no subscriber; events do", async () => {
    const { state, database } = fakeDatabase("postgres");
    const hub = await createEventHub(database);
    const events: RealtimeEvent[] = [];
    hub.subscribe((event) => events.push(event));
    await vi.advanceTimersByTimeAsync(HUB_PING_MS * 2);
    state.deliver("ping:another-process");
    state.deliver(JSON.stringify({ type: "access.changed", userId: "u1" }));
    expect(events).toEqual([{ type: "access.changed", userId: "u1" }]);
    await hub.close();
  });

  it("hands the list revisions' notices, heard on the same connection, to their own listeners only", async () => {
    const { channels, database } = fakeDatabase("postgres");
    const hub = await createEventHub(database);
    const events: RealtimeEvent[] = [];
    const lists: string[] = [];
    let closed = 0;
    hub.subscribe((event) => events.push(event));
    hub.subscribeLists(
      (list) => lists.push(list),
      () => (closed += 1),
    );
    channels.get(LIST_REVISIONS_CHANNEL)?.("projects");
    expect([events, lists]).toEqual([[], ["projects"]]);
    await hub.close();
    expect(closed).toBe(1);
  });

  it("on PGlite: live once listening, with no pings", async () => {
    const { state, database } = fakeDatabase("pglite");
    const hub = await createEventHub(database);
    await vi.advanceTimersByTimeAsync(HUB_LIVENESS_MS * 3);
    hub.fence();
    expect([hub.isLive(), hub.epoch, state.pings]).toEqual([true, 0, 0]);
    await hub.close();
    expect(hub.isLive()).toBe(false);
  });
});
