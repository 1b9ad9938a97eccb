import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, sessionCookie, TEST_PASSWORD } from "../../../../test/api-harness";
import { auditLog, freelancers, profiles } from "../../db/schema";

type Session = { id: string; cookie: string; email: string };
let h: Harness;
let admin: Session;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
});
afterAll(() => h.close());

const setRole = (id: string, role: string, session = admin) =>
  h.request(`/api/users/${id}/role`, { method: "PUT", body: { role }, cookie: session.cookie });

describe("User Management (spec 3 §2; issue 7 item 7)", () => {
  it("lists users newest first with search by name or e-mail and server-side pages", async () => {
    const client = await h.userWithSession("client");
    const page = await (await h.request("/api/users?pageSize=1", { cookie: admin.cookie })).json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0].id).toBe(client.id);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const found = await (
      await h.request(`/api/users?search=${encodeURIComponent(client.email.toUpperCase())}`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(found.items.map((u: { id: string }) => u.id)).toEqual([client.id]);
    const wildcard = await (await h.request("/api/users?search=%25", { cookie: admin.cookie })).json();
    expect(wildcard.total).toBe(0);
  });

  it("changes a role with an audit row; a new freelancer gets a freelancer profile; it applies once they sign in again", async () => {
    const client = await h.userWithSession("client");
    expect((await h.request("/api/interests", { cookie: client.cookie })).status).toBe(403);
    const changed = await setRole(client.id, "freelancer");
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await changed.json()).role).toBe("freelancer");
    // issue 8: the role change ended the user's sessions.
    expect((await h.request("/api/interests", { cookie: client.cookie })).status).toBe(401);
    const again = await h.request("/api/auth/sign-in/email", {
      body: { email: client.email, password: TEST_PASSWORD },
      ip: "192.0.2.251",
    });
    expect((await h.request("/api/interests", { cookie: sessionCookie(again) })).status).toBe(200);
    const rows = await h.database.db.select().from(freelancers).where(eq(freelancers.userId, client.id));
    expect(rows).toHaveLength(1);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, client.id));
    expect(entry).toMatchObject({
      action: "user.role",
      before: { role: "client" },
      after: { role: "freelancer" },
    });
  });

  it("never removes the last administrator, and is for administrators only", async () => {
    const others = await h.database.db.select().from(profiles).where(eq(profiles.role, "administrator"));
    for (const other of others.filter((o) => o.id !== admin.id)) await setRole(other.id, "manager");
    const refused = await setRole(admin.id, "manager");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe("You cannot remove the last administrator.");
    const second = await h.userWithSession("administrator");
    expect((await setRole(admin.id, "manager", second)).status).toBe(200);
    expect((await setRole(second.id, "client", second)).status).toBe(409);
    const manager = await h.userWithSession("manager");
    expect((await h.request("/api/users", { cookie: manager.cookie })).status).toBe(403);
    expect((await setRole(manager.id, "administrator", manager)).status).toBe(403);
  });
});

describe("Login History (spec 3 §2, §9; issue 7 item 8)", () => {
  it("shows every sign-in newest first, 50 per page, with the user's name and e-mail, to administrators", async () => {
    const boss = await h.userWithSession("administrator");
    const client = await h.userWithSession("client");
    const page = await (await h.request("/api/login-history", { cookie: boss.cookie })).json();
    expect(page.pageSize).toBe(50);
    expect(page.items[0]).toMatchObject({ user: { id: client.id, email: client.email } });
    expect(page.items[0].location).not.toBeUndefined();
    expect((await h.request("/api/login-history", { cookie: client.cookie })).status).toBe(403);
    const own = await (await h.request("/api/me/login-history", { cookie: client.cookie })).json();
    expect(own.items.map((e: { user: { id: string } }) => e.user.id)).toEqual([client.id]);
  });
});
