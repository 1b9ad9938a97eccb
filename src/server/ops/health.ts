import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";

/** A check that takes longer than this counts as failed, so a hung dependency cannot hang the probe. */
export const CHECK_TIMEOUT_MS = 3_000;

/** What the process knows about its own life: set when a graceful shutdown begins (see `shutdown.ts`). */
export interface ProcessState {
  /** True from the first SIGTERM/SIGINT on: `/readyz` answers 503 so load balancers stop sending traffic. */
  shuttingDown: boolean;
}

/** One dependency's answer: `ok`, how long it took in milliseconds, and a short reason when it failed. */
export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Public, short: "timed out" or the error's class; the full error goes to the log, not the response. */
  error?: string;
  [detail: string]: unknown;
}

/** The body of `/readyz`: `ready` when every check passed and the process is not shutting down. */
export interface Readiness {
  status: "ready" | "not_ready" | "shutting_down";
  checks: { database: CheckResult; storage: CheckResult; jobs: CheckResult };
}

async function timed(
  run: () => Promise<Record<string, unknown> | undefined>,
  onError: (error: unknown) => void,
): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const details = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), ...details };
  } catch (error) {
    onError(error);
    const reason = error instanceof CheckTimeout ? "timed out" : "unavailable";
    return { ok: false, ms: Math.round(performance.now() - started), error: reason };
  } finally {
    clearTimeout(timer);
  }
}

class CheckTimeout extends Error {}

/**
 * Runs the readiness checks in parallel (issue 8): the database answers `select 1`, the file storage
 * backend is reachable and writable (`FileStorage.check`), and the job table is readable (reporting how
 * many jobs are queued). Never throws; failures are reported per check and passed to `onError`.
 */
export async function checkReadiness(
  deps: Pick<Deps, "db" | "storage">,
  state: ProcessState,
  onError: (check: string, error: unknown) => void = () => {},
): Promise<Readiness> {
  const [database, storage, jobs] = await Promise.all([
    timed(
      async () => {
        await deps.db.execute(sql`select 1`);
        return undefined;
      },
      (e) => onError("database", e),
    ),
    timed(
      async () => {
        await deps.storage.check();
        return { backend: deps.storage.kind };
      },
      (e) => onError("storage", e),
    ),
    timed(
      async () => ({ queued: await queuedJobs(deps.db) }),
      (e) => onError("jobs", e),
    ),
  ]);
  const allOk = database.ok && storage.ok && jobs.ok;
  return {
    status: state.shuttingDown ? "shutting_down" : allOk ? "ready" : "not_ready",
    checks: { database, storage, jobs },
  };
}

/** How many jobs wait in the durable job table (queued, due or not): the job queue depth. */
export async function queuedJobs(db: Deps["db"]): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from jobs where status = 'queued'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n ?? 0);
}

/**
 * `GET /healthz` (liveness: the process answers, nothing else is touched) and `GET /readyz` (readiness:
 * 200 with every check, 503 when one fails or the process is shutting down). Outside `/api`, so they are
 * neither in the OpenAPI document nor behind a session; responses are never cached.
 */
export function healthRoutes(state: ProcessState, onError?: (check: string, error: unknown) => void) {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => {
      c.header("cache-control", "no-store");
      return c.json({ status: "ok" });
    })
    .get("/readyz", async (c) => {
      c.header("cache-control", "no-store");
      const readiness = await checkReadiness(c.var.deps, state, onError);
      return c.json(readiness, readiness.status === "ready" ? 200 : 503);
    });
}
