import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../src/server/access/actor";
import type { Deps } from "../src/server/context";
import type { Database, Db } from "../src/server/db/client";
import {
  profiles,
  projectDetailRevisions,
  projectPayments,
  projects,
  projectTasks,
  projectVersions,
} from "../src/server/db/schema";
import { projectDetailText } from "../src/server/modules/projects/detail-text";
import { getProject } from "../src/server/modules/projects/get-project";
import { createTestDatabase } from "./test-db";

/**
 * Decision 0022: a project's detail revision (migration 0012) moves at the commit of every transaction that
 * changes its versions, tasks or payments, one step per row, and the project detail a process keeps is read
 * again as soon as it has moved — whoever wrote, through the API or not. Runs on PGlite and, in the
 * PostgreSQL pass, on the server.
 */
let database: Database;
let db: Db;
const clientId = randomUUID();
const manager: Actor = { id: randomUUID(), email: "m@rev.test", role: "manager", profileCompleted: true };
const now = new Date("2026-11-22T06:30:00.000Z");

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.insert(profiles).values([
    { id: clientId, email: "client@rev.test", fullName: "Asha Client", role: "client" },
    { id: manager.id, email: manager.email, fullName: "Manager", role: "manager" },
  ]);
});
afterAll(() => database?.close());

/** A project with version 1 current and two tasks. */
async function newProject() {
  const [project] = await db.insert(projects).values({ clientId }).returning();
  const [version] = await db
    .insert(projectVersions)
    .values({ projectId: project.id, versionNumber: 1, title: "Shop site", description: "A shop" })
    .returning();
  const tasks = await db
    .insert(projectTasks)
    .values(
      ["Design", "Build"].map((title, position) => ({
        projectId: project.id,
        projectVersionId: version.id,
        title,
        position,
        estimatedBudget: 50_000_00,
        estimatedHours: 10,
      })),
    )
    .returning();
  return { project, version, tasks };
}

async function revisionOf(projectId: string) {
  const [row] = await db
    .select({ revision: projectDetailRevisions.revision })
    .from(projectDetailRevisions)
    .where(eq(projectDetailRevisions.projectId, projectId));
  return row?.revision ?? 0;
}

const detail = (id: string, actor: Actor = manager) =>
  getProject({ deps: { db, now: () => now } as unknown as Deps, actor, id });

describe("project detail revision", () => {
  it("moves one step per changed row at the commit, and not at all on a rollback", async () => {
    const { project, version, tasks } = await newProject();
    // Two statements of one row each (version, then two tasks in one statement): three rows.
    expect(await revisionOf(project.id)).toBe(3);

    await db.transaction(async (tx) => {
      await tx
        .update(projectTasks)
        .set({ status: "in_progress" })
        .where(eq(projectTasks.projectId, project.id));
      // Deferred to the commit: the transaction's own read does not see it move yet.
      const [inside] = await tx
        .select({ revision: projectDetailRevisions.revision })
        .from(projectDetailRevisions)
        .where(eq(projectDetailRevisions.projectId, project.id));
      expect(inside.revision).toBe(3);
    });
    expect(await revisionOf(project.id)).toBe(5);

    await db.insert(projectPayments).values({
      projectId: project.id,
      userId: clientId,
      amount: 20_000_00,
      paymentType: "advance",
    });
    await db.update(projectVersions).set({ title: "Shop site v2" }).where(eq(projectVersions.id, version.id));
    await db.delete(projectTasks).where(eq(projectTasks.id, tasks[1].id));
    expect(await revisionOf(project.id)).toBe(8);

    await expect(
      db.transaction(async (tx) => {
        await tx.update(projectTasks).set({ title: "Gone" }).where(eq(projectTasks.projectId, project.id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await revisionOf(project.id)).toBe(8);
  });

  it("lets a project be deleted with its rows in one transaction", async () => {
    const { project } = await newProject();
    await db.transaction(async (tx) => {
      await tx.update(projectTasks).set({ title: "Last edit" }).where(eq(projectTasks.projectId, project.id));
      await tx.delete(projects).where(eq(projects.id, project.id));
    });
    expect(await revisionOf(project.id)).toBe(0);
    expect(await db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
  });
});

describe("kept project detail", () => {
  it("is read again once the revision moves, whoever wrote the rows", async () => {
    const { project, tasks } = await newProject();
    expect((await detail(project.id)).tasks.map((t) => t.title)).toEqual(["Design", "Build"]);

    // A write that leaves the revision where it was (triggers off for this transaction) is not seen: the
    // rows are kept, not read again.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(projectTasks).set({ title: "Unseen" }).where(eq(projectTasks.id, tasks[0].id));
    });
    expect((await detail(project.id)).tasks.map((t) => t.title)).toEqual(["Design", "Build"]);

    // Any ordinary write moves it, and the next detail has both.
    await db.update(projectTasks).set({ title: "Build and test" }).where(eq(projectTasks.id, tasks[1].id));
    expect((await detail(project.id)).tasks.map((t) => t.title)).toEqual(["Unseen", "Build and test"]);
  });

  it("reads the project, its status and its client fresh on every request", async () => {
    const { project } = await newProject();
    const before = await detail(project.id);
    expect(before.client).toEqual({ fullName: "Asha Client", email: "client@rev.test" });
    expect(before.statusCode).toBe("REQUESTED");

    await db.update(profiles).set({ fullName: "Asha Renamed" }).where(eq(profiles.id, clientId));
    await db
      .update(projects)
      .set({ statusCode: "ACCEPTED", status: "accepted" })
      .where(eq(projects.id, project.id));
    const after = await detail(project.id);
    expect(after.client?.fullName).toBe("Asha Renamed");
    expect(after.statusCode).toBe("ACCEPTED");
    // The same kept rows, shaped for the client: no client block, no freelancer budget.
    const asClient = await detail(project.id, {
      id: clientId,
      email: "client@rev.test",
      role: "client",
      profileCompleted: true,
    });
    expect(asClient.client).toBeUndefined();
    expect(asClient.version).not.toHaveProperty("freelancerBudget");
    expect(asClient.tasks).toHaveLength(2);
  });

  it("answers the text JSON.stringify gives, its kept part serialized once, another version's afresh", async () => {
    const { project, tasks } = await newProject();
    await db
      .insert(projectVersions)
      .values({ projectId: project.id, versionNumber: 2, title: "Shop v2", description: "A shop, again" });
    const asClient: Actor = {
      id: clientId,
      email: "client@rev.test",
      role: "client",
      profileCompleted: true,
    };
    // A freelancer assigned one task: their actuals are that task's, made per request (issue 20 item 6).
    const freelancer: Actor = {
      id: randomUUID(),
      email: "f@rev.test",
      role: "freelancer",
      profileCompleted: true,
    };
    await db
      .insert(profiles)
      .values({ id: freelancer.id, email: freelancer.email, fullName: "Farah", role: "freelancer" });
    await db.update(projectTasks).set({ assignedTo: freelancer.id }).where(eq(projectTasks.id, tasks[0].id));
    for (const actor of [manager, asClient, freelancer]) {
      const first = await detail(project.id, actor);
      const second = await detail(project.id, actor);
      expect(projectDetailText(first).toString()).toBe(JSON.stringify(first));
      expect(projectDetailText(second).toString()).toBe(JSON.stringify(second));
      // Staff's and the client's actuals are kept with the content, shared by their requests.
      expect(second.actuals === first.actuals).toBe(actor !== freelancer);
      expect(first.actuals.tasks).toHaveLength(actor === freelancer ? 1 : 2);
    }
    const other = await getProject({
      deps: { db, now: () => now } as unknown as Deps,
      actor: manager,
      id: project.id,
      versionNumber: 2,
    });
    expect(other.version.title).toBe("Shop v2");
    expect(projectDetailText(other).toString()).toBe(JSON.stringify(other));

    // The project's own fields are fresh in the text too, next to the kept content's text.
    await db.update(profiles).set({ fullName: "Asha Text" }).where(eq(profiles.id, clientId));
    const renamed = JSON.parse(projectDetailText(await detail(project.id)).toString());
    expect(renamed.client.fullName).toBe("Asha Text");
    expect(renamed.tasks.map((t: { title: string }) => t.title)).toEqual(["Design", "Build"]);
  });
});
