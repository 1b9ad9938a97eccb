import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import type { Sql } from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../src/server/access/actor";
import type { Deps } from "../src/server/context";
import type { Database, Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { listAuditLog } from "../src/server/modules/audit-log/list-audit-log";
import { listBrowseProjects } from "../src/server/modules/interests/list-browse-projects";
import { listConversations } from "../src/server/modules/messages/conversations";
import { listMessages } from "../src/server/modules/messages/thread";
import { listNotifications } from "../src/server/modules/notifications/notifications";
import { listProjects } from "../src/server/modules/projects/list-projects";
import { listLoginHistory, listOwnLogins } from "../src/server/modules/users/login-history";
import { listMappableTasks } from "../src/server/modules/work/list-mappable-tasks";
import { listMyTasks } from "../src/server/modules/work/list-my-tasks";
import { seedScale } from "./scale-seed";
import { createTestDatabase } from "./test-db";

/**
 * Issue 8 item 5: every list route over a big table is served by an index. With 30,000 projects, 150,000
 * tasks, 150,000 messages and 30,000 rows each of audit log, notifications and sign-ins (test/scale-seed.ts)
 * and fresh statistics, each list service is run with a query logger; every SELECT it sent is explained
 * with its own parameters and no plan may hold a Seq Scan on a big table. The pagers' exact totals are no
 * exception: unfiltered (and the audit log by entity and action) they are read from list_totals (decision
 * 0019), and with a filter they count its matches through an index.
 *
 * It runs in the PostgreSQL pass (`npm run test:postgres`) only: PGlite has the same planner, but seeding
 * 30,000 projects in WebAssembly takes a minute.
 */
const BIG = ["projects", "project_tasks", "project_messages", "audit_log", "notifications", "login_history"];
/**
 * Also big, checked for the lists that select projects by their versions (the browser's "has an enabled
 * version"). Lists that join each project's current version may scan it at this size: with 1,000 active
 * projects among 30,000 the planner rightly prefers one pass over the versions to 1,000 probes; at 100,000
 * (the bench) it probes `project_versions_project_number_idx`.
 */
const VERSIONS = "project_versions";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The IST day of the newest audit row, for the audit log's day filter. */
let lastDay = "";

let database: Database;
let captured: { query: string; params: unknown[] }[] = [];
let deps: Deps;
let explain: (query: string, params: unknown[]) => Promise<PlanNode>;

const actor = (id: string, role: Actor["role"]): Actor => ({
  id,
  email: `${id}@x`,
  role,
  profileCompleted: true,
});
const ids = {
  hot: "00000000-0000-4000-8000-000000000001",
  freelancer: "00000000-0000-4000-8000-000000000002",
  manager: "00000000-0000-4000-8000-000000000003",
  admin: "00000000-0000-4000-8000-000000000004",
};
/** A project of the hot client, found after seeding. */
let hotProjectId = "";

const onServer = process.env.KAARYA_TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onServer)("list routes at scale use indexes (issue 8 item 5)", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    await db.insert(schema.profiles).values([
      { id: ids.hot, email: "hot@example.com", fullName: "Hot Client", role: "client" },
      { id: ids.freelancer, email: "free@example.com", fullName: "Free Lancer", role: "freelancer" },
      { id: ids.manager, email: "manager@example.com", fullName: "Manny Manager", role: "manager" },
      { id: ids.admin, email: "admin@example.com", fullName: "Ada Admin", role: "administrator" },
    ]);
    await db.insert(schema.freelancers).values({ userId: ids.freelancer, title: "Dev", hourlyRate: 100000 });
    await seedScale(db, {
      projects: 30_000,
      tasksPerProject: 5,
      messagesPerProject: 5,
      hotClientId: ids.hot,
      freelancerUserId: ids.freelancer,
      managerId: ids.manager,
    });
    const [row] = await db
      .select({ id: schema.projects.id })
      .from(schema.projects)
      .where(eq(schema.projects.clientId, ids.hot))
      .limit(1);
    hotProjectId = row.id;
    const [{ day }] = await db
      .select({
        day: sql<string>`to_char(max(${schema.auditLog.at}) at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
      })
      .from(schema.auditLog);
    lastDay = day;

    // The same connection, through a Drizzle instance that records every query with its parameters.
    const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ query, params }) };
    // biome-ignore lint/suspicious/noExplicitAny: $client is the driver's own client, typed per driver.
    const client = (db as any).$client;
    let logged: Db;
    if (database.kind === "postgres") {
      const sql = client as Sql;
      logged = drizzlePostgres(sql, { schema, logger }) as unknown as Db;
      explain = async (query, params) => {
        // biome-ignore lint/suspicious/noExplicitAny: parameters as Drizzle passed them to the driver.
        const [result] = await sql.unsafe(`explain (format json) ${query}`, params as any[]);
        return (result["QUERY PLAN"] as { Plan: PlanNode }[])[0].Plan;
      };
    } else {
      const pglite = client as PGlite;
      logged = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
      explain = async (query, params) => {
        const result = await pglite.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
          `explain (format json) ${query}`,
          params,
        );
        return result.rows[0]["QUERY PLAN"][0].Plan;
      };
    }
    deps = { db: logged, now: () => new Date() } as unknown as Deps;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  /** Runs `call` with the logger on; @returns each SELECT it sent with the big tables it scans sequentially. */
  async function seqScans(call: () => Promise<unknown>, big: string[]) {
    captured = [];
    await call();
    const queries = captured.filter((q) => /^\s*(select|with)/i.test(q.query));
    expect(queries.length).toBeGreaterThan(0);
    return Promise.all(
      queries.map(async ({ query, params }) => {
        const plan = await explain(query, params);
        const seq = nodes(plan)
          .filter((n) => n["Node Type"] === "Seq Scan" && big.includes(n["Relation Name"] ?? ""))
          .map((n) => n["Relation Name"]);
        const shape = nodes(plan)
          .map(
            (n) =>
              `${n["Node Type"]}${n["Relation Name"] ? ` ${n["Relation Name"]}` : ""}${n["Index Name"] ? ` (${n["Index Name"]})` : ""}`,
          )
          .join(" / ");
        return { query, seq, shape };
      }),
    );
  }

  /** Name, call and, for some, big tables to check beyond BIG. */
  const cases: [string, () => Promise<unknown>, string[]?][] = [
    [
      "projects (client)",
      () => listProjects({ deps, actor: actor(ids.hot, "client"), query: { page: 1, pageSize: 20 } }),
    ],
    [
      "projects (staff)",
      () => listProjects({ deps, actor: actor(ids.manager, "manager"), query: { page: 1, pageSize: 20 } }),
    ],
    ["audit log", () => listAuditLog({ deps, actor: actor(ids.admin, "administrator"), query: { page: 1 } })],
    [
      "audit log by action and days",
      () =>
        listAuditLog({
          deps,
          actor: actor(ids.admin, "administrator"),
          query: { page: 1, action: "project.status", from: lastDay, to: lastDay },
        }),
    ],
    [
      "audit log by action",
      () =>
        listAuditLog({
          deps,
          actor: actor(ids.admin, "administrator"),
          query: { page: 1, action: "Project." },
        }),
    ],
    [
      "audit log by entity",
      () =>
        listAuditLog({
          deps,
          actor: actor(ids.admin, "administrator"),
          query: { page: 1, entity: "project" },
        }),
    ],
    [
      "audit log by actor",
      () =>
        listAuditLog({
          deps,
          actor: actor(ids.admin, "administrator"),
          query: { page: 1, actor: "hot@example" },
        }),
    ],
    ["login history", () => listLoginHistory({ deps, actor: actor(ids.admin, "administrator"), page: 1 })],
    ["own sign-ins", () => listOwnLogins({ deps, actor: actor(ids.hot, "client") })],
    ["notifications", () => listNotifications({ deps, actor: actor(ids.hot, "client") })],
    [
      "message thread",
      () => listMessages({ deps, actor: actor(ids.hot, "client"), projectId: hotProjectId }),
    ],
    ["conversations (client)", () => listConversations({ deps, actor: actor(ids.hot, "client") })],
    [
      "conversations (freelancer)",
      () => listConversations({ deps, actor: actor(ids.freelancer, "freelancer") }),
    ],
    [
      "browse projects",
      () =>
        listBrowseProjects({
          deps,
          actor: actor(ids.freelancer, "freelancer"),
          query: { page: 1, pageSize: 24 },
        }),
      [VERSIONS],
    ],
    ["my tasks", () => listMyTasks({ deps, actor: actor(ids.freelancer, "freelancer") })],
    [
      "task mapping",
      () =>
        listMappableTasks({ deps, actor: actor(ids.manager, "manager"), query: { page: 1, pageSize: 20 } }),
    ],
  ];

  it.each(cases)("%s: no sequential scan of a big table", async (_name, call, more = []) => {
    const results = await seqScans(call, [...BIG, ...more]);
    const offending = results.filter((r) => r.seq.length > 0);
    expect(offending.map((r) => `${r.seq.join(", ")} in: ${r.query}; plan: ${r.shape}`)).toEqual([]);
  });
});
