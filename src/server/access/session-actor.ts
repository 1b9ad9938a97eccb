import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { parse } from "hono/utils/cookie";
import { LRUCache } from "lru-cache";
import type { Role } from "@/domain/roles";
import type { Auth } from "../auth";
import type { Db } from "../db/client";
import { profiles, sessions } from "../db/schema";
import { keptWhileLive } from "../lib/kept-while-live";
import type { EventHub } from "../realtime/event-hub";
import type { Actor } from "./actor";

/** Session cookies a process remembers as correctly signed (some 150 bytes each). */
const VERIFIED_COOKIES = 10_000;

/**
 * Cookie headers up to this many characters are remembered whole with the verified token they carry, so a
 * request that sends the same header again is not parsed (hono's `parse`, some 2.5 % of the server's CPU
 * under a kept list at 100 connections, bench/list-performance.md). A header of the session cookie alone
 * is some 110 characters; longer ones are parsed every time. At most {@link VERIFIED_COOKIES} of them.
 */
const WHOLE_HEADER_CHARS = 512;

/** Sessions whose actor a process keeps between their notices (some 300 bytes each, decision 0039). */
const KEPT_SESSIONS = 10_000;

/** What {@link createActorReader} needs of the process's event hub: the notices and whether they arrive. */
export type ActorNotices = Pick<EventHub, "subscribe" | "isLive" | "epoch">;

/** A session's actor as last read, with its expiry (epoch milliseconds). */
interface KeptSession {
  actor: Actor;
  expiresAt: number;
}

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

/**
 * Whether a session expiring at `expiresAt` (epoch ms) is expired or due for its sliding refresh at `now`
 * (better-auth's own test): better-auth then deletes or extends it.
 */
function dueAt(settings: SessionSettings, expiresAt: number, now: number): boolean {
  return expiresAt < now || expiresAt - settings.expiresInMs + settings.updateAgeMs <= now;
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
 * The sessions' actors one process keeps (decision 0039), by token, for as long as the notices that would
 * make them stale are known to arrive: `access.changed` (migrations 0013 and 0024: a session updated or
 * deleted, a profile's role, e-mail, completion or id changed, a profile deleted) forgets the user's, and any
 * gap in the notices (`notices.epoch` raised) forgets all. A read started before a notice or a gap is not kept.
 */
function keptSessions(notices: ActorNotices) {
  const kept = keptWhileLive<string, KeptSession>(notices, KEPT_SESSIONS);
  notices.subscribe(
    (event) => {
      if (event.type !== "access.changed") return;
      const { userId } = event;
      kept.forget(userId === "*" ? undefined : (session) => session.actor.id === userId);
    },
    () => kept.close(),
    { stream: false },
  );
  return kept;
}

/**
 * The per-request session check (decisions 0018 and 0039). A request whose better-auth session cookie carries
 * a valid signature (checked once per cookie value and process) is answered from the actor this process keeps
 * for the session, when `notices` (the process's event hub) is given and live and no notice of the user came
 * since it was read: no statement. Otherwise one prepared statement reads the session row joined with its user
 * and, when `notices` is live, keeps the answer. A deleted or changed session (sign-out, password change, role
 * change, sliding refresh) or a changed role, e-mail or completion sends a notice at its commit, which the
 * process hears before the committing call returns on PGlite, and milliseconds after the commit on a server.
 * A session that is unknown or whose user is gone reads as signed out (and is not kept). Every other case is
 * left to better-auth's own `getSession`, kept session or not, which then does what it always does: a cookie
 * not signed by the secret, an expired session (better-auth deletes it) and a session due for its sliding
 * refresh (better-auth extends `expires_at`, or not for a "don't remember me" session).
 */
export function createActorReader(auth: Auth, db: Db, notices?: ActorNotices): ActorReader {
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
  // Whole Cookie headers (up to WHOLE_HEADER_CHARS) whose session cookie was found and verified, with its
  // token: the same header always holds the same cookie, so it is parsed once, not on every request.
  const verifiedHeaders = new LRUCache<string, string>({ max: VERIFIED_COOKIES });
  const kept = notices ? keptSessions(notices) : undefined;

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
    const current = await settings;
    const wholeHeader = cookie.length <= WHOLE_HEADER_CHARS;
    let token = wholeHeader ? verifiedHeaders.get(cookie) : undefined;
    if (token === undefined) {
      const value = parse(cookie, current.cookieName)[current.cookieName];
      if (!value) return viaBetterAuth(headers);
      token = verified.get(value);
      if (token === undefined) {
        const checked = verifiedSessionToken(value, current.secret);
        if (!checked) return viaBetterAuth(headers);
        verified.set(value, checked);
        token = checked;
      }
      if (wholeHeader) verifiedHeaders.set(cookie, token);
    }
    const known = kept?.get(token);
    if (known) {
      if (!dueAt(current, known.expiresAt, Date.now())) return { ...known.actor };
      kept?.delete(token);
      return viaBetterAuth(headers);
    }
    const mark = kept?.mark();
    const [row] = await lookup.execute({ token });
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    if (dueAt(current, expiresAt, Date.now())) return viaBetterAuth(headers);
    const actor: Actor = {
      id: row.id,
      email: row.email,
      role: row.role as Role,
      profileCompleted: row.profileCompleted,
    };
    if (mark) kept?.keep(token, { actor, expiresAt }, mark);
    return { ...actor };
  };
}
