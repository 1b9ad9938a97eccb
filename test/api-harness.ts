import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import type { Role } from "../src/domain/roles";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth";
import type { Deps } from "../src/server/context";
import type { Database } from "../src/server/db/client";
import { createUser } from "../src/server/db/seed/factories";
import { envSchema } from "../src/server/env";
import { builtInAnalysis } from "../src/server/integrations/ai/analysis-provider";
import { builtInAssistant } from "../src/server/integrations/ai/assistant-provider";
import { outboxMailer } from "../src/server/integrations/mail/mailer";
import { createStorage } from "../src/server/integrations/storage";
import { jobHandlers } from "../src/server/jobs/handlers";
import { createJobRunner } from "../src/server/jobs/job-queue";
import { createEventHub } from "../src/server/realtime/event-hub";
import { createTestDatabase } from "./test-db";

export const TEST_PASSWORD = "Test@Password2025";
/** The server secret of every harness (sessions, analysis and interview tokens): known to tests only. */
export const TEST_SECRET = "kaarya-test-harness-secret-known-to-the-tests-only";
export const ORIGIN = "http://localhost:3000";
/** A fixed "now" so analyses, schedules and year-of-birth bounds are reproducible. */
export const TEST_NOW = new Date("2026-11-22T06:30:00.000Z");

export interface Harness {
  database: Database;
  /** The app's dependencies, for tests that call a use case or attach a server of their own. */
  deps: Deps;
  app: ReturnType<typeof createApp>;
  /** Sends a request to the app, JSON-encoding `body` (a FormData goes as multipart), with the given session cookie, from socket address `ip`. */
  request(
    path: string,
    init?: {
      method?: string;
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      ip?: string;
    },
  ): Promise<Response>;
  /** Creates a user of `role` (profile completed unless said) and returns its session cookie and id. */
  userWithSession(
    role: Role,
    options?: { profileCompleted?: boolean },
  ): Promise<{ id: string; cookie: string; email: string }>;
  /**
   * Analyses `brief` and submits the signed analysis as the user of `cookie` (Create project, spec 2 §2),
   * with `extra` fields added to the submit body. Returns the submit response.
   */
  submitProject(cookie: string, brief: object, extra?: Record<string, unknown>): Promise<Response>;
  /** Analyses `brief` as the user of `cookie`; returns the signed body that submit and edit take. */
  analyze(
    cookie: string,
    brief: object,
  ): Promise<{ brief: object; analysis: Record<string, unknown>; engine: string; analysisToken: string }>;
  /** Runs every queued background job now (the assistant's replies); resolves with how many ran. */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

let counter = 0;
/**
 * TEST_PASSWORD hashed once per worker process and stored for every test user: signing in still verifies it with
 * scrypt, but creating a user no longer hashes it again (decision 0040).
 */
let testPasswordHash: Promise<string> | undefined;
function hashedTestPassword(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/** A migrated database and the real app on it, with the built-in analysis engine and a pinned clock. */
export async function createHarness(overrides: Record<string, string> = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "kaarya-test-"));
  // The clock is pinned, so a rate-limit window never ends within a file: tests that send many messages or
  // payments as one user would trip the per-user limits, which src/server/ops/rate-limits.test.ts sets itself.
  const env = envSchema.parse({
    NODE_ENV: "test",
    DEMO_SEED: "0",
    DATA_DIR: dataDir,
    RATE_LIMIT_UPLOADS: "100000",
    RATE_LIMIT_MESSAGES: "100000",
    RATE_LIMIT_PAYMENTS: "100000",
    ...overrides,
  });
  const events = await createEventHub(database);
  const deps = {
    db: database.db,
    env,
    auth: createAuth(database.db, env, TEST_SECRET),
    analysis: builtInAnalysis,
    assistant: builtInAssistant,
    storage: createStorage(env),
    mailer: outboxMailer(database.db),
    events,
    secret: TEST_SECRET,
    now: () => TEST_NOW,
  };
  const app = createApp(deps);
  // Tests run background jobs when they choose to, with `drainJobs`.
  const jobRunner = await createJobRunner(database, jobHandlers(deps), { autoStart: false });
  const request: Harness["request"] = async (path, init = {}) =>
    app.request(
      path,
      {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers: {
          origin: ORIGIN,
          ...(init.body === undefined || init.body instanceof FormData
            ? {}
            : { "content-type": "application/json" }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...init.headers,
        },
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === "string" || init.body instanceof FormData
              ? init.body
              : JSON.stringify(init.body),
      },
      init.ip ? { incoming: { socket: { remoteAddress: init.ip } } } : undefined,
    );
  const analyze: Harness["analyze"] = async (cookie, brief) => {
    const analyzed = await (await request("/api/projects/analyze", { body: brief, cookie })).json();
    const { analysis, engine, analysisToken } = analyzed;
    return { brief, analysis, engine, analysisToken };
  };
  return {
    database,
    deps,
    app,
    request,
    async userWithSession(role, options = {}) {
      counter += 1;
      const email = `${role}-${counter}-${Date.now()}@test.kaarya.in`;
      const id = await createUser(database.db, {
        email,
        fullName: `Test ${role} ${counter}`,
        role,
        password: TEST_PASSWORD,
        passwordHash: await hashedTestPassword(),
        profileCompleted: options.profileCompleted,
      });
      // Each test user signs in from its own documentation-range address, clear of the sign-in rate limit.
      const ip = `192.0.2.${counter % 250}`;
      const response = await request("/api/auth/sign-in/email", {
        body: { email, password: TEST_PASSWORD },
        ip,
      });
      if (response.status !== 200)
        throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return { id, email, cookie: sessionCookie(response) };
    },
    analyze,
    async submitProject(cookie, brief, extra = {}) {
      return request("/api/projects", { body: { ...(await analyze(cookie, brief)), ...extra }, cookie });
    },
    drainJobs: () => jobRunner.drain(),
    async close() {
      await jobRunner.stop();
      await events.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
