import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import type { Tx } from "../db/client";
import { profiles, sessions } from "../db/schema";
import type { RealtimeEvent } from "../realtime/event-hub";
import { type ActorNotices, createActorReader } from "./session-actor";

/**
 * Decision 0039: the sessions' actors a process keeps, and every change that must end them. On PGlite a change
 * is seen on the very next read (its notice arrives before the write's promise resolves); in the PostgreSQL
 * pass (KAARYA_TEST_DB=postgres) on the first read after the notice arrives.
 */
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const headersOf = (cookie: string) => new Headers({ cookie });

/** Runs `write` with the triggers off: a change that sends no notice, so a kept actor does not show it. */
const unseen = (write: (tx: Tx) => Promise<unknown>) =>
  h.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });

/**
 * Runs `write` and resolves once the `access.changed` notice of `userId` arrived: on PGlite it must have
 * arrived when `write` resolved; on a server it is waited for (at most 5 s).
 */
async function withNotice(userId: string, write: () => Promise<unknown>) {
  let heard = () => {};
  let arrived = false;
  const notice = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const stop = h.deps.events.subscribe((event: RealtimeEvent) => {
    if (event.type === "access.changed" && (event.userId === userId || event.userId === "*")) {
      arrived = true;
      heard();
    }
  });
  try {
    await write();
    if (h.database.kind === "pglite") expect(arrived).toBe(true);
    await Promise.race([
      notice,
      new Promise((_, fail) => setTimeout(() => fail(new Error("no notice")), 5000)),
    ]);
  } finally {
    stop();
  }
}

/** A reader whose actors are kept (read once, then a change without notice is not seen). */
async function keptReader(cookie: string, notices: ActorNotices = h.deps.events) {
  const read = createActorReader(h.deps.auth, h.deps.db, notices);
  const first = await read(headersOf(cookie));
  expect(first).not.toBeNull();
  return { read: () => read(headersOf(cookie)), first };
}

describe("kept session actors (decision 0039)", () => {
  it("a kept actor is answered without reading the session again", async () => {
    const user = await h.userWithSession("client");
    const { read } = await keptReader(user.cookie);
    await unseen((tx) => tx.update(profiles).set({ role: "manager" }).where(eq(profiles.id, user.id)));
    expect(await read()).toMatchObject({ id: user.id, role: "client" });
    // Without notices nothing is kept: the same change is seen at once.
    expect(await createActorReader(h.deps.auth, h.deps.db)(headersOf(user.cookie))).toMatchObject({
      role: "manager",
    });
  });

  it("on PGlite a kept actor costs no statement", async () => {
    if (h.database.kind !== "pglite") return;
    const user = await h.userWithSession("manager");
    const { read, first } = await keptReader(user.cookie);
    const pglite = (h.database.db as unknown as { $client: PGlite }).$client;
    const query = vi.spyOn(pglite, "query");
    try {
      expect(await read()).toEqual(first);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it("sign-out through the app ends the session on the next request", async () => {
    const user = await h.userWithSession("client");
    expect((await h.request("/api/me", { cookie: user.cookie })).status).toBe(200);
    expect((await h.request("/api/me", { cookie: user.cookie })).status).toBe(200);
    await withNotice(user.id, async () => {
      const out = await h.request("/api/auth/sign-out", { method: "POST", body: {}, cookie: user.cookie });
      expect(out.status).toBe(200);
    });
    expect((await h.request("/api/me", { cookie: user.cookie })).status).toBe(401);
  });

  it("a request that may have written fences the process's kept actors; a read does not", async () => {
    const user = await h.userWithSession("client");
    const fence = vi.spyOn(h.deps.events, "fence");
    try {
      expect((await h.request("/api/me", { cookie: user.cookie })).status).toBe(200);
      expect(fence).not.toHaveBeenCalled();
      await h.request("/api/auth/sign-out", { method: "POST", body: {}, cookie: user.cookie });
      expect(fence).toHaveBeenCalledTimes(1);
      // Without waiting for the notice: on a server the fence holds the kept actor until it arrived.
      expect((await h.request("/api/me", { cookie: user.cookie })).status).toBe(401);
    } finally {
      fence.mockRestore();
    }
  });

  it("a deleted session, a deleted profile: signed out on the next read", async () => {
    const one = await h.userWithSession("freelancer");
    const reader = await keptReader(one.cookie);
    await withNotice(one.id, () => h.database.db.delete(sessions).where(eq(sessions.userId, one.id)));
    expect(await reader.read()).toBeNull();

    const two = await h.userWithSession("client");
    const other = await keptReader(two.cookie);
    await withNotice(two.id, () => h.database.db.delete(profiles).where(eq(profiles.id, two.id)));
    expect(await other.read()).toBeNull();
  });

  it("a role, e-mail or completion change is on the next read", async () => {
    const user = await h.userWithSession("client");
    const { read } = await keptReader(user.cookie);
    const change = (set: Partial<typeof profiles.$inferInsert>) =>
      withNotice(user.id, () => h.database.db.update(profiles).set(set).where(eq(profiles.id, user.id)));
    await change({ role: "administrator" });
    expect(await read()).toMatchObject({ role: "administrator" });
    await change({ email: `changed-${user.email}` });
    expect(await read()).toMatchObject({ email: `changed-${user.email}` });
    await change({ profileCompleted: false });
    expect(await read()).toMatchObject({ profileCompleted: false });
  });

  it("an updated session row is read again (its expiry is kept with the actor)", async () => {
    const user = await h.userWithSession("client");
    const { read } = await keptReader(user.cookie);
    await unseen((tx) => tx.update(profiles).set({ role: "manager" }).where(eq(profiles.id, user.id)));
    const later = new Date(Date.now() + 3_600_000);
    await withNotice(user.id, () =>
      h.database.db.update(sessions).set({ expiresAt: later }).where(eq(sessions.userId, user.id)),
    );
    expect(await read()).toMatchObject({ role: "manager" });
  });

  it("emptying the sessions table signs everyone out", async () => {
    const user = await h.userWithSession("client");
    const { read } = await keptReader(user.cookie);
    await withNotice(user.id, () => h.database.db.execute(sql`truncate sessions`));
    expect(await read()).toBeNull();
  });
});

describe("kept session actors when notices may be lost", () => {
  /** The process's hub, with its liveness and gaps set by the test. */
  const controlled = () => {
    const state = { live: true, epoch: 0 };
    const notices: ActorNotices = {
      subscribe: (listener, onClose) => h.deps.events.subscribe(listener, onClose),
      isLive: () => state.live,
      get epoch() {
        return state.epoch;
      },
    };
    return { state, notices };
  };

  it("nothing is kept or answered from what was kept while the notices are not live", async () => {
    const user = await h.userWithSession("client");
    const { state, notices } = controlled();
    const { read } = await keptReader(user.cookie, notices);
    state.live = false;
    await unseen((tx) => tx.update(profiles).set({ role: "manager" }).where(eq(profiles.id, user.id)));
    expect(await read()).toMatchObject({ role: "manager" });
    await unseen((tx) => tx.update(profiles).set({ role: "client" }).where(eq(profiles.id, user.id)));
    expect(await read()).toMatchObject({ role: "client" });
    // Live again after a gap (the epoch raised): what was kept before is gone, and reads are kept again.
    state.live = true;
    state.epoch += 1;
    await unseen((tx) => tx.update(profiles).set({ role: "freelancer" }).where(eq(profiles.id, user.id)));
    expect(await read()).toMatchObject({ role: "freelancer" });
    await unseen((tx) => tx.update(profiles).set({ role: "manager" }).where(eq(profiles.id, user.id)));
    expect(await read()).toMatchObject({ role: "freelancer" });
  });

  it("a gap forgets every kept actor", async () => {
    const user = await h.userWithSession("client");
    const { state, notices } = controlled();
    const { read } = await keptReader(user.cookie, notices);
    await unseen((tx) => tx.update(profiles).set({ role: "manager" }).where(eq(profiles.id, user.id)));
    expect(await read()).toMatchObject({ role: "client" });
    state.epoch += 1;
    expect(await read()).toMatchObject({ role: "manager" });
  });

  it("a read that a notice overtook is not kept", async () => {
    const user = await h.userWithSession("client");
    let deliver: (event: RealtimeEvent) => void = () => {};
    const notices: ActorNotices = {
      subscribe: (listener) => {
        deliver = listener;
        return () => {};
      },
      isLive: () => true,
      epoch: 0,
    };
    const read = createActorReader(h.deps.auth, h.deps.db, notices);
    // The notice of a commit the lookup did not see arrives while the lookup runs: right after it is sent.
    const client = (h.database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
      .$client;
    const method = h.database.kind === "pglite" ? "query" : "unsafe";
    const send = client[method].bind(client);
    const spy = vi.spyOn(client, method).mockImplementation((text, ...rest) => {
      const sent = send(text, ...rest);
      if (String(text).includes('"token"')) deliver({ type: "access.changed", userId: user.id });
      return sent;
    });
    try {
      expect(await read(headersOf(user.cookie))).toMatchObject({ role: "client" });
    } finally {
      spy.mockRestore();
    }
    await unseen((tx) => tx.update(profiles).set({ role: "manager" }).where(eq(profiles.id, user.id)));
    expect(await read(headersOf(user.cookie))).toMatchObject({ role: "manager" });
  });
});
