import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, sessionCookie, TEST_PASSWORD } from "../../../../test/api-harness";
import { sessions } from "../../db/schema";

let h: Harness;
let admin: { id: string; cookie: string; email: string };

beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
});
afterAll(() => h.close());

/** Signs `email` in once more, from its own address; @returns the new session's cookie. */
async function signInAgain(email: string, password: string, ip: string): Promise<string> {
  const response = await h.request("/api/auth/sign-in/email", { body: { email, password }, ip });
  expect(response.status, await response.clone().text()).toBe(200);
  return sessionCookie(response);
}

const sessionCount = async (userId: string) =>
  (await h.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("Sessions end when they must (issue 8)", () => {
  it("a role change signs the user out of every session; the administrator stays signed in", async () => {
    const user = await h.userWithSession("client");
    const laptop = user.cookie;
    const phone = await signInAgain(user.email, TEST_PASSWORD, "198.51.100.21");
    expect(await sessionCount(user.id)).toBe(2);
    expect((await h.request("/api/me/login-history", { cookie: phone })).status).toBe(200);

    const changed = await h.request(`/api/users/${user.id}/role`, {
      method: "PUT",
      body: { role: "manager" },
      cookie: admin.cookie,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);

    expect(await sessionCount(user.id)).toBe(0);
    for (const cookie of [laptop, phone]) {
      expect((await h.request("/api/me/login-history", { cookie })).status).toBe(401);
      const session = await (await h.request("/api/auth/get-session", { cookie })).json();
      expect(session).toBeNull();
    }
    expect((await h.request("/api/users", { cookie: admin.cookie })).status).toBe(200);

    // Signed in again, they are a manager.
    const fresh = await signInAgain(user.email, TEST_PASSWORD, "198.51.100.22");
    const me = await (await h.request("/api/auth/get-session", { cookie: fresh })).json();
    expect(me.user.role).toBe("manager");
  });

  it("setting the same role again changes nothing and keeps the sessions", async () => {
    const user = await h.userWithSession("freelancer");
    const same = await h.request(`/api/users/${user.id}/role`, {
      method: "PUT",
      body: { role: "freelancer" },
      cookie: admin.cookie,
    });
    expect(same.status).toBe(200);
    expect((await h.request("/api/me/login-history", { cookie: user.cookie })).status).toBe(200);
  });

  it("a refused role change (the last administrator) keeps the sessions", async () => {
    const refused = await h.request(`/api/users/${admin.id}/role`, {
      method: "PUT",
      body: { role: "client" },
      cookie: admin.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await h.request("/api/users", { cookie: admin.cookie })).status).toBe(200);
  });

  it("a password change signs out the other sessions even when the client does not ask for it", async () => {
    const user = await h.userWithSession("client");
    const other = await signInAgain(user.email, TEST_PASSWORD, "198.51.100.23");
    const changed = await h.request("/api/auth/change-password", {
      body: { currentPassword: TEST_PASSWORD, newPassword: "New@Password2026" },
      cookie: user.cookie,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await h.request("/api/me/login-history", { cookie: other })).status).toBe(401);
    // The session that changed it goes on (better-auth gives it a fresh cookie).
    const current = sessionCookie(changed) || user.cookie;
    expect((await h.request("/api/me/login-history", { cookie: current })).status).toBe(200);
  });
});
