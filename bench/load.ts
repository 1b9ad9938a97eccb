import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { openDatabase } from "../src/server/db/client";
import type { BenchHelpers } from "./bench-helpers";
import { mixedRound, type Observed, type WriteKind } from "./load/mix";
import { seedPeople, signInAll } from "./load/seed";
import { verify } from "./load/verify";

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** autocannon's per-request timeout, in seconds (its default of 10 s is below a contended PGlite's p99). */
const TIMEOUT_SECONDS = 30;
const RAISED = "1000000000";
/** Rate limits raised so the run measures the app, not its limiter. */
const RATE_LIMITS = {
  SIGN_IN_RATE_LIMIT: RAISED,
  RATE_LIMIT_MESSAGES: RAISED,
  RATE_LIMIT_UPLOADS: RAISED,
  RATE_LIMIT_PAYMENTS: RAISED,
  RATE_LIMIT_PASSWORD_CHANGE: RAISED,
};

/**
 * One load run on a fresh database: seed, start the server with the rate limits raised, sign everyone in,
 * CONNECTIONS connections repeating {@link mixedRound} for SECONDS, stop the server, then look every
 * acknowledged write up in the database.
 */
async function loadRun(
  helpers: BenchHelpers,
  database: string,
  env: Record<string, string>,
  seedOptions: { url?: string; dataDir?: string },
) {
  const seeded = await seedPeople(helpers, seedOptions);
  const port = 3994;
  const base = `http://localhost:${port}`;
  const observed: Observed = {
    acked: { messages: [], interests: [], projects: [], profiles: [], profilesSent: [], reads: [] },
    failures: [],
    skipped: {},
    latencies: new Map(),
  };
  const { acked } = observed;
  const server = await helpers.startServer({ ...env, ...RATE_LIMITS }, port);
  let result: autocannon.Result;
  let people: number;
  try {
    people = await signInAll(helpers, base, seeded);
    result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
      requests: mixedRound(base, seeded, observed) as autocannon.Request[],
    });
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  const check = await openDatabase(seedOptions);
  const found = await verify(check.db, acked).finally(() => check.close());
  const writes = Object.fromEntries(
    (Object.keys(found) as WriteKind[]).map((kind) => [
      kind,
      { acknowledged: acked[kind].length, found: found[kind] },
    ]),
  );
  const acknowledged = (Object.keys(found) as WriteKind[]).reduce((sum, kind) => sum + acked[kind].length, 0);
  const present = Object.values(found).reduce((sum, n) => sum + n, 0);
  const routes = [...observed.latencies].map(([route, list]) => {
    list.sort((x, y) => x - y);
    const ms = (p: number) => Math.round(helpers.percentile(list, p));
    return { route, answers: list.length, p50Ms: ms(50), p99Ms: ms(99), maxMs: Math.round(list.at(-1) ?? 0) };
  });
  return {
    database,
    people,
    projects: seeded.projectIds.length,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    writesAcknowledged: acknowledged,
    writesFound: present,
    missing: acknowledged - present,
    writes,
    skipped: observed.skipped,
    firstFailures: observed.failures,
    routes: routes.sort((x, y) => y.p99Ms - x.p99Ms),
  };
}

/**
 * Load (issue 8 item 4): CONNECTIONS (200) autocannon connections for BENCH_LOAD_SECONDS (60) against the real
 * server, mixing reads and writes of every role ({@link mixedRound}), on embedded PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server (created and
 * dropped). The sign-in and per-user rate limits are raised. A run passes with no connection error, no
 * timeout (TIMEOUT_SECONDS), no non-2xx answer and every acknowledged write found in the database afterwards,
 * except that PGlite's connection errors and timeouts are reported, not failed (one thread for the server and
 * its database cannot take 200 new connections at once; README "Load test"). Writes bench/results/load.json,
 * prints the table; sets a failing exit code when a run does not pass.
 */
export async function benchLoad(helpers: BenchHelpers): Promise<void> {
  const runs = [];
  const dir = mkdtempSync(path.join(tmpdir(), "kaarya-bench-load-"));
  try {
    runs.push(await loadRun(helpers, "pglite", { DATA_DIR: dir }, { dataDir: path.join(dir, "pg") }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `kaarya_load_${Date.now()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      runs.push(
        await loadRun(helpers, "postgres", { DATABASE_URL: url.toString() }, { url: url.toString() }),
      );
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log("Load on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  }
  const result = {
    at: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
    rateLimits: RATE_LIMITS,
    runs,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/load.json", JSON.stringify(result, null, 2));
  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s, mixed reads and writes of every role ` +
      `(timeout ${TIMEOUT_SECONDS} s; sign-in and per-user rate limits raised to ${RAISED})`,
  );
  if (SECONDS <= TIMEOUT_SECONDS)
    console.log(
      `The run is not longer than the timeout, so no timeout can show: autocannon does not count requests ` +
        `still unanswered when it stops.`,
    );
  console.table(
    runs.map((r) => ({
      database: r.database,
      requests: r.requests,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      errors: r.errors,
      timeouts: r.timeouts,
      "non-2xx": r.non2xx,
      "writes acked": r.writesAcknowledged,
      "writes found": r.writesFound,
      missing: r.missing,
    })),
  );
  for (const r of runs) {
    console.log(`${r.database} writes by kind: ${JSON.stringify(r.writes)}`);
    console.log(`${r.database}, answer times by route (slowest p99 first):`);
    console.table(r.routes);
    if (Object.keys(r.skipped).length > 0)
      console.log(`${r.database} rounds cut short: ${JSON.stringify(r.skipped)}`);
    for (const failure of r.firstFailures) console.log(`${r.database} failure: ${failure}`);
  }
  const failed = runs.filter(
    (r) => r.non2xx + r.missing > 0 || (r.database !== "pglite" && r.errors + r.timeouts > 0),
  );
  const pglite = runs.find((r) => r.database === "pglite");
  if (pglite && pglite.errors + pglite.timeouts > 0) {
    const first = pglite.routes.find((r) => r.route === "GET /api/health");
    console.log(
      `PGlite did not meet zero errors at ${CONNECTIONS} connections: ${pglite.timeouts} timeouts, ` +
        `${pglite.errors - pglite.timeouts} other connection errors. The embedded database runs its queries on ` +
        `the server's one thread, whose busy event loop accepts new connections slowly: /api/health, every ` +
        `connection's first request, took up to ${first?.maxMs} ms. Not counted as a failure (README, ` +
        `"Load test"); non-2xx answers and missing writes are.`,
    );
  }
  if (failed.length > 0) {
    console.error(`Load: ${failed.map((r) => r.database).join(", ")} failed`);
    process.exitCode = 1;
  }
}
