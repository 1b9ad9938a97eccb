import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../src/server/access/actor";
import type { Deps } from "../src/server/context";
import type { Database, Db } from "../src/server/db/client";
import {
  freelancers,
  profiles,
  projectInterests,
  projectStatuses,
  projects,
  projectVersions,
} from "../src/server/db/schema";
import { listRevisionQuery } from "../src/server/lib/list-revisions";
import { listBrowseProjects } from "../src/server/modules/interests/list-browse-projects";
import { listProjects } from "../src/server/modules/projects/list-projects";
import { createTestDatabase } from "./test-db";

/**
 * Decision 0035 (issue 18 item 7): the project lists' revision (migration 0020) goes up once at the commit
 * of every transaction that changes a project, a version, a status or a profile's name or e-mail, and a page
 * of the list a process keeps is answered again only while the revision stands — whoever wrote, through the
 * API or not. Runs on PGlite and, in the PostgreSQL pass, on the server.
 */
let database: Database;
let db: Db;
const client: Actor = {
  id: randomUUID(),
  email: "client@lists.test",
  role: "client",
  profileCompleted: true,
};
const manager: Actor = { id: randomUUID(), email: "m@lists.test", role: "manager", profileCompleted: true };
const freelancer: Actor = {
  id: randomUUID(),
  email: "f@lists.test",
  role: "freelancer",
  profileCompleted: true,
};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.insert(profiles).values([
    { id: client.id, email: client.email, fullName: "Asha Client", role: "client" },
    { id: manager.id, email: manager.email, fullName: "Manager", role: "manager" },
    { id: freelancer.id, email: freelancer.email, fullName: "Farah Freelancer", role: "freelancer" },
  ]);
});
afterAll(() => database?.close());

async function revision() {
  const [row] = await listRevisionQuery(db, "projects");
  return row.revision;
}

/** A project of the client with version 1 current. */
async function newProject(title: string) {
  return db.transaction(async (tx) => {
    const [project] = await tx.insert(projects).values({ clientId: client.id }).returning();
    const [version] = await tx
      .insert(projectVersions)
      .values({ projectId: project.id, versionNumber: 1, title, description: `${title}, the brief` })
      .returning();
    return { project, version };
  });
}

/** The list's items as `actor` gets them, newest first, page 1 of 20. */
async function titles(actor: Actor) {
  const text = String(
    await listProjects({
      deps: { db } as unknown as Deps,
      actor,
      query: { page: 1, pageSize: 20 },
    }),
  );
  const list = JSON.parse(text) as { items: { title: string; clientName?: string }[]; total: number };
  return {
    titles: list.items.map((i) => i.title),
    names: list.items.map((i) => i.clientName),
    total: list.total,
  };
}

describe("project lists' revision", () => {
  it("moves once per committed transaction that changes what a list row shows, not on a rollback or other columns", async () => {
    const start = await revision();
    // One transaction, two rows in two tables: one step, at the commit.
    const { project, version } = await newProject("Bakery site");
    expect(await revision()).toBe(start + 1);

    await db.transaction(async (tx) => {
      await tx
        .update(projectVersions)
        .set({ title: "Bakery site v2" })
        .where(eq(projectVersions.id, version.id));
      await tx.update(projects).set({ statusCode: "ACCEPTED" }).where(eq(projects.id, project.id));
      // Deferred to the commit: the transaction's own read does not see it move yet.
      const [inside] = await listRevisionQuery(tx as unknown as Db, "projects");
      expect(inside.revision).toBe(start + 1);
    });
    expect(await revision()).toBe(start + 2);

    await db.update(profiles).set({ fullName: "Asha Renamed" }).where(eq(profiles.id, client.id));
    expect(await revision()).toBe(start + 3);
    await db
      .update(projectStatuses)
      .set({ statusName: sql`${projectStatuses.statusName}` })
      .where(eq(projectStatuses.statusCode, "REQUESTED"));
    expect(await revision()).toBe(start + 4);
    await db.delete(projects).where(eq(projects.id, project.id));
    expect(await revision()).toBe(start + 5);

    // A profile column no list shows, and a rolled back change, leave it where it was.
    await db.update(profiles).set({ bio: "Bakes bread" }).where(eq(profiles.id, client.id));
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(projects).values({ clientId: client.id });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await revision()).toBe(start + 5);
  });
});

describe("kept project list pages", () => {
  it("answer a page again while the revision stands, and read it again once it moves, whoever wrote", async () => {
    const { version } = await newProject("Shop site");
    expect((await titles(client)).titles).toContain("Shop site");
    expect((await titles(manager)).titles).toContain("Shop site");

    // A write that leaves the revision where it was (triggers off for this transaction) is not seen: the
    // page is kept, not read again — for the client's own list and the staff list alike.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(projectVersions).set({ title: "Unseen" }).where(eq(projectVersions.id, version.id));
    });
    expect((await titles(client)).titles).toContain("Shop site");
    expect((await titles(manager)).titles).toContain("Shop site");

    // Any ordinary write moves it: a new project, a renamed client. The next pages have everything.
    const before = await titles(manager);
    await newProject("Cafe site");
    await db.update(profiles).set({ fullName: "Asha Kept" }).where(eq(profiles.id, client.id));
    const after = await titles(manager);
    expect(after.titles.slice(0, 2)).toEqual(["Cafe site", "Unseen"]);
    expect(after.total).toBe(before.total + 1);
    expect(new Set(after.names)).toEqual(new Set(["Asha Kept"]));
    expect((await titles(client)).titles.slice(0, 2)).toEqual(["Cafe site", "Unseen"]);
  });
});

describe("kept browser pages", () => {
  it("are shared by freelancers and read again once the revision moves; each one's interests are read every time", async () => {
    const [row] = await db
      .insert(freelancers)
      .values({ userId: freelancer.id, title: "Web developer", hourlyRate: 50_000 })
      .returning();
    const { project, version } = await newProject("Florist site");
    await db
      .update(projectVersions)
      .set({ enabledForFreelancer: true })
      .where(eq(projectVersions.id, version.id));
    const browse = async (actor: Actor) => {
      const text = String(
        await listBrowseProjects({
          deps: { db } as unknown as Deps,
          actor,
          query: { page: 1, pageSize: 20 },
        }),
      );
      const list = JSON.parse(text) as { items: { id: string; title: string; interested: boolean }[] };
      // The text is what JSON.stringify writes of the list, key for key.
      expect(text).toBe(JSON.stringify(list));
      return list.items.filter((i) => i.id === project.id);
    };
    expect(await browse(freelancer)).toMatchObject([{ title: "Florist site", interested: false }]);

    // The freelancer's interest is theirs alone and read on every request; the kept page stays kept.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(projectVersions).set({ title: "Unseen" }).where(eq(projectVersions.id, version.id));
    });
    await db.insert(projectInterests).values({ projectId: project.id, freelancerId: row.id });
    expect(await browse(freelancer)).toMatchObject([{ title: "Florist site", interested: true }]);
    expect(await browse(manager)).toMatchObject([{ title: "Florist site", interested: false }]);

    await db.update(projects).set({ statusCode: "ACCEPTED" }).where(eq(projects.id, project.id));
    expect(await browse(freelancer)).toEqual([]);
  });
});
