import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parse } from "hono/utils/cookie";
import { LRUCache } from "lru-cache";
import type { Role } from "@/domain/roles";
import type { Auth } from "../auth";
import type { Db } from "../db/client";
import { profiles, sessions } from "../db/schema";
import type { Actor } from "./actor";

/** Session cookies a process remembers as correctly signed (some 150 bytes each). */
const VERIFIED_COOKIES = 10_000;

/** Reads the actor of a request from its headers: `null` when signed out or the session is not valid. */
export type ActorReader = (headers: Headers) => Promise<Actor | null>;

/** What the fast path needs from better-auth's configuration, read once. */
interface SessionSettings {
  cookieName: string;
  secret: string;
  /** Session lifetime and refresh age (better-auth's `expiresIn`, `updateAge`), in milliseconds. */
  expiresInMs: number;
  updateAgeMs: number;
}

async function sessionSettings(auth: Auth): Promise<SessionSettings> {
  const context = await auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

/**
 * The session token of a better-auth signed cookie value (`token.signature`, the signature being the base64
 * HMAC-SHA256 of the token under `secret`, as better-call signs it), or `null` when absent or not signed by
 * `secret`. Node's HMAC, not Hono's `parseSigned`, which imports the key through WebCrypto on every call:
 * 89 µs against 3 µs a request on this machine (decision 0018).
 */
export function verifiedSessionToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The per-request session check (decision 0018). A request whose better-auth session cookie carries a valid
 * signature (checked once per cookie value and process) costs one prepared statement: the session row
 * joined with its user, read fresh every time (no cache), so a deleted session (sign-out, password change,
 * role change) or an edited role counts on the very next request in every process. A session that is
 * unknown or whose user is gone reads as signed out. Every other case is left to better-auth's own
 * `getSession`, which then does what it always does: a cookie not signed by the secret, an expired session
 * (better-auth deletes it) and a session due for its sliding refresh (better-auth extends `expires_at`, or
 * not for a "don't remember me" session).
 */
export function createActorReader(auth: Auth, db: Db): ActorReader {
  const lookup = db
    .select({
      expiresAt: sessions.expiresAt,
      id: profiles.id,
      email: profiles.email,
      role: profiles.role,
      profileCompleted: profiles.profileCompleted,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_actor");
  let settings: Promise<SessionSettings> | undefined;
  // Cookie values whose signature checked out, with their token: a signature stays good while the secret
  // does, so a process computes the HMAC once per session cookie it sees, not on every request.
  const verified = new LRUCache<string, string>({ max: VERIFIED_COOKIES });

  const viaBetterAuth: ActorReader = async (headers) => {
    const user = (await auth.api.getSession({ headers }))?.user;
    return user
      ? { id: user.id, email: user.email, role: user.role as Role, profileCompleted: user.profileCompleted }
      : null;
  };

  return async (headers) => {
    const cookie = headers.get("cookie");
    // No session cookie, no session: anonymous requests never reach the database.
    if (!cookie?.includes("session_token")) return null;
    settings ??= sessionSettings(auth);
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    const value = parse(cookie, cookieName)[cookieName];
    if (!value) return viaBetterAuth(headers);
    let token = verified.get(value);
    if (token === undefined) {
      const checked = verifiedSessionToken(value, secret);
      if (!checked) return viaBetterAuth(headers);
      verified.set(value, checked);
      token = checked;
    }
    const [row] = await lookup.execute({ token });
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    // Expired, or due for the sliding refresh (better-auth's own test): better-auth deletes or extends it.
    if (expiresAt < now || expiresAt - expiresInMs + updateAgeMs <= now) return viaBetterAuth(headers);
    return { id: row.id, email: row.email, role: row.role as Role, profileCompleted: row.profileCompleted };
  };
}
