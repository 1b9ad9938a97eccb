import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { eq, inArray, sql } from "drizzle-orm";
import postgres from "postgres";
import { DEMO_ACCOUNTS } from "../src/domain/demo";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { freelancers, profiles, projects } from "../src/server/db/schema";
import { seedDemo } from "../src/server/db/seed/demo-seed";
import { seedScale } from "../test/scale-seed";
import type { BenchHelpers } from "./bench-helpers";

const SMALL = 1000;
/** The big size; BENCH_SCALE_PROJECTS=10000 makes a quick run. Tasks and messages are 10 per project. */
const BIG = Number(process.env.BENCH_SCALE_PROJECTS ?? 100_000);
/** Timed requests per route and size (after 5 untimed ones). */
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 40);
const PER_PROJECT = 10;
const LIMIT = 1.5;

type Who = "client" | "freelancer" | "manager" | "administrator";

/** Every list route of the API, as the person who would open it (page 1, default page size). */
const ROUTES: { name: string; who: Who; path: (hotProject: string) => string }[] = [
  // Not a list: the bare JSON route, to show how much of a change is the machine's load.
  { name: "GET /api/health (bare JSON, for reference)", who: "client", path: () => "/api/health" },
  {
    name: "GET /api/projects (own, hot client)",
    who: "client",
    path: () => "/api/projects?page=1&pageSize=20",
  },
  { name: "GET /api/projects (all, staff)", who: "manager", path: () => "/api/projects?page=1&pageSize=20" },
  { name: "GET /api/browse-projects", who: "freelancer", path: () => "/api/browse-projects" },
  { name: "GET /api/messages/conversations", who: "client", path: () => "/api/messages/conversations" },
  { name: "GET /api/projects/{id}/messages", who: "client", path: (id) => `/api/projects/${id}/messages` },
  { name: "GET /api/notifications", who: "client", path: () => "/api/notifications" },
  { name: "GET /api/audit-log", who: "administrator", path: () => "/api/audit-log" },
  { name: "GET /api/login-history", who: "administrator", path: () => "/api/login-history" },
  { name: "GET /api/me/login-history", who: "client", path: () => "/api/me/login-history" },
  { name: "GET /api/my-tasks", who: "freelancer", path: () => "/api/my-tasks" },
  { name: "GET /api/task-mapping/tasks", who: "manager", path: () => "/api/task-mapping/tasks" },
  { name: "GET /api/users", who: "administrator", path: () => "/api/users" },
  { name: "GET /api/freelancers", who: "manager", path: () => "/api/freelancers" },
  { name: "GET /api/transactions", who: "client", path: () => "/api/transactions" },
  { name: "GET /api/payouts", who: "freelancer", path: () => "/api/payouts" },
  { name: "GET /api/interests", who: "freelancer", path: () => "/api/interests" },
  { name: "GET /api/coupons", who: "administrator", path: () => "/api/coupons" },
  { name: "GET /api/applications", who: "manager", path: () => "/api/applications" },
];

const emailOf = (who: Who) => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === who);
  if (!account) throw new Error(`no demo ${who}`);
  return account.email;
};

/**
 * Scale (issue 8 item 5), on the PostgreSQL server at BENCH_DATABASE_URL or TEST_DATABASE_URL (skipped
 * without one): two fresh databases with the demo accounts and 1,000 projects of 10 tasks and 10 messages
 * (test/scale-seed.ts: many clients, the demo client owning every 10th project); the second is then grown by
 * SQL to BENCH_SCALE_PROJECTS (100,000: 1,000,000 tasks, 1,000,000 messages); both VACUUM ANALYZEd. A server
 * on each answers every list route REQUESTS times, signed in as the role that opens it, the two sizes
 * interleaved request by request (and the routes round robin), so that the load of a shared machine falls
 * on both sizes alike; the median and p99 are compared and a route passes when its median at the big size
 * is at most 1.5 times the small one's. Writes bench/results/scale-<time>.json, prints the table with the
 * load average. Sets a failing exit code when a route does not pass.
 */
export async function benchScale({ startServer, signIn, percentile }: BenchHelpers): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("Scale bench skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.");
    return;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const names = [`kaarya_scale_${Date.now()}_small`, `kaarya_scale_${Date.now()}_big`];
  try {
    const [small, big] = [await seeded(names[0]), await seeded(names[1], BIG)];
    const [smallTimes, bigTimes] = await timeRoutes([small, big]);

    const rows = ROUTES.map((route, i) => {
      const ratio = bigTimes[i].medianMs / smallTimes[i].medianMs;
      return {
        route: route.name,
        as: route.who,
        [`ms at ${SMALL}`]: smallTimes[i].medianMs,
        [`ms at ${BIG}`]: bigTimes[i].medianMs,
        [`p99 at ${SMALL}`]: smallTimes[i].p99Ms,
        [`p99 at ${BIG}`]: bigTimes[i].p99Ms,
        ratio: Number(ratio.toFixed(2)),
        pass: ratio <= LIMIT,
      };
    });
    const at = new Date().toISOString();
    const result = {
      at,
      sizes: { small: SMALL, big: BIG, tasksPerProject: PER_PROJECT, messagesPerProject: PER_PROJECT },
      seeded: big.counts,
      growSeconds: big.growSeconds,
      requestsPerRoute: REQUESTS,
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
      limit: LIMIT,
      routes: rows,
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(`bench/results/scale-${at.replaceAll(":", "-")}.json`, JSON.stringify(result, null, 2));
    console.log(
      `\nList routes at ${SMALL} and ${BIG} projects (${PER_PROJECT} tasks and messages each; grown in ${result.growSeconds} s), ` +
        `median of ${REQUESTS} sequential requests, the sizes interleaved; load average ${result.loadAverage.join(" ")}`,
    );
    console.table(rows);
    if (!rows.slice(1).every((r) => r.pass)) process.exitCode = 1;
  } finally {
    for (const name of names) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }

  /**
   * Creates database `name` with the demo accounts and SMALL projects, grown to `grow` projects when given.
   * @returns its URL, a project of the hot client, the rows seeded and the seconds the growing took.
   */
  async function seeded(name: string, grow?: number) {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await migrateDatabase(database);
      await seedDemo(database.db);
      const people = await database.db
        .select({ id: profiles.id, role: profiles.role, email: profiles.email })
        .from(profiles)
        .where(
          inArray(
            profiles.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
        );
      const idOf = (who: Who) => {
        const person = people.find((p) => p.email === emailOf(who));
        if (!person) throw new Error(`demo ${who} missing`);
        return person.id;
      };
      await database.db
        .insert(freelancers)
        .values({ userId: idOf("freelancer"), title: "Developer", hourlyRate: 150000 })
        .onConflictDoNothing();
      const shape = {
        tasksPerProject: PER_PROJECT,
        messagesPerProject: PER_PROJECT,
        hotClientId: idOf("client"),
        freelancerUserId: idOf("freelancer"),
        managerId: idOf("manager"),
      };
      await seedScale(database.db, { ...shape, projects: SMALL });
      const growStarted = performance.now();
      if (grow) await seedScale(database.db, { ...shape, projects: grow, from: SMALL });
      await database.db.execute(sql`vacuum analyze`);
      const growSeconds = Number(((performance.now() - growStarted) / 1000).toFixed(1));
      const [hot] = await database.db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.clientId, idOf("client")))
        .orderBy(projects.createdAt)
        .limit(1);
      const counts = await database.db.execute(sql`
        select (select count(*) from projects) as projects, (select count(*) from project_tasks) as tasks,
          (select count(*) from project_messages) as messages`);
      return {
        url: url.toString(),
        hotProject: hot.id,
        counts: (counts as unknown as Record<string, string>[])[0],
        growSeconds,
      };
    } finally {
      await database.close();
    }
  }

  /**
   * Starts a server on each database, signs everyone in on each and times every route on each: per round,
   * each route is asked of every database in turn (the order of the databases alternating by round).
   * @returns per database, per route, the median and p99 in ms.
   */
  async function timeRoutes(databases: { url: string; hotProject: string }[]) {
    const servers = await Promise.all(
      databases.map((d, i) => startServer({ DATABASE_URL: d.url }, 3992 + i)),
    );
    try {
      const targets = await Promise.all(
        databases.map(async (d, i) => {
          const base = `http://localhost:${3992 + i}`;
          const cookies = new Map<Who, string>();
          for (const who of ["client", "freelancer", "manager", "administrator"] as const)
            cookies.set(who, await signIn(base, emailOf(who)));
          return ROUTES.map((route) => ({
            url: `${base}${route.path(d.hotProject)}`,
            headers: { cookie: cookies.get(route.who) ?? "" },
            name: route.name,
          }));
        }),
      );
      const times: number[][][] = databases.map(() => ROUTES.map(() => []));
      for (let i = 0; i < REQUESTS + 5; i++) {
        for (let r = 0; r < ROUTES.length; r++) {
          const order = i % 2 === 0 ? databases.keys() : [...databases.keys()].reverse();
          for (const d of order) {
            const target = targets[d][r];
            const started = performance.now();
            const response = await fetch(target.url, { headers: target.headers });
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`${target.name}: ${response.status}`);
            if (i >= 5) times[d][r].push(performance.now() - started);
          }
        }
      }
      return times.map((perRoute) =>
        perRoute.map((list) => {
          list.sort((x, y) => x - y);
          return {
            medianMs: Number(percentile(list, 50).toFixed(2)),
            p99Ms: Number(percentile(list, 99).toFixed(2)),
          };
        }),
      );
    } finally {
      for (const server of servers) {
        server.kill("SIGTERM");
        await new Promise((r) => server.once("exit", r));
      }
    }
  }
}
