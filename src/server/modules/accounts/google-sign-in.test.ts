import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, ORIGIN, sessionCookie } from "../../../../test/api-harness";
import {
  type FakeGoogle,
  type FakeGoogleIdentity,
  startFakeGoogle,
} from "../../../../test/fakes/google-fake";
import { accounts, loginHistory, profiles } from "../../db/schema";
import { GOOGLE_PATHS } from "../../integrations/google/google-endpoints";

let google: FakeGoogle;
let h: Harness;
beforeAll(async () => {
  google = await startFakeGoogle();
  h = await createHarness({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_BASE_URL: google.baseUrl,
  });
});
afterAll(async () => {
  await h.close();
  await google.close();
});

let starts = 0;
/** POST /api/auth/sign-in/social, each from its own address (better-auth allows 3 sign-ins per 10 s per IP). */
const startSignIn = (body: object) =>
  h.request("/api/auth/sign-in/social", { body, ip: `203.0.113.${++starts}` });

/** Merges Set-Cookie pairs into a Cookie header, later values winning. */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const pair of headers.join("; ").split("; ").filter(Boolean)) {
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * The whole authorization-code flow as a browser runs it: the sign-in page's button (POST
 * /api/auth/sign-in/social), the provider's consent page, the redirect back to /api/auth/callback/google.
 * Returns the callback's response and the cookies the browser would hold after it.
 */
async function signInWithGoogle(identity: FakeGoogleIdentity) {
  const start = await startSignIn({ provider: "google", callbackURL: "/", errorCallbackURL: "/signin" });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Choose an account");
  const callback = new URL(await google.consent(url, identity));
  const response = await h.request(`${callback.pathname}${callback.search}`, {
    cookie: sessionCookie(start),
  });
  return {
    authorizeUrl: new URL(url),
    response,
    cookie: mergeCookies(sessionCookie(start), sessionCookie(response)),
  };
}

describe("Sign in with Google (spec 1 §2 Sign In, §7 social OAuth) against a fake Google", () => {
  it("sends the browser to the configured provider with PKCE and the app's callback", async () => {
    const start = await startSignIn({ provider: "google", callbackURL: "/" });
    const url = new URL(((await start.json()) as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.baseUrl}${GOOGLE_PATHS.authorize}`);
    expect(url.searchParams.get("client_id")).toBe(google.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/google`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
  });

  it("creates a client with an incomplete profile, a Google account, a session and a login-history row", async () => {
    const identity = { email: "meera.google@example.in", name: "Meera Iyer" };
    const { response, cookie } = await signInWithGoogle(identity);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(google.calls).toEqual(
      expect.arrayContaining([
        `POST ${GOOGLE_PATHS.token}`,
        `GET ${GOOGLE_PATHS.jwks}`,
        `GET ${GOOGLE_PATHS.userinfo}`,
      ]),
    );

    const me = await h.request("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: identity.email,
      fullName: "Meera Iyer",
      role: "client",
      profileCompleted: false,
    });
    const [profile] = await h.database.db.select().from(profiles).where(eq(profiles.email, identity.email));
    const linked = await h.database.db.select().from(accounts).where(eq(accounts.userId, profile.id));
    expect(linked.map((a) => a.providerId)).toEqual(["google"]);
    const logins = await h.database.db.select().from(loginHistory).where(eq(loginHistory.userId, profile.id));
    expect(logins).toHaveLength(1);

    // spec 1 §2 Change Password: the page sees a Google-only account (its notice) and the server refuses.
    const listed = await h.request("/api/auth/list-accounts", { cookie });
    expect(((await listed.json()) as { providerId: string }[]).map((a) => a.providerId)).toEqual(["google"]);
    const change = await h.request("/api/auth/change-password", {
      body: { currentPassword: "anything-at-all", newPassword: "Another!Pass1" },
      cookie,
    });
    expect(change.status).toBeGreaterThanOrEqual(400);

    // Signing in again finds the same user and records a second sign-in.
    const again = await signInWithGoogle(identity);
    expect(again.response.status).toBe(302);
    const users = await h.database.db.select().from(profiles).where(eq(profiles.email, identity.email));
    expect(users).toHaveLength(1);
    const after = await h.database.db.select().from(loginHistory).where(eq(loginHistory.userId, profile.id));
    expect(after).toHaveLength(2);
  });

  it("links Google to an existing e-mail account of the same (Google-verified) address", async () => {
    const { id, email } = await h.userWithSession("client");
    const { response, cookie } = await signInWithGoogle({ email, name: "Someone Else" });
    expect(response.headers.get("location")).toBe("/");
    expect((await (await h.request("/api/me", { cookie })).json()).id).toBe(id);
    const linked = await h.database.db.select().from(accounts).where(eq(accounts.userId, id));
    expect(linked.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);
  });

  it("refuses an id_token the provider's keys did not sign, and creates nobody", async () => {
    google.forgeIdTokens = true;
    try {
      const { response, cookie } = await signInWithGoogle({ email: "forged@example.in", name: "Forged" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/signin\?error=/);
      expect((await h.request("/api/me", { cookie })).status).toBe(401);
      const rows = await h.database.db.select().from(profiles).where(eq(profiles.email, "forged@example.in"));
      expect(rows).toEqual([]);
    } finally {
      google.forgeIdTokens = false;
    }
  });

  it("refuses a replayed callback (its state and code are single-use)", async () => {
    const identity = { email: "replay@example.in", name: "Replay" };
    const start = await startSignIn({ provider: "google", callbackURL: "/", errorCallbackURL: "/signin" });
    const { url } = (await start.json()) as { url: string };
    const callback = new URL(await google.consent(url, identity));
    const path = `${callback.pathname}${callback.search}`;
    const first = await h.request(path, { cookie: sessionCookie(start) });
    expect(first.headers.get("location")).toBe("/");
    const second = await h.request(path, { cookie: sessionCookie(start) });
    expect(second.headers.get("location")).not.toBe("/");
  });
});

describe("without GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET", () => {
  it("has no Google provider to sign in with", async () => {
    const plain = await createHarness();
    try {
      const response = await plain.request("/api/auth/sign-in/social", {
        body: { provider: "google", callbackURL: "/" },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect((await (await plain.request("/api/config")).json()).googleSignIn).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
