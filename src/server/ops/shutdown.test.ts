import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeBrief } from "@/domain/analysis";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";
import { type ServerProcess, startServer } from "../../../test/server-process";
import { closeFakeOpenAis, type FakeOpenAiRequest, fakeOpenAi } from "../integrations/ai/fake-openai";
import type { EventHub } from "../realtime/event-hub";
import { createShutdown } from "./shutdown";

/**
 * Graceful shutdown of the real process (issue 8): on SIGTERM an open event stream ends cleanly, a request
 * in flight (an analysis waiting 2.5 s on a slow model) still gets its full answer, new connections are
 * refused, and the process exits 0.
 */
const brief = {
  title: "Logo for a bakery",
  description: "A modern logo and colour palette for our home bakery.",
};
const MODEL_DELAY_MS = 2_500;

describe("graceful shutdown on SIGTERM", () => {
  let server: ServerProcess;
  let modelRequests: FakeOpenAiRequest[];

  beforeAll(async () => {
    const fake = await fakeOpenAi(() => ({
      status: 200,
      content: JSON.stringify({
        ...analyzeBrief(brief, { today: new Date() }),
        summary: "From the slow model",
      }),
      delayMs: MODEL_DELAY_MS,
    }));
    modelRequests = fake.requests;
    server = await startServer({
      AI_BASE_URL: fake.url,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      SHUTDOWN_TIMEOUT_MS: "8000",
      DEMO_SEED: "1",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    await closeFakeOpenAis();
  });

  it("ends event streams, finishes the request in flight, refuses new connections and exits 0", async () => {
    const client = DEMO_ACCOUNTS.find((a) => a.role === "client")?.email as string;
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: client, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    // An event stream, open and past its "ready" event.
    const stream = await fetch(`${server.url}/api/messages/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes("event: ready")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended early");
      received += decoder.decode(value);
    }

    // A slow request: the analysis waits on the model; SIGTERM goes once the model has the request.
    const analysis = fetch(`${server.url}/api/projects/analyze`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie },
      body: JSON.stringify(brief),
    });
    while (modelRequests.length === 0) await new Promise((r) => setTimeout(r, 20));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");

    // The stream ends cleanly (done, not an error) well before the request in flight finishes.
    while (!(await reader.read()).done) {
      // pings or late events may still arrive; read to the end
    }
    expect(Date.now() - signalledAt).toBeLessThan(MODEL_DELAY_MS);

    // No new connections once shutdown has begun.
    await expect(fetch(`${server.url}/healthz`, { headers: { connection: "close" } })).rejects.toThrow();

    const answer = await analysis;
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({ engine: "ai", analysis: { summary: "From the slow model" } });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(MODEL_DELAY_MS - 200);

    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain("shut down");
  }, 60_000);
});

describe("createShutdown (order and time limits)", () => {
  /** A stand-in server whose close callback fires when `finish` is called (its requests have drained). */
  function stubServer() {
    let onClosed: (() => void) | undefined;
    const calls: string[] = [];
    const server = {
      close(callback: () => void) {
        calls.push("server.close");
        onClosed = callback;
      },
      closeIdleConnections() {},
      closeAllConnections() {
        calls.push("server.closeAllConnections");
        onClosed?.();
      },
    };
    return { server: server as unknown as Server, calls, finish: () => onClosed?.() };
  }
  const log = { info() {}, warn() {}, error() {} };

  it("waits for requests, then the job in hand, then closes the database; exit code 0", async () => {
    const { server, calls, finish } = stubServer();
    let jobDone: () => void = () => {};
    const state = { shuttingDown: false };
    const shutdown = createShutdown({
      server,
      state,
      events: { close: async () => void calls.push("events.close") } as unknown as EventHub,
      jobRunner: {
        drain: async () => 0,
        stop: () => {
          calls.push("jobs.stop");
          return new Promise<void>((resolve) => {
            jobDone = () => {
              calls.push("job finished");
              resolve();
            };
          });
        },
      },
      database: { close: async () => void calls.push("database.close") },
      timeoutMs: 5_000,
      log,
    });
    const code = shutdown("SIGTERM");
    expect(state.shuttingDown).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(calls).toEqual(["server.close", "events.close"]);
    finish();
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.at(-1)).toBe("jobs.stop");
    jobDone();
    expect(await code).toBe(0);
    expect(calls).toEqual(["server.close", "events.close", "jobs.stop", "job finished", "database.close"]);
    // A second signal does not start a second shutdown.
    expect(await shutdown("SIGINT")).toBe(0);
  });

  it("cuts requests still running after the timeout and exits 1", async () => {
    const { server, calls } = stubServer();
    const shutdown = createShutdown({
      server,
      state: { shuttingDown: false },
      events: { close: async () => {} } as unknown as EventHub,
      jobRunner: { drain: async () => 0, stop: async () => {} },
      database: { close: async () => void calls.push("database.close") },
      timeoutMs: 100,
      log,
    });
    expect(await shutdown("SIGTERM")).toBe(1);
    expect(calls).toEqual(["server.close", "server.closeAllConnections", "database.close"]);
  });
});
