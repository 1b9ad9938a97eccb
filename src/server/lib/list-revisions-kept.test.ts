import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { profiles, projectVersions } from "../db/schema";
import { keepListRevisionsBy, type ListNotices, revisionReader } from "./list-revisions";

/**
 * Decisions 0035 and 0039: a process keeps the lists' revisions it read while its event hub is live, on a
 * PostgreSQL server as on PGlite, and forgets them on a list's notice, on a gap, and after its own writes
 * (the fence). Runs on PGlite and, in the PostgreSQL pass (KAARYA_TEST_DB=postgres), on the server.
 */
let h: Harness;
let admin: { id: string; cookie: string };
let client: { id: string; cookie: string };

beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
  client = await h.userWithSession("client");
});
afterAll(() => h.close());

/** Waits until the hub is live: a request that wrote (signing up) fences it until its ping came back. */
const live = () => vi.waitFor(() => expect(h.deps.events.isLive()).toBe(true), { timeout: 5000 });

/** The database client's statement method, to count or interpose on statements (PGlite `query`, postgres.js `unsafe`). */
function statementSpy(onStatement: (text: string) => void) {
  const target = (h.database.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> })
    .$client;
  const method = h.database.kind === "pglite" ? "query" : "unsafe";
  const send = target[method].bind(target);
  return vi.spyOn(target, method).mockImplementation((text, ...rest) => {
    const sent = send(text, ...rest);
    onStatement(String(text));
    return sent;
  });
}

/** All Projects as the administrator sees it: its total and titles, newest first. */
async function allProjects() {
  const response = await h.request("/api/projects?page=1&pageSize=50", { cookie: admin.cookie });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { total: number; items: { id: string; title: string }[] };
  return { total: body.total, titles: body.items.map((p) => p.title) };
}

async function submit(title: string) {
  const response = await h.submitProject(client.cookie, {
    title,
    description: "A five page responsive website for our bakery with a menu, a gallery and a contact form.",
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe("list revisions kept while the hub is live", () => {
  it("a kept page reads no revision, on a server as on PGlite", async () => {
    await submit("Kept bakery");
    await live();
    // Read once live: kept from here on (a read while this process's own write was fenced is not kept).
    await allProjects();
    const revisionReads: string[] = [];
    const spy = statementSpy((text) => {
      if (text.includes("list_revisions")) revisionReads.push(text);
    });
    try {
      expect((await allProjects()).titles).toContain("Kept bakery");
      expect(await allProjects()).toEqual(await allProjects());
    } finally {
      spy.mockRestore();
    }
    expect(revisionReads).toEqual([]);
  });

  it("a write through this process is on its very next list request (the fence)", async () => {
    const before = await allProjects();
    await live();
    expect((await allProjects()).total).toBe(before.total);
    await submit("Fenced bakery");
    const after = await allProjects();
    expect(after.total).toBe(before.total + 1);
    expect(after.titles[0]).toBe("Fenced bakery");
  });

  it("a write from elsewhere (no fence here) is seen once its notice arrived", async () => {
    const id = await submit("Elsewhere bakery");
    await live();
    expect((await allProjects()).titles).toContain("Elsewhere bakery");
    let arrived = false;
    const heard = new Promise<void>((resolve) => {
      const stop = h.deps.events.subscribeLists((list) => {
        if (list !== "projects") return;
        arrived = true;
        stop();
        resolve();
      });
    });
    // Written on the database directly, as another process would: this process's hub is not fenced.
    await h.database.db
      .update(projectVersions)
      .set({ title: "Renamed elsewhere" })
      .where(eq(projectVersions.projectId, id));
    // PGlite hands the notice over before the write resolves; a server a moment after the commit.
    if (h.database.kind === "pglite") expect(arrived).toBe(true);
    await heard;
    const titles = (await allProjects()).titles;
    expect(titles).toContain("Renamed elsewhere");
    expect(titles).not.toContain("Elsewhere bakery");
  });
});

describe("kept revisions when notices may be lost", () => {
  let readers = 0;
  /** Registers notices whose liveness, gaps and deliveries the test sets; returns a new reader of `users`. */
  function controlled() {
    const state = { live: true, epoch: 0, deliver: (_list: string) => {} };
    const notices: ListNotices = {
      isLive: () => state.live,
      get epoch() {
        return state.epoch;
      },
      subscribeLists(listener) {
        state.deliver = listener;
        return () => {};
      },
    };
    keepListRevisionsBy(h.database.db, notices);
    readers += 1;
    return { state, read: revisionReader(h.database.db, "users", `test_users_revision_${readers}`) };
  }
  afterEach(() => keepListRevisionsBy(h.database.db, h.deps.events));

  /** Raises the users list's revision (a profile's name), with its notice withheld from the test's reader. */
  const raise = () =>
    h.database.db
      .update(profiles)
      .set({ fullName: `Renamed ${Date.now()}` })
      .where(eq(profiles.id, client.id));

  it("kept while live until the list's notice", async () => {
    const { state, read } = controlled();
    const first = await read();
    await raise();
    expect(await read()).toBe(first);
    state.deliver("users");
    expect(await read()).toBeGreaterThan(first);
  });

  it("nothing is kept or answered from what was kept while the notices are not live", async () => {
    const { state, read } = controlled();
    const first = await read();
    state.live = false;
    await raise();
    const second = await read();
    expect(second).toBeGreaterThan(first);
    await raise();
    expect(await read()).toBeGreaterThan(second);
  });

  it("a gap forgets every kept revision", async () => {
    const { state, read } = controlled();
    const first = await read();
    await raise();
    expect(await read()).toBe(first);
    state.epoch += 1;
    expect(await read()).toBeGreaterThan(first);
  });

  it("a read that a notice overtook is not kept", async () => {
    const { state, read } = controlled();
    const spy = statementSpy((text) => {
      if (text.includes("list_revisions")) state.deliver("users");
    });
    let first: number;
    try {
      first = await read();
    } finally {
      spy.mockRestore();
    }
    await raise();
    expect(await read()).toBeGreaterThan(first);
  });
});
