import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-db";
import type { Database } from "./client";
import { decodeJsonRows, jsonRows } from "./json-rows";
import { projectPayments, projectStatuses, projects, projectTasks, projectVersions } from "./schema";
import { createUser } from "./seed/factories";

let database: Database;
let projectId: string;
let versionId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const clientId = await createUser(db, {
    email: "json-rows@test.kaarya.in",
    fullName: "J",
    role: "client",
    password: "Test@Password2025",
  });
  const [status] = await db.select().from(projectStatuses).limit(1);
  [{ id: projectId }] = await db
    .insert(projects)
    .values({ clientId, statusCode: status.statusCode, status: "requested", currentVersion: 1 })
    .returning({ id: projects.id });
  [{ id: versionId }] = await db
    .insert(projectVersions)
    .values({ projectId, versionNumber: 1, title: "T", description: "D", estimatedBudget: 9_007_199_254 })
    .returning({ id: projectVersions.id });
  await db.insert(projectTasks).values([
    {
      projectId,
      projectVersionId: versionId,
      title: "second",
      position: 2,
      estimatedHours: 12.5,
      estimatedBudget: 1_000_000,
      startDate: "2026-02-28",
      dependencies: ["a", "b"],
    },
    { projectId, projectVersionId: versionId, title: "first", position: 1, description: null },
  ]);
  await db.insert(projectPayments).values({
    projectId,
    userId: clientId,
    amount: 250_000,
    paymentType: "advance",
    paymentDetails: { gateway: "sandbox", note: "[1,2]" },
  });
});
afterAll(() => database.close());

describe("jsonRows", () => {
  it("brings a row's children in the same statement, equal to a select of them", async () => {
    const { db } = database;
    const [row] = await db
      .select({
        id: projects.id,
        tasks: jsonRows(projectTasks, sql`${projectTasks.projectId} = ${projects.id}`, [
          asc(projectTasks.position),
        ]),
        payments: jsonRows(projectPayments, sql`${projectPayments.projectId} = ${projects.id}`, [
          asc(projectPayments.createdAt),
        ]),
      })
      .from(projects)
      .where(eq(projects.id, projectId));
    const tasks = await db
      .select()
      .from(projectTasks)
      .where(eq(projectTasks.projectId, projectId))
      .orderBy(asc(projectTasks.position));
    const payments = await db.select().from(projectPayments).where(eq(projectPayments.projectId, projectId));
    expect(row.tasks).toEqual(tasks);
    expect(row.tasks.map((t) => t.title)).toEqual(["first", "second"]);
    expect(row.tasks[1]).toMatchObject({
      estimatedHours: 12.5,
      startDate: "2026-02-28",
      dependencies: ["a", "b"],
    });
    expect(row.tasks[1].createdAt).toBeInstanceOf(Date);
    expect(row.payments).toEqual(payments);
    expect(row.payments[0].paymentDetails).toEqual({ gateway: "sandbox", note: "[1,2]" });
  });

  it("gives an empty array when nothing matches", async () => {
    const [row] = await database.db
      .select({
        tasks: jsonRows(projectTasks, sql`${projectTasks.projectVersionId} = ${projects.id}`, [
          asc(projectTasks.position),
        ]),
      })
      .from(projects)
      .where(eq(projects.id, projectId));
    expect(row.tasks).toEqual([]);
  });
});

describe("decodeJsonRows", () => {
  it("maps column names to the schema's keys through the column types, JSON columns as they are", () => {
    const [version] = decodeJsonRows(projectVersions, [
      {
        id: "v1",
        project_id: "p1",
        version_number: 2,
        is_draft: false,
        created_at: "2026-11-24T00:24:48.123456+00:00",
        title: "T",
        description: "D",
        estimated_budget: 9_007_199_254,
        budget_max: null,
        required_skills: ["x"],
        ai_analysis: "a JSON string, not to be parsed again",
      },
    ]);
    expect(version).toMatchObject({
      id: "v1",
      projectId: "p1",
      versionNumber: 2,
      estimatedBudget: 9_007_199_254,
      budgetMax: null,
      requiredSkills: ["x"],
      aiAnalysis: "a JSON string, not to be parsed again",
      freelancerBudget: null,
    });
    expect(version.createdAt).toEqual(new Date("2026-11-24T00:24:48.123Z"));
  });

  it("takes the array as text too, and null as no rows", () => {
    expect(decodeJsonRows(projectStatuses, '[{"status_code":"X","phase":1}]')).toEqual([
      expect.objectContaining({ statusCode: "X", phase: 1 }),
    ]);
    expect(decodeJsonRows(projectStatuses, null)).toEqual([]);
  });
});
