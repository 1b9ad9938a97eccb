import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../src/server/access/actor";
import type { Deps } from "../src/server/context";
import type { Database, Db } from "../src/server/db/client";
import { auditLog, loginHistory, profiles, projects } from "../src/server/db/schema";
import { type CountedList, listTotal } from "../src/server/lib/list-totals";
import { listAuditLog } from "../src/server/modules/audit-log/list-audit-log";
import { listProjects } from "../src/server/modules/projects/list-projects";
import { listLoginHistory } from "../src/server/modules/users/login-history";
import { createTestDatabase } from "./test-db";

/**
 * Decision 0019: the pager totals of the big lists are kept by the database (migration 0011). Whatever rows
 * are written — many in one statement, status changes, deletes by cascade, in parallel transactions — the
 * kept total equals a count of the table, per filter key too, and moves in the writer's transaction: seen
 * by it at once, by no one after a rollback. Runs on PGlite and, in the PostgreSQL pass, on the server
 * (where the parallel writers really run on separate connections).
 */
let database: Database;
let db: Db;
const admin: Actor = {
  id: randomUUID(),
  email: "admin@totals.test",
  role: "administrator",
  profileCompleted: true,
};
const client = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.insert(profiles).values([
    { id: admin.id, email: admin.email, fullName: "Admin", role: "administrator" },
    { id: client, email: "client@totals.test", fullName: "Client", role: "client" },
  ]);
});
afterAll(() => database?.close());

/** Counts by the tables themselves, to compare the kept totals with. */
async function counted(on: Db = db) {
  const [[p], [requested], [closed], [a], [projectActions], [profileAudits], [projectStatusAudits], [l]] =
    await Promise.all([
      on.select({ n: count() }).from(projects),
      on.select({ n: count() }).from(projects).where(eq(projects.statusCode, "REQUESTED")),
      on.select({ n: count() }).from(projects).where(eq(projects.statusCode, "CLOSED")),
      on.select({ n: count() }).from(auditLog),
      on.select({ n: count() }).from(auditLog).where(like(auditLog.action, "project.%")),
      on.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, "profile")),
      on
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "project"), like(auditLog.action, "project.status%"))),
      on.select({ n: count() }).from(loginHistory),
    ]);
  return {
    projects: p.n,
    requested: requested.n,
    closed: closed.n,
    audit: a.n,
    projectActions: projectActions.n,
    profileAudits: profileAudits.n,
    projectStatusAudits: projectStatusAudits.n,
    logins: l.n,
  };
}

/** The same figures from list_totals. */
async function kept(on: Db = db) {
  const [
    projectsTotal,
    requested,
    closed,
    audit,
    projectActions,
    profileAudits,
    projectStatusAudits,
    logins,
  ] = await Promise.all([
    listTotal(on, "projects"),
    listTotal(on, "projects", [{ exact: "REQUESTED" }]),
    listTotal(on, "projects", [{ exact: "CLOSED" }]),
    listTotal(on, "audit_log"),
    listTotal(on, "audit_log", [undefined, { prefix: "project." }]),
    listTotal(on, "audit_log", [{ exact: "profile" }, undefined]),
    listTotal(on, "audit_log", [{ exact: "project" }, { prefix: "project.status" }]),
    listTotal(on, "login_history"),
  ]);
  return {
    projects: projectsTotal,
    requested,
    closed,
    audit,
    projectActions,
    profileAudits,
    projectStatusAudits,
    logins,
  };
}

const newProjects = (n: number) =>
  Array.from({ length: n }, () => ({ id: randomUUID(), clientId: client, statusCode: "REQUESTED" as const }));

describe("list totals kept by the database (decision 0019)", () => {
  it("stays exact through inserts, status changes, deletes and cascades", async () => {
    const start = await kept();
    expect(start).toEqual(await counted());

    const made = newProjects(7);
    await db.insert(projects).values(made);
    await db.insert(auditLog).values([
      { action: "project.submit", entity: "project", actorId: client },
      { action: "project.status", entity: "project", actorId: admin.id },
      { action: "user.role", entity: "profile", actorId: admin.id },
    ]);
    const visitor = randomUUID();
    await db
      .insert(profiles)
      .values({ id: visitor, email: "visitor@totals.test", fullName: "V", role: "client" });
    await db.insert(loginHistory).values([{ userId: visitor }, { userId: visitor }, { userId: client }]);
    let now = await kept();
    expect(now).toEqual(await counted());
    expect(now).toMatchObject({
      projects: start.projects + 7,
      requested: start.requested + 7,
      audit: start.audit + 3,
      projectActions: start.projectActions + 2,
      profileAudits: start.profileAudits + 1,
      projectStatusAudits: start.projectStatusAudits + 1,
      logins: start.logins + 3,
    });

    // A status change moves a project between keys; an update that changes no status writes no counter.
    await db
      .update(projects)
      .set({ statusCode: "CLOSED" })
      .where(inArray(projects.id, [made[0].id, made[1].id]));
    await db.update(projects).set({ currentVersion: 2 }).where(eq(projects.id, made[2].id));
    now = await kept();
    expect(now).toEqual(await counted());
    expect(now).toMatchObject({
      projects: start.projects + 7,
      requested: start.requested + 5,
      closed: start.closed + 2,
    });

    // Deletes, direct and by cascade (a profile's sign-ins go with it), and an audit row's actor set null.
    await db.delete(projects).where(inArray(projects.id, [made[0].id, made[3].id]));
    await db.delete(profiles).where(eq(profiles.id, visitor));
    now = await kept();
    expect(now).toEqual(await counted());
    expect(now).toMatchObject({
      projects: start.projects + 5,
      closed: start.closed + 1,
      logins: start.logins + 1,
    });
  });

  it("moves in the writer's transaction: seen by it at once, gone after a rollback", async () => {
    const before = await kept();
    const rolledBack = new Error("roll back");
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(projects).values(newProjects(3));
        await tx.insert(loginHistory).values({ userId: client });
        const inside = await kept(tx as unknown as Db);
        expect(inside).toEqual(await counted(tx as unknown as Db));
        expect(inside).toMatchObject({ projects: before.projects + 3, logins: before.logins + 1 });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await kept()).toEqual(before);
  });

  it("stays exact with writers in parallel transactions", async () => {
    const before = await kept();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction(async (tx) => {
          const made = newProjects(3);
          await tx.insert(projects).values(made);
          await tx
            .update(projects)
            .set({ statusCode: "CLOSED" })
            .where(eq(projects.id, made[i % 3].id));
          await tx.insert(auditLog).values({ action: "project.status", entity: "project" });
          await tx.insert(loginHistory).values({ userId: client });
        }),
      ),
    );
    const now = await kept();
    expect(now).toEqual(await counted());
    expect(now).toMatchObject({
      projects: before.projects + 24,
      closed: before.closed + 8,
      audit: before.audit + 8,
      logins: before.logins + 8,
    });
  });

  it("gives the list routes their exact totals, kept or counted by filter", async () => {
    const deps = { db, now: () => new Date() } as unknown as Deps;
    const truth = await counted();
    const staffPage = JSON.parse(
      String(await listProjects({ deps, actor: admin, query: { page: 1, pageSize: 20 } })),
    );
    expect(staffPage.total).toBe(truth.projects);
    expect((await listLoginHistory({ deps, actor: admin, page: 1 })).total).toBe(truth.logins);
    const audit = (query: Parameters<typeof listAuditLog>[0]["query"]) =>
      listAuditLog({ deps, actor: admin, query }).then((p) => p.total);
    expect(await audit({ page: 1 })).toBe(truth.audit);
    expect(await audit({ page: 1, action: "PROJECT." })).toBe(truth.projectActions);
    expect(await audit({ page: 1, entity: "profile" })).toBe(truth.profileAudits);
    expect(await audit({ page: 1, entity: "project", action: "project.status" })).toBe(
      truth.projectStatusAudits,
    );
    expect(truth.profileAudits).toBeGreaterThan(0);
    // An actor or a day range is counted on the rows themselves.
    const [{ n: adminRows }] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.id));
    expect(adminRows).toBeGreaterThan(0);
    expect(await audit({ page: 1, actor: "admin@totals" })).toBe(adminRows);
    expect(await audit({ page: 1, from: "2000-01-01", to: "2999-12-31" })).toBe(truth.audit);
  });

  it("keeps a count for every list it serves, and a wildcard in a prefix is literal", async () => {
    for (const list of ["projects", "audit_log", "login_history"] satisfies CountedList[])
      expect(await listTotal(db, list)).toBeGreaterThan(0);
    expect(await listTotal(db, "audit_log", [undefined, { prefix: "project%" }])).toBe(0);
    expect(await listTotal(db, "audit_log", [{ exact: "proj_ct" }, undefined])).toBe(0);
    expect(await listTotal(db, "audit_log", [{ exact: "project" }, undefined])).toBeGreaterThan(0);
  });
});
