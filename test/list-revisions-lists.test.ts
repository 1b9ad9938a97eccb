import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Actor } from "../src/server/access/actor";
import type { Deps } from "../src/server/context";
import type { Database, Db, Tx } from "../src/server/db/client";
import {
  auditLog,
  freelancerApplications,
  freelancers,
  profiles,
  projectPayments,
  projects,
  projectVersions,
} from "../src/server/db/schema";
import { listApplications } from "../src/server/modules/applications/list-applications";
import { listAuditLog } from "../src/server/modules/audit-log/list-audit-log";
import { listFreelancers } from "../src/server/modules/freelancers/list-freelancers";
import { listBrowseProjects } from "../src/server/modules/interests/list-browse-projects";
import { listProjects } from "../src/server/modules/projects/list-projects";
import { listTransactions } from "../src/server/modules/transactions/list-transactions";
import { listUsers } from "../src/server/modules/users/manage-users";
import { createTestDatabase } from "./test-db";

/**
 * Decision 0035 for every list route (issue 18 item 7, migration 0023): users, the review queue, the audit
 * log, the freelancer directory and Transaction History keep their pages by their own list revision, so a
 * page is answered again while nothing it shows changed (a write with the triggers off is not seen), and an
 * ordinary write is seen by the very next request. On PGlite the revision is known from the triggers'
 * NOTIFY, so a kept page costs no statement. Runs on PGlite and, in the PostgreSQL pass, on the server.
 */
let database: Database;
let db: Db;
let deps: Deps;
const admin: Actor = {
  id: randomUUID(),
  email: "admin@lists.test",
  role: "administrator",
  profileCompleted: true,
};
const client: Actor = {
  id: randomUUID(),
  email: "client@lists.test",
  role: "client",
  profileCompleted: true,
};
const person: Actor = {
  id: randomUUID(),
  email: "person@lists.test",
  role: "freelancer",
  profileCompleted: true,
};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  deps = { db } as unknown as Deps;
  await db.insert(profiles).values([
    { id: admin.id, email: admin.email, fullName: "Admin", role: "administrator" },
    { id: client.id, email: client.email, fullName: "Asha Client", role: "client" },
    { id: person.id, email: person.email, fullName: "Farah", role: "freelancer" },
  ]);
});
afterAll(() => database?.close());

/** Runs `write` with the triggers off: a change no revision counts, so a kept page does not show it. */
const unseen = (write: (tx: Tx) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });

describe("kept list pages by their revision", () => {
  it("User Management: kept while no profile changes, read again after one", async () => {
    const names = async () =>
      (await listUsers({ deps, actor: admin, query: { page: 1, pageSize: 20 } })).items.map(
        (u) => u.fullName,
      );
    expect(await names()).toContain("Farah");
    await unseen((tx) =>
      tx.update(profiles).set({ fullName: "Farah Unseen" }).where(eq(profiles.id, person.id)),
    );
    expect(await names()).toContain("Farah");
    await db.update(profiles).set({ role: "freelancer" }).where(eq(profiles.id, person.id));
    expect(await names()).toContain("Farah Unseen");
    // A search is read every time.
    const found = await listUsers({ deps, actor: admin, query: { search: "Unseen", page: 1, pageSize: 20 } });
    expect(found.items.map((u) => u.id)).toEqual([person.id]);
  });

  it("the audit log: a new audit row is on the next page read", async () => {
    const actions = async () =>
      (await listAuditLog({ deps, actor: admin, query: { page: 1 } })).items.map((e) => e.action);
    await db.insert(auditLog).values({ actorId: admin.id, action: "test.first", entity: "profile" });
    expect(await actions()).toContain("test.first");
    await unseen((tx) =>
      tx.insert(auditLog).values({ actorId: admin.id, action: "test.unseen", entity: "profile" }),
    );
    expect(await actions()).not.toContain("test.unseen");
    await db.insert(auditLog).values({ actorId: admin.id, action: "test.second", entity: "profile" });
    expect(await actions()).toEqual(expect.arrayContaining(["test.unseen", "test.second"]));
  });

  it("the review queue and the freelancer directory follow their applications and freelancers", async () => {
    const queue = async () => (await listApplications({ deps, actor: admin, tab: "all" })).counts.all;
    const titles = async () =>
      (await listFreelancers({ deps, actor: admin, query: { page: 1, pageSize: 20 } })).items.map(
        (f) => f.title,
      );
    const before = await queue();
    await db
      .insert(freelancerApplications)
      .values({ userId: person.id, resumeUrl: "https://example.com/cv" });
    expect(await queue()).toBe(before + 1);

    const [row] = await db
      .insert(freelancers)
      .values({ userId: person.id, title: "Designer", hourlyRate: 1 })
      .returning();
    expect(await titles()).toEqual(["Designer"]);
    await unseen((tx) => tx.update(freelancers).set({ title: "Unseen" }).where(eq(freelancers.id, row.id)));
    expect(await titles()).toEqual(["Designer"]);
    await db.update(freelancers).set({ hourlyRate: 2 }).where(eq(freelancers.id, row.id));
    expect(await titles()).toEqual(["Unseen"]);
  });

  it("Transaction History: each user's own, read again after a payment changes", async () => {
    const [project] = await db.insert(projects).values({ clientId: client.id }).returning();
    await db
      .insert(projectVersions)
      .values({ projectId: project.id, versionNumber: 1, title: "Site", description: "A site" });
    const history = async (actor: Actor) =>
      (await listTransactions({ deps, actor, query: { page: 1, pageSize: 20 } })).items.map((t) => t.amount);
    expect(await history(client)).toEqual([]);
    const [payment] = await db
      .insert(projectPayments)
      .values({ projectId: project.id, userId: client.id, amount: 10_000, paymentType: "advance" })
      .returning();
    expect(await history(client)).toEqual([10_000]);
    expect(await history(admin)).toEqual([]);
    await unseen((tx) =>
      tx.update(projectPayments).set({ amount: 1 }).where(eq(projectPayments.id, payment.id)),
    );
    expect(await history(client)).toEqual([10_000]);
    await db
      .update(projectPayments)
      .set({ paymentStatus: "success" })
      .where(eq(projectPayments.id, payment.id));
    expect(await history(client)).toEqual([1]);
  });
});

describe("on PGlite", () => {
  it("a kept page costs no statement, and the next request after a commit sees it", async () => {
    if (database.kind !== "pglite") return;
    const pglite = (db as unknown as { $client: PGlite }).$client;
    const query = vi.spyOn(pglite, "query");
    try {
      const list = async () =>
        JSON.parse(String(await listProjects({ deps, actor: admin, query: { page: 1, pageSize: 20 } }))) as {
          items: { title: string }[];
        };
      const users = () => listUsers({ deps, actor: admin, query: { page: 1, pageSize: 20 } });
      const browse = () => listBrowseProjects({ deps, actor: person, query: { page: 1, pageSize: 20 } });
      await list();
      await users();
      await browse();
      query.mockClear();
      await list();
      await users();
      expect(await browse()).toBe(await browse());
      expect(query).not.toHaveBeenCalled();

      // A commit raises the revision and its NOTIFY arrives before the write's own promise resolves.
      const [project] = await db.insert(projects).values({ clientId: client.id }).returning();
      await db
        .insert(projectVersions)
        .values({ projectId: project.id, versionNumber: 1, title: "Fresh", description: "Fresh brief" });
      expect((await list()).items[0].title).toBe("Fresh");
      // A rolled back write notifies nobody: the page stays kept.
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(projects).values({ clientId: client.id });
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      query.mockClear();
      await list();
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });
});
