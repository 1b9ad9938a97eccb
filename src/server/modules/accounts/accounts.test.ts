import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHarness,
  type Harness,
  ORIGIN,
  sessionCookie,
  TEST_PASSWORD,
} from "../../../../test/api-harness";
import { loginHistory, mailOutbox, profiles, sessions } from "../../db/schema";

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SIGN_IN_RATE_LIMIT: "3" });
});
afterAll(() => h.close());

/** The session token inside a `better-auth.session_token=token.signature` cookie. */
const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)?.[1] ?? "").split(".")[0];

let signUps = 0;
const signUp = (body: unknown) =>
  h.request("/api/auth/sign-up/email", { body, ip: `198.51.100.${++signUps}` });

describe("sign-up (spec 1 §2, §5, §6)", () => {
  it("creates a client whatever role is sent; signing in gives a database session in an HttpOnly cookie", async () => {
    const response = await signUp({
      name: "Asha Rao",
      email: "asha@example.in",
      password: "Str0ng!Passw",
      role: "administrator",
    });
    expect(response.status).toBe(200);
    const signIn = await h.request("/api/auth/sign-in/email", {
      body: { email: "asha@example.in", password: "Str0ng!Passw" },
      ip: "198.51.100.200",
    });
    const setCookie = signIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    const [row] = await h.database.db.select().from(profiles).where(eq(profiles.email, "asha@example.in"));
    expect(row.role).toBe("client");
    expect(row.profileCompleted).toBe(false);
    const me = await h.request("/api/me", { cookie: sessionCookie(signIn) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: "asha@example.in",
      role: "client",
      profileCompleted: false,
    });
  });

  it.each([
    ["too short", "Sh0rt!a"],
    ["no uppercase", "lowercase!123"],
    ["no lowercase", "UPPERCASE!123"],
    ["no special character", "NoSpecial1234"],
  ])("refuses a password with %s, with the spec's message", async (kind, password) => {
    const response = await signUp({
      name: "Weak",
      email: `weak-${kind.replaceAll(" ", "-")}@example.in`,
      password,
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Password does not meet all requirements");
  });
});

describe("no account enumeration at sign-up (issue 19 item 9)", () => {
  /** The parts of an answer an outsider sees, ids and times aside. */
  const visible = async (response: Response) => {
    const body = await response.json();
    return {
      status: response.status,
      cookies: response.headers.getSetCookie().length,
      keys: Object.keys(body).sort(),
      token: body.token,
      user: { ...body.user, id: typeof body.user?.id, createdAt: undefined, updatedAt: undefined },
    };
  };

  it("answers a taken e-mail exactly like a fresh one, changes nothing, and e-mails the owner", async () => {
    const owner = await h.userWithSession("freelancer");
    const [before] = await h.database.db.select().from(profiles).where(eq(profiles.id, owner.id));
    await h.drainJobs();
    const outboxBefore = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));

    const body = { name: "Someone Else", password: "An0ther!Passw0rd" };
    const fresh = await visible(await signUp({ ...body, email: "fresh-enumeration@example.in" }));
    const taken = await visible(await signUp({ ...body, email: owner.email }));
    expect(taken).toEqual({ ...fresh, user: { ...fresh.user, email: owner.email } });
    expect(fresh).toMatchObject({ status: 200, cookies: 0, token: null });

    const [after] = await h.database.db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(after).toEqual(before);
    const intruder = await h.request("/api/auth/sign-in/email", {
      body: { email: owner.email, password: body.password },
      ip: "198.51.100.201",
    });
    expect(intruder.status).toBe(401);

    await h.drainJobs();
    const mails = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mails).toHaveLength(outboxBefore.length + 1);
    expect(mails.at(-1)?.subject).toBe("Someone tried to create a Kaarya account with your e-mail");
    expect(mails.at(-1)?.body).toContain("nothing was created");
  });
});

describe("better-auth's own routes obey the profile rules (issue 19 item 7)", () => {
  it("has no /update-user: a 20,000-character name or a javascript: image changes nothing", async () => {
    const { id, cookie } = await h.userWithSession("client");
    const [before] = await h.database.db.select().from(profiles).where(eq(profiles.id, id));
    for (const body of [{ name: "x".repeat(20_000) }, { image: "javascript:alert(document.cookie)" }]) {
      const response = await h.request("/api/auth/update-user", { body, cookie });
      expect(response.status).toBe(404);
    }
    const [after] = await h.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(after.fullName).toBe(before.fullName);
    expect(after.avatarUrl).toBe(before.avatarUrl);
  });

  it("takes a sign-up avatar only as an https link", async () => {
    for (const image of ["javascript:alert(1)", "http://example.in/me.png", "data:image/png;base64,AAAA"]) {
      const email = `avatar-${signUps}@example.in`;
      const response = await signUp({ name: "Avatar", email, password: "Str0ng!Passw", image });
      expect(response.status, image).toBe(400);
      expect(await h.database.db.select().from(profiles).where(eq(profiles.email, email))).toEqual([]);
    }
    const response = await signUp({
      name: "Avatar",
      email: "avatar-ok@example.in",
      password: "Str0ng!Passw",
      image: "https://example.in/me.png",
    });
    expect(response.status).toBe(200);
  });
});

describe("sign-in", () => {
  it("writes a login-history row with device, IP, locale and user agent", async () => {
    const { id } = await h.userWithSession("client");
    const rows = await h.database.db.select().from(loginHistory).where(eq(loginHistory.userId, id));
    expect(rows).toHaveLength(1);

    const ua =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
    const [user] = await h.database.db.select().from(profiles).where(eq(profiles.id, id));
    const response = await h.app.request(
      "/api/auth/sign-in/email",
      {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          "user-agent": ua,
          "accept-language": "en-IN,en;q=0.9",
        },
        body: JSON.stringify({ email: user.email, password: "Test@Password2025" }),
      },
      { incoming: { socket: { remoteAddress: "49.36.0.1" } } },
    );
    expect(response.status).toBe(200);
    const history = await h.database.db.select().from(loginHistory).where(eq(loginHistory.userId, id));
    const latest = history.find((r) => r.userAgent === ua);
    expect(latest).toMatchObject({
      ipAddress: "49.36.0.1",
      locale: "en-IN",
      location: "India",
      device: "Chrome on Linux",
    });
  });

  it("records the real IPv6 address, ::1 as Local network, and IPv4-mapped as IPv4 (issue 19 item 14)", async () => {
    const { id, email } = await h.userWithSession("client");
    const cases = [
      { socket: "::1", ipAddress: "::1", location: "Local network" },
      { socket: "2001:db8:85a3::8a2e:370:7334", ipAddress: "2001:db8:85a3::8a2e:370:7334", location: null },
      { socket: "::ffff:49.36.0.7", ipAddress: "49.36.0.7", location: "India" },
    ];
    for (const { socket, ipAddress, location } of cases) {
      const response = await h.request("/api/auth/sign-in/email", {
        body: { email, password: TEST_PASSWORD },
        ip: socket,
      });
      expect(response.status, socket).toBe(200);
      const history = await h.database.db.select().from(loginHistory).where(eq(loginHistory.userId, id));
      expect(history.find((row) => row.ipAddress === ipAddress)?.location, socket).toBe(location);
      const [session] = await h.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(sessionCookie(response))));
      expect(session.ipAddress).toBe(ipAddress);
    }
  });

  it("rejects a wrong password with 401", async () => {
    const { email } = await h.userWithSession("client");
    const response = await h.request("/api/auth/sign-in/email", {
      body: { email, password: "Wrong@Password1" },
    });
    expect(response.status).toBe(401);
  });

  it("rate-limits sign-in attempts per IP (429 past the limit)", async () => {
    const attempt = () =>
      h.app.request(
        "/api/auth/sign-in/email",
        {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ email: "nobody@example.in", password: "Whatever@123" }),
        },
        { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
      );
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const fromElsewhere = await h.request("/api/auth/sign-in/email", {
      body: { email: "nobody@example.in", password: "Whatever@123" },
      ip: "203.0.113.10",
    });
    expect(fromElsewhere.status).toBe(401);
  });

  it("ignores a client-sent IP header (it cannot dodge the limit)", async () => {
    const response = await h.app.request(
      "/api/auth/sign-in/email",
      {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "x-kaarya-client-ip": "198.51.100.1" },
        body: JSON.stringify({ email: "nobody@example.in", password: "Whatever@123" }),
      },
      { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
    );
    expect(response.status).toBe(429);
  });
});

describe("sign-out", () => {
  it("ends the session", async () => {
    const { cookie } = await h.userWithSession("client");
    expect((await h.request("/api/me", { cookie })).status).toBe(200);
    const out = await h.request("/api/auth/sign-out", { method: "POST", body: {}, cookie });
    expect(out.status).toBe(200);
    expect((await h.request("/api/me", { cookie })).status).toBe(401);
  });
});

describe("change password (spec 1 §2, §5; issue 7 item 2)", () => {
  it("checks the current password and the rules on the server, and signs out the other sessions", async () => {
    const user = await h.userWithSession("client");
    const other = await h.request("/api/auth/sign-in/email", {
      body: { email: user.email, password: TEST_PASSWORD },
      ip: "203.0.113.77",
    });
    const otherCookie = sessionCookie(other);
    // better-auth allows 3 password changes per 10 s per address; each attempt comes from its own.
    let attempts = 0;
    const change = (body: Record<string, unknown>) =>
      h.request("/api/auth/change-password", {
        body: { revokeOtherSessions: true, ...body },
        cookie: user.cookie,
        ip: `203.0.113.${100 + ++attempts}`,
      });

    const short = await change({ currentPassword: TEST_PASSWORD, newPassword: "Short1!" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("New password must be at least 8 characters long");
    const same = await change({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect((await same.json()).message).toBe("New password must be different from current password");
    const wrong = await change({ currentPassword: "Not@MyPassword1", newPassword: "Brand@NewPass9" });
    expect(wrong.status).toBe(400);

    const ok = await change({ currentPassword: TEST_PASSWORD, newPassword: "Brand@NewPass9" });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await h.request("/api/me", { cookie: otherCookie })).status).toBe(401);
    const again = await h.request("/api/auth/sign-in/email", {
      body: { email: user.email, password: "Brand@NewPass9" },
      ip: "203.0.113.78",
    });
    expect(again.status).toBe(200);
  });
});
