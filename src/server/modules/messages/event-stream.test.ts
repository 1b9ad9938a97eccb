import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHarness,
  type Harness,
  ORIGIN,
  sessionCookie,
  TEST_PASSWORD,
} from "../../../../test/api-harness";
import { eventsUntilClosed, nextEvent } from "../../../../test/sse-events";
import { profiles } from "../../db/schema";

/** Live streams end with their session (issue 19 item 6). */
let h: Harness;
let client: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let projectId: string;
const open: AbortController[] = [];

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  admin = await h.userWithSession("administrator");
  const brief = {
    title: "Company website",
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  };
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
});
afterAll(async () => {
  for (const controller of open) controller.abort();
  await h.close();
});

/** Opens `cookie`'s event stream on `harness` and waits until it is listening. */
async function openStream(cookie: string, harness = h) {
  const controller = new AbortController();
  open.push(controller);
  const stream = await harness.app.request("/api/messages/events", {
    headers: { origin: ORIGIN, cookie },
    signal: controller.signal,
  });
  expect(stream.status).toBe(200);
  await nextEvent(stream, "ready");
  return stream;
}

function send(text: string) {
  const form = new FormData();
  form.append("content", text);
  return h.request(`/api/projects/${projectId}/messages`, {
    method: "POST",
    body: form,
    cookie: client.cookie,
  });
}

/** The contents of the `message` events among `events`. */
const messageContents = (events: [string, string][]) =>
  events.filter(([name]) => name === "message").map(([, data]) => JSON.parse(data).content as string);

describe("live streams end with their session (issue 19 item 6)", () => {
  it.each([
    [
      "signs out",
      async (user: { cookie: string; email: string }) => {
        const out = await h.request("/api/auth/sign-out", { method: "POST", body: {}, cookie: user.cookie });
        expect(out.status).toBe(200);
      },
    ],
    [
      "has the session revoked from another device",
      async (user: { cookie: string; email: string }) => {
        const signIn = await h.request("/api/auth/sign-in/email", {
          body: { email: user.email, password: TEST_PASSWORD },
          ip: "198.51.100.61",
        });
        const revoked = await h.request("/api/auth/revoke-other-sessions", {
          method: "POST",
          body: {},
          cookie: sessionCookie(signIn),
        });
        expect(revoked.status).toBe(200);
      },
    ],
  ])("closes the stream of a user who %s, and sends it no later message", async (_, end) => {
    const manager = await h.userWithSession("manager");
    const stream = await openStream(manager.cookie);
    await end(manager);
    const started = Date.now();
    expect((await send("After the session ended")).status).toBe(201);
    const events = await eventsUntilClosed(stream);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(messageContents(events)).not.toContain("After the session ended");
  });

  it("closes the stream of a user an administrator demotes, who no longer sees the project's messages", async () => {
    const manager = await h.userWithSession("manager");
    const stream = await openStream(manager.cookie);
    expect((await send("While a manager")).status).toBe(201);
    expect(await nextEvent(stream, "message")).toMatchObject({ content: "While a manager" });
    const demoted = await h.request(`/api/users/${manager.id}/role`, {
      method: "PUT",
      body: { role: "client" },
      cookie: admin.cookie,
    });
    expect(demoted.status).toBe(200);
    expect((await send("After the demotion")).status).toBe(201);
    expect(messageContents(await eventsUntilClosed(stream))).not.toContain("After the demotion");
  });

  it("closes the stream when the role changes while the session stays", async () => {
    const manager = await h.userWithSession("manager");
    const stream = await openStream(manager.cookie);
    await h.database.db.update(profiles).set({ role: "client" }).where(eq(profiles.id, manager.id));
    expect((await send("After the role change")).status).toBe(201);
    expect(messageContents(await eventsUntilClosed(stream))).not.toContain("After the role change");
    // Reconnecting, the same session streams again under the new role.
    const again = await h.app.request("/api/messages/events", {
      headers: { origin: ORIGIN, cookie: manager.cookie },
    });
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });

  it("keeps the stream of a user whose other session ends", async () => {
    const manager = await h.userWithSession("manager");
    const stream = await openStream(manager.cookie);
    const other = await h.request("/api/auth/sign-in/email", {
      body: { email: manager.email, password: TEST_PASSWORD },
      ip: "198.51.100.62",
    });
    await h.request("/api/auth/sign-out", { method: "POST", body: {}, cookie: sessionCookie(other) });
    expect((await send("Still listening")).status).toBe(201);
    expect(await nextEvent(stream, "message")).toMatchObject({ content: "Still listening" });
  });

  it("closes a stream after EVENT_STREAM_MAX_SECONDS, and the client can reconnect", async () => {
    const short = await createHarness({ EVENT_STREAM_MAX_SECONDS: "1" });
    try {
      const user = await short.userWithSession("client");
      const stream = await openStream(user.cookie, short);
      const started = Date.now();
      await eventsUntilClosed(stream, 3000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(800);
      await openStream(user.cookie, short);
    } finally {
      await short.close();
    }
  });
});
