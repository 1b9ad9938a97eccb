import { eq, sql } from "drizzle-orm";
import type { Database, Db, Tx } from "../db/client";
import { jobs } from "../db/schema";

/** NOTIFY channel that wakes idle workers when a job is queued. */
const JOBS_CHANNEL = "kaarya_jobs";
/** A running job whose worker has been silent this long is taken over (its process died). */
const STALE_AFTER = "5 minutes";
const MAX_ATTEMPTS = 5;
const POLL_MS = 5_000;

/** A job handler: throws to retry later (exponential back-off, at most five attempts). */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * Queues a job in the caller's transaction (DESIGN §5 background work): it runs only if the transaction
 * commits, and a worker in any process picks it up, no earlier than `delaySeconds` from now.
 */
export async function enqueue(
  tx: Db | Tx,
  kind: string,
  payload: Record<string, unknown>,
  { delaySeconds = 0 }: { delaySeconds?: number } = {},
): Promise<void> {
  await tx.insert(jobs).values({ kind, payload, runAt: sql`now() + ${delaySeconds} * interval '1 second'` });
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** A worker that drains the durable job table. */
export interface JobRunner {
  /** Runs every due job now, one after another; resolves when none is left (tests, shutdown). */
  drain(): Promise<number>;
  /** Stops taking jobs and waits for the one in hand. */
  stop(): Promise<void>;
}

/** Claims one due job (or a stale running one) with FOR UPDATE SKIP LOCKED, so workers never share a job. */
async function claim(db: Db) {
  const result = await db.execute<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
  }>(sql`
    update jobs set status = 'running', attempts = attempts + 1, run_at = now()
    where id = (
      select id from jobs
      where (status = 'queued' and run_at <= now())
         or (status = 'running' and run_at < now() - ${STALE_AFTER}::interval)
      order by run_at
      for update skip locked
      limit 1
    )
    returning id, kind, payload, attempts`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
  }[];
  return rows[0];
}

/**
 * Starts a worker over the `jobs` table: woken by NOTIFY when a job is queued, and every 5 s for delayed
 * retries. Several workers (in one or many processes) each run a job exactly once.
 * @param autoStart - false in tests, which call `drain()` themselves.
 */
export async function createJobRunner(
  database: Pick<Database, "db" | "listen">,
  handlers: Record<string, JobHandler>,
  { autoStart = true }: { autoStart?: boolean } = {},
): Promise<JobRunner> {
  const { db } = database;
  let stopped = false;
  let running: Promise<number> | null = null;

  async function runOne(): Promise<boolean> {
    const job = await claim(db);
    if (!job) return false;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.update(jobs).set({ status: "done", lastError: null }).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= MAX_ATTEMPTS;
      await db.execute(sql`
        update jobs set status = ${failed ? "failed" : "queued"}, last_error = ${message},
          run_at = now() + (${2 ** job.attempts} * interval '1 second')
        where id = ${job.id}`);
    }
    return true;
  }

  function drain(): Promise<number> {
    running ??= (async () => {
      let count = 0;
      try {
        while (!stopped && (await runOne())) count += 1;
      } finally {
        running = null;
      }
      return count;
    })();
    return running;
  }

  const stopListening = autoStart ? await database.listen(JOBS_CHANNEL, () => void drain()) : null;
  const timer = autoStart ? setInterval(() => void drain(), POLL_MS) : null;
  timer?.unref();
  if (autoStart) void drain();

  return {
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await stopListening?.();
      await running;
    },
  };
}
