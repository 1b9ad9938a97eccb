import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog } from "../../db/schema";

type Session = { id: string; cookie: string; email: string };
type Entry = {
  id: string;
  at: string;
  action: string;
  entity: string;
  entityId: string | null;
  actor: { id: string; fullName: string; email: string } | null;
  before: unknown;
  after: unknown;
};
type Page = { items: Entry[]; total: number; page: number; pageSize: number };

let h: Harness;
let admin: Session;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
});
afterAll(() => h.close());

async function auditPage(query: string, session = admin): Promise<Page> {
  const response = await h.request(`/api/audit-log${query}`, { cookie: session.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe("Audit log (issue 8)", () => {
  it("shows a role change with its actor, entity and before/after, found by actor, action and entity", async () => {
    const user = await h.userWithSession("client");
    const changed = await h.request(`/api/users/${user.id}/role`, {
      method: "PUT",
      body: { role: "manager" },
      cookie: admin.cookie,
    });
    expect(changed.status).toBe(200);

    const newest = await auditPage("");
    expect(newest.pageSize).toBe(50);
    expect(newest.items[0]).toMatchObject({
      action: "user.role",
      entity: "profile",
      entityId: user.id,
      actor: { id: admin.id, email: admin.email },
      before: { role: "client" },
      after: { role: "manager" },
    });
    expect(Date.parse(newest.items[0].at)).not.toBeNaN();

    const ids = (page: Page) => page.items.map((e) => e.entityId);
    const byActor = `?actor=${encodeURIComponent(admin.email.toUpperCase())}`;
    expect(ids(await auditPage(byActor))).toContain(user.id);
    const namePart = encodeURIComponent("Test administrator");
    expect(ids(await auditPage(`?actor=${namePart}&action=user.role&entity=profile`))).toContain(user.id);
    expect(ids(await auditPage("?action=USER."))).toContain(user.id);
    expect((await auditPage("?action=role")).total).toBe(0);
    expect((await auditPage("?entity=project&action=user.role")).total).toBe(0);
    expect((await auditPage(`?actor=${encodeURIComponent(user.email)}`)).total).toBe(0);
    expect((await auditPage("?actor=%25")).total).toBe(0);
  });

  it("filters by IST calendar days, inclusive, and shows a row without an actor as the system's", async () => {
    // 10 March 2026 in IST runs from 2026-03-09T18:30:00Z to 2026-03-10T18:30:00Z.
    const at = (iso: string) => new Date(iso);
    await h.database.db.insert(auditLog).values([
      { action: "range.before", entity: "range_test", entityId: "a", at: at("2026-03-09T18:29:59.000Z") },
      { action: "range.first", entity: "range_test", entityId: "b", at: at("2026-03-09T18:30:00.000Z") },
      { action: "range.last", entity: "range_test", entityId: "c", at: at("2026-03-10T18:29:59.000Z") },
      { action: "range.after", entity: "range_test", entityId: "d", at: at("2026-03-10T18:30:00.000Z") },
    ]);
    const day = await auditPage("?entity=range_test&from=2026-03-10&to=2026-03-10");
    expect(day.items.map((e) => e.action)).toEqual(["range.last", "range.first"]);
    expect(day.items[0].actor).toBeNull();
    expect(day.items[0].before).toBeNull();
    expect((await auditPage("?entity=range_test&from=2026-03-11")).items.map((e) => e.action)).toEqual([
      "range.after",
    ]);
    expect((await auditPage("?entity=range_test&to=2026-03-09")).items.map((e) => e.action)).toEqual([
      "range.before",
    ]);
  });

  it("pages 50 at a time, newest first, on the server", async () => {
    const base = Date.parse("2025-01-01T00:00:00.000Z");
    await h.database.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        action: "paging.test",
        entity: "paging_test",
        entityId: String(i),
        at: new Date(base + i * 60_000),
      })),
    );
    const first = await auditPage("?entity=paging_test");
    expect(first.total).toBe(55);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].entityId).toBe("54");
    const second = await auditPage("?entity=paging_test&page=2");
    expect(second.items.map((e) => e.entityId)).toEqual(["4", "3", "2", "1", "0"]);
  });

  it("refuses bad dates and everyone but administrators", async () => {
    const bad = await h.request("/api/audit-log?from=2026-02-30", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    const reversed = await h.request("/api/audit-log?from=2026-03-02&to=2026-03-01", {
      cookie: admin.cookie,
    });
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.code).toBeDefined();
    const manager = await h.userWithSession("manager");
    expect((await h.request("/api/audit-log", { cookie: manager.cookie })).status).toBe(403);
    expect((await h.request("/api/audit-log")).status).toBe(401);
  });
});
