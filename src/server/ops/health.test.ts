import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import type { Db } from "../db/client";
import type { FileStorage } from "../integrations/storage";
import { enqueue } from "../jobs/job-queue";
import { CHECK_TIMEOUT_MS } from "./health";

describe("health probes (issue 8)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("/healthz answers without touching anything", async () => {
    const response = await h.request("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz reports each check and the queued jobs", async () => {
    await enqueue(h.database.db, "test.nothing", {});
    const response = await h.request("/readyz");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ready");
    expect(body.checks.database).toMatchObject({ ok: true });
    expect(body.checks.storage).toMatchObject({ ok: true, backend: "local" });
    expect(body.checks.jobs).toMatchObject({ ok: true, queued: 1 });
  });

  it("/readyz answers 503 naming the storage when it is unreachable, without leaking the error", async () => {
    const real = h.deps.storage;
    const broken: FileStorage = { ...real, check: () => Promise.reject(new Error("EACCES /secret/path")) };
    h.deps.storage = broken;
    try {
      const response = await h.request("/readyz");
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.status).toBe("not_ready");
      expect(body.checks.storage).toMatchObject({ ok: false, error: "unavailable" });
      expect(body.checks.database.ok).toBe(true);
      expect(JSON.stringify(body)).not.toContain("/secret/path");
    } finally {
      h.deps.storage = real;
    }
  });

  it("/readyz answers 503 when the database fails or hangs (database and job checks fail)", async () => {
    const real = h.deps.db;
    try {
      h.deps.db = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Db;
      let body = await (await h.request("/readyz")).json();
      expect(body.status).toBe("not_ready");
      expect(body.checks.database).toMatchObject({ ok: false, error: "unavailable" });
      expect(body.checks.jobs.ok).toBe(false);
      expect(body.checks.storage.ok).toBe(true);
      // A database that never answers fails the probe after CHECK_TIMEOUT_MS instead of hanging it.
      h.deps.db = { execute: () => new Promise(() => {}) } as unknown as Db;
      const response = await h.request("/readyz");
      expect(response.status).toBe(503);
      body = await response.json();
      expect(body.checks.database).toMatchObject({ ok: false, error: "timed out" });
      expect(body.checks.database.ms).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
      // /healthz does not depend on the database.
      expect((await h.request("/healthz")).status).toBe(200);
    } finally {
      h.deps.db = real;
    }
  });
});

describe("readiness while shutting down", () => {
  it("answers 503 shutting_down once shutdown has begun", async () => {
    const h = await createHarness();
    try {
      const { createApp } = await import("../app");
      const state = { shuttingDown: false };
      const app = createApp(h.deps, { state });
      expect((await app.request("/readyz")).status).toBe(200);
      state.shuttingDown = true;
      const response = await app.request("/readyz");
      expect(response.status).toBe(503);
      expect((await response.json()).status).toBe("shutting_down");
    } finally {
      await h.close();
    }
  });
});
