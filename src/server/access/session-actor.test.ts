import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createHarness, type Harness, TEST_SECRET } from "../../../test/api-harness";
import { profiles, sessions } from "../db/schema";
import { createActorReader, verifiedSessionToken } from "./session-actor";

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

const headersOf = (cookie: string) => new Headers({ cookie });
const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)?.[1] ?? "").split(".")[0];

describe("verifiedSessionToken", () => {
  const sign = (token: string) => createHmac("sha256", TEST_SECRET).update(token).digest("base64");

  it("returns the token of a value signed with the secret", () => {
    expect(verifiedSessionToken(`abc.def.${sign("abc.def")}`, TEST_SECRET)).toBe("abc.def");
  });

  it("refuses another secret's signature, a changed token, no signature and nothing", () => {
    const other = createHmac("sha256", "another secret").update("abc").digest("base64");
    expect(verifiedSessionToken(`abc.${other}`, TEST_SECRET)).toBeNull();
    expect(verifiedSessionToken(`abd.${sign("abc")}`, TEST_SECRET)).toBeNull();
    expect(verifiedSessionToken("abc", TEST_SECRET)).toBeNull();
    expect(verifiedSessionToken(`.${sign("")}`, TEST_SECRET)).toBeNull();
    expect(verifiedSessionToken(undefined, TEST_SECRET)).toBeNull();
  });
});

describe("createActorReader (decision 0018)", () => {
  it("reads a better-auth session with one query of its own, agreeing with better-auth", async () => {
    const user = await h.userWithSession("manager");
    const read = createActorReader(h.deps.auth, h.deps.db);
    const getSession = vi.spyOn(h.deps.auth.api, "getSession");
    const actor = await read(headersOf(user.cookie));
    expect(getSession).not.toHaveBeenCalled();
    expect(actor).toEqual({ id: user.id, email: user.email, role: "manager", profileCompleted: true });
    getSession.mockRestore();
    const session = await h.deps.auth.api.getSession({ headers: headersOf(user.cookie) });
    expect(session?.user.id).toBe(actor?.id);
  });

  it("reads the __Secure- cookie better-auth sets when the app is served over https", async () => {
    const secure = await createHarness({ APP_URL: "https://kaarya.example" });
    try {
      const user = await secure.userWithSession("client");
      expect(user.cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      const getSession = vi.spyOn(secure.deps.auth.api, "getSession");
      const read = createActorReader(secure.deps.auth, secure.deps.db);
      expect(await read(headersOf(user.cookie))).toMatchObject({ id: user.id, role: "client" });
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      await secure.close();
    }
  });

  it("has no session without the cookie, with an unknown token, or once the session is deleted", async () => {
    const user = await h.userWithSession("client");
    const read = createActorReader(h.deps.auth, h.deps.db);
    expect(await read(new Headers())).toBeNull();
    expect(await read(headersOf("theme=dark"))).toBeNull();
    const signed = (token: string) =>
      `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac("sha256", TEST_SECRET).update(token).digest("base64")}`)}`;
    expect(await read(headersOf(signed("no-such-token")))).toBeNull();

    expect(await read(headersOf(user.cookie))).not.toBeNull();
    await h.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await read(headersOf(user.cookie))).toBeNull();
  });

  it("sees a role or profile change made in the database on the next request (nothing is cached)", async () => {
    const user = await h.userWithSession("client");
    const read = createActorReader(h.deps.auth, h.deps.db);
    expect((await read(headersOf(user.cookie)))?.role).toBe("client");
    await h.database.db
      .update(profiles)
      .set({ role: "administrator", profileCompleted: false })
      .where(eq(profiles.id, user.id));
    expect(await read(headersOf(user.cookie))).toMatchObject({
      role: "administrator",
      profileCompleted: false,
    });
  });

  it("leaves a cookie with a forged signature to better-auth, which refuses it", async () => {
    const user = await h.userWithSession("client");
    const read = createActorReader(h.deps.auth, h.deps.db);
    const forged = `better-auth.session_token=${encodeURIComponent(`${tokenOf(user.cookie)}.${"A".repeat(43)}=`)}`;
    // The genuine cookie seen first (its signature is then remembered) does not vouch for the forged one.
    expect(await read(headersOf(user.cookie))).toMatchObject({ id: user.id });
    const getSession = vi.spyOn(h.deps.auth.api, "getSession");
    expect(await read(headersOf(forged))).toBeNull();
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it("reads the session cookie among others, in a short or a long Cookie header, each seen again", async () => {
    const user = await h.userWithSession("client");
    const read = createActorReader(h.deps.auth, h.deps.db);
    const getSession = vi.spyOn(h.deps.auth.api, "getSession");
    const short = `theme=dark; ${user.cookie}`;
    // Over the 512 characters a header is remembered whole: parsed on every read.
    const long = `${user.cookie}; prefs=${"x".repeat(600)}`;
    for (const header of [short, short, long, long]) {
      expect(await read(headersOf(header))).toMatchObject({ id: user.id, role: "client" });
    }
    expect(getSession).not.toHaveBeenCalled();
    // The header remembered whole stands for the token only: the session's end is still seen.
    await h.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await read(headersOf(short))).toBeNull();
    expect(await read(headersOf(long))).toBeNull();
  });

  it("leaves an expired session to better-auth, which deletes it", async () => {
    const user = await h.userWithSession("client");
    const read = createActorReader(h.deps.auth, h.deps.db);
    await h.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect(await read(headersOf(user.cookie))).toBeNull();
    expect(await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("leaves a session due for its sliding refresh to better-auth, which extends it", async () => {
    const user = await h.userWithSession("freelancer");
    const read = createActorReader(h.deps.auth, h.deps.db);
    const { expiresIn, updateAge } = (await h.deps.auth.$context).sessionConfig;
    // Issued just over `updateAge` ago: better-auth refreshes it on its next read.
    const due = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000);
    await h.database.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.userId, user.id));
    const getSession = vi.spyOn(h.deps.auth.api, "getSession");
    expect(await read(headersOf(user.cookie))).toMatchObject({ id: user.id, role: "freelancer" });
    expect(getSession).toHaveBeenCalledTimes(1);
    const [row] = await h.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(due.getTime() + (updateAge - 120) * 1000);
  });
});
