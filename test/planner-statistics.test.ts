import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/server/db/client";
import { keepPlannerStatistics } from "../src/server/db/planner-statistics";
import { projects, projectVersions } from "../src/server/db/schema";
import { createUser } from "../src/server/db/seed/factories";
import { createTestDatabase } from "./test-db";

/**
 * Issue 18 item 7: on PGlite (no autovacuum) the project list's join was planned without statistics — every
 * project hash-joined with every version, then sorted — until something runs ANALYZE. The server runs it at
 * start and every ten minutes (`keepPlannerStatistics`); with it the page is read along
 * `projects_created_idx`, 50 index probes instead of two whole tables.
 */
const PROJECTS = 300;
const onPglite = process.env.KAARYA_TEST_DB !== "postgres";
let database: Database;

/** The plan's text of the list's join, newest 50 first (the statement of `listProjects`, by hand). */
async function listPlan() {
  const result: unknown = await database.db.execute(sql`explain select p.id, v.title
    from ${projects} p
    join ${projectVersions} v on v.project_id = p.id and v.version_number = p.current_version
    order by p.created_at desc, p.id desc limit 50`);
  // PGlite answers { rows }, postgres.js an array.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe.skipIf(!onPglite)("planner statistics on PGlite (issue 18 item 7)", () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const clientId = await createUser(database.db, {
      email: "stats@test.kaarya.in",
      fullName: "Stats Client",
      role: "client",
      password: "Test@Password2025",
    });
    const rows = await database.db
      .insert(projects)
      .values(Array.from({ length: PROJECTS }, () => ({ clientId })))
      .returning({ id: projects.id });
    await database.db.insert(projectVersions).values(
      rows.map(({ id }, n) => ({
        projectId: id,
        versionNumber: 1,
        title: `Project ${n}`,
        description: "A website. ".repeat(40),
      })),
    );
  });
  afterAll(() => database.close());

  it("joins whole tables before ANALYZE and walks the created index after keepPlannerStatistics", async () => {
    expect(await listPlan()).not.toContain("projects_created_idx");
    await keepPlannerStatistics(database, () => {});
    const plan = await listPlan();
    expect(plan).toContain("Index Scan Backward using projects_created_idx");
    expect(plan).not.toContain("Seq Scan on project_versions");
  });
});
