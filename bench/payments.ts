import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { DEMO_ACCOUNTS } from "../src/domain/demo";
import { openDatabase } from "../src/server/db/client";
import { projectPayments, projects } from "../src/server/db/schema";
import type { BenchHelpers } from "./bench-helpers";

const WORKERS = 4;
/** Accepted projects seeded; one advance each, so this caps the round trips of a run. */
const PAYABLE = Number(process.env.BENCH_PAYMENT_PROJECTS ?? 1000);

/**
 * Payments (issue 4): on a fresh PGlite database with `PAYABLE` accepted projects of the demo client,
 * `WORKERS` workers each repeat, over HTTP and on a new project every time, payment-initiate of the advance,
 * Pay on the sandbox page (302 to the signed return) and the return (302 to the project with
 * `payment=success`); round trips per second and a round trip's median and p99 latency, beside
 * `/api/health` under autocannon with the same concurrency on the same server. Any other answer counts as
 * an error. Afterwards every paid project must have exactly one successful payment and have started, else
 * it throws (after writing bench/results/payments.json and printing the table).
 */
export async function benchPayments({
  seed,
  startServer,
  signIn,
  load,
  percentile,
  durationSeconds,
}: BenchHelpers) {
  const dir = mkdtempSync(path.join(tmpdir(), "kaarya-bench-payments-"));
  const dataDir = path.join(dir, "pg");
  try {
    const ids = await seed({ dataDir }, PAYABLE);
    const database = await openDatabase({ dataDir });
    await database.db
      .update(projects)
      .set({ statusCode: "ACCEPTED", status: "accepted" })
      .where(inArray(projects.id, ids));
    await database.close();

    const port = 3991;
    const base = `http://localhost:${port}`;
    const server = await startServer({ DATA_DIR: dir }, port);
    const errors: string[] = [];
    const paid: string[] = [];
    const latencies: number[] = [];
    const steps = { initiate: [] as number[], sandboxPay: [] as number[], return: [] as number[] };
    let health: Awaited<ReturnType<typeof load>>;
    let seconds = 0;
    try {
      const cookie = await signIn(base, DEMO_ACCOUNTS[0].email);
      health = await load(`${base}/api/health`, undefined, WORKERS);
      /** @returns null when all three answers are as expected, else what went wrong; `marks` gets each end. */
      const roundTrip = async (projectId: string, marks: number[]) => {
        const initiate = await fetch(`${base}/api/payments/initiate`, {
          method: "POST",
          headers: { cookie, origin: base, "content-type": "application/json" },
          body: JSON.stringify({ projectId, paymentType: "advance" }),
        });
        const started = await initiate.json();
        marks.push(performance.now());
        if (initiate.status !== 200 || typeof started.paymentUrl !== "string")
          return `initiate ${initiate.status} ${JSON.stringify(started)}`;
        const answer = await fetch(`${base}${started.paymentUrl}`, {
          method: "POST",
          headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
          body: "outcome=pay",
          redirect: "manual",
        });
        await answer.text();
        marks.push(performance.now());
        const back = new URL(answer.headers.get("location") ?? "", base);
        if (answer.status !== 302 || back.pathname !== "/api/payments/return")
          return `sandbox ${answer.status} ${back}`;
        const done = await fetch(`${base}${back.pathname}${back.search}`, { redirect: "manual" });
        await done.text();
        marks.push(performance.now());
        const location = done.headers.get("location");
        if (done.status !== 302 || location !== `/project/${projectId}?payment=success`)
          return `return ${done.status} ${location}`;
        return null;
      };
      /** One round trip on `projectId`, checked; timed unless a warm-up. */
      const attempt = async (projectId: string, timed: boolean) => {
        const marks = [performance.now()];
        const error = await roundTrip(projectId, marks).catch((e: Error) => `fetch ${e.message}`);
        if (error) return void errors.push(error);
        paid.push(projectId);
        if (!timed) return;
        latencies.push(marks[3] - marks[0]);
        for (const [i, list] of Object.values(steps).entries()) list.push(marks[i + 1] - marks[i]);
      };
      const queue = [...ids];
      await Promise.all(queue.splice(0, WORKERS).map((id) => attempt(id, false)));
      const began = performance.now();
      const end = began + durationSeconds * 1000;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (queue.length > 0 && performance.now() < end) await attempt(queue.shift() as string, true);
        }),
      );
      seconds = (performance.now() - began) / 1000;
      if (queue.length === 0)
        console.warn(`payments: all ${PAYABLE} projects used; raise BENCH_PAYMENT_PROJECTS`);
    } finally {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }

    const check = await openDatabase({ dataDir });
    const successes = await check.db
      .select({ projectId: projectPayments.projectId, statusCode: projects.statusCode })
      .from(projectPayments)
      .innerJoin(projects, eq(projects.id, projectPayments.projectId))
      .where(and(inArray(projectPayments.projectId, ids), eq(projectPayments.paymentStatus, "success")));
    await check.close();
    const perProject = new Map<string, number>();
    for (const row of successes) perProject.set(row.projectId, (perProject.get(row.projectId) ?? 0) + 1);
    const wrong = paid.filter((id) => perProject.get(id) !== 1);
    const notStarted = successes.filter((row) => row.statusCode !== "STARTED").length;

    const median = (list: number[]) => Number(percentile(list, 50)?.toFixed(1));
    for (const list of [latencies, ...Object.values(steps)]) list.sort((x, y) => x - y);
    const roundTripsPerSecond = Number((latencies.length / seconds).toFixed(1));
    const result = {
      at: new Date().toISOString(),
      database: "pglite",
      durationSeconds: Number(seconds.toFixed(2)),
      concurrency: WORKERS,
      health,
      payments: {
        roundTrips: latencies.length,
        warmUpRoundTrips: WORKERS,
        roundTripsPerSecond,
        medianMs: median(latencies),
        p99Ms: Number(percentile(latencies, 99)?.toFixed(1)),
        stepMedianMs: Object.fromEntries(Object.entries(steps).map(([step, list]) => [step, median(list)])),
        errors: errors.length,
        firstErrors: errors.slice(0, 5),
        successRows: successes.length,
        ratioToHealth: Number((roundTripsPerSecond / health.requestsPerSecond).toFixed(4)),
      },
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/payments.json", JSON.stringify(result, null, 2));
    console.log(`\nPayments (sandbox gateway, PGlite): ${WORKERS} concurrent, ${result.durationSeconds} s`);
    console.table([
      {
        route: "GET /api/health (bare JSON)",
        "per s": health.requestsPerSecond,
        "median ms": health.medianMs,
        "p99 ms": health.p99Ms,
        errors: 0,
      },
      {
        route: "initiate + sandbox Pay + return",
        "per s": roundTripsPerSecond,
        "median ms": result.payments.medianMs,
        "p99 ms": result.payments.p99Ms,
        errors: errors.length,
      },
    ]);
    console.log(
      `Ratio: ${result.payments.ratioToHealth} payment round trips per /api/health request ` +
        `(a round trip is 3 requests); ${successes.length} successful payment rows for ${paid.length} paid projects`,
    );
    const { initiate, sandboxPay, return: back } = result.payments.stepMedianMs;
    console.log(
      `Round trip steps, median ms: initiate ${initiate}, sandbox Pay ${sandboxPay}, return ${back}`,
    );
    if (errors.length > 0) throw new Error(`payments: ${errors.length} errors, first: ${errors[0]}`);
    if (paid.length === 0) throw new Error("payments: no round trip completed");
    if (wrong.length > 0 || successes.length !== paid.length || notStarted > 0)
      throw new Error(
        `payments: ${wrong.length} paid projects without exactly one successful payment, ` +
          `${successes.length} success rows for ${paid.length} paid projects, ${notStarted} not started`,
      );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
