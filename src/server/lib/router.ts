import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";
import type { Actor } from "../access/actor";
import type { AppEnv } from "../context";
import { AppError, errorBody } from "./app-error";
import { type KeptJson, keptJsonOf } from "./kept-json";
import { nulPaths, nulRefusal } from "./nul-text";

/**
 * A router whose request validation failures become the 400 error envelope with field details
 * (DESIGN §4) instead of zod's raw output. Every validated input (path, query, JSON and form fields)
 * also passes here: text holding U+0000 is refused with the same 400 `validation_failed` (issue 19
 * item 22), in this one place rather than per route (better-auth's routes, which our schemas do not
 * validate, pass `refuseNulText` instead).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) {
        // The raw JSON body too: a field the schema drops ("customProfession" beside another profession)
        // is still refused, so no input with NUL passes, stored or not (hono caches the parsed body).
        const raw = result.target === "json" ? await c.req.json().catch(() => undefined) : undefined;
        const nul = [...new Set([...nulPaths(result.data), ...nulPaths(raw)])];
        return nul.length ? c.json(nulRefusal(nul), 400) : undefined;
      }
      const details = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      const first = details[0];
      return c.json(
        errorBody(
          "validation_failed",
          first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid input",
          details,
        ),
        400,
      );
    },
  });
}

/**
 * The signed-in actor of a request with a completed profile (spec 1 §2: everything else waits for the
 * profile). Throws 401 without a session and 403 `profile_incomplete` before the profile is done.
 */
export function actorOf(c: Context<AppEnv>, options: { allowIncompleteProfile?: boolean } = {}): Actor {
  const actor = c.var.actor;
  if (!actor) throw new AppError("unauthenticated", "Please sign in to continue.");
  if (!actor.profileCompleted && !options.allowIncompleteProfile) {
    throw new AppError("profile_incomplete", "Please complete your profile first.");
  }
  return actor;
}

/**
 * A route's JSON text: made for this request (a string, or its UTF-8 bytes when parts of them were encoded
 * ahead, see `projectDetailText`), or kept and answered many times ({@link KeptJson}).
 */
export type JsonText = string | Uint8Array | KeptJson;

/** Accept-Encoding's codings with q > 0, as hono's `compress()` weighs them (an absent coding takes `*`'s q). */
const ENCODINGS = ["gzip", "deflate"] as const;

/**
 * Whether `compress()` (app.ts) would answer this request with gzip: gzip is accepted (q > 0, `*` counting
 * for it when not named) and no coding with a higher q (deflate) is. Deflate-only clients get the identity
 * bytes, which `compress()` then deflates itself.
 * @param header the request's Accept-Encoding, undefined when absent (identity).
 */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q ?? 0;
  const [gzip, deflate] = ENCODINGS.map(
    (coding) => accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? wildcard,
  );
  return gzip > 0 && (gzip === 1 || gzip >= deflate);
}

/**
 * A 200 answer of `value` as JSON: `c.json(value, 200)` for a value made for this request; for a value
 * marked by `keepAnswer` (lib/kept-json.ts), the {@link KeptJson} of `JSON.stringify(value)`, made at its
 * first answer and answered by {@link jsonTextOk} (the same bytes, with their Content-Length; decision 0041).
 */
export function jsonValueOk<T extends object>(c: Context, value: T) {
  const kept = keptJsonOf(value);
  return kept ? jsonTextOk<T>(c, kept) : c.json<T, 200>(value, 200);
}

/**
 * A 200 answer of JSON text made ahead (`text` must be `JSON.stringify` of a `T`, e.g. partly kept, see
 * `projectDetailText`), with the headers and the type `c.json(value, 200)` would give it, so the typed web
 * client (DESIGN §2) still knows its shape. A {@link KeptJson} is answered as its kept bytes: to a client
 * that takes gzip ({@link takesGzip}) its kept gzip with `Content-Encoding: gzip` (so `compress()` leaves it
 * alone), to others its identity bytes; either way with the Content-Length of the bytes sent and
 * `Vary: Accept-Encoding` (the only Vary of the API's answers, as app.ts sets it). No ETag: none of the API's
 * answers has one.
 */
export function jsonTextOk<T extends object>(c: Context, text: JsonText) {
  type Answer = ReturnType<typeof c.json<T, 200>>;
  if (typeof text === "string" || text instanceof Uint8Array) {
    return c.body(text as string | Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/json",
    }) as unknown as Answer;
  }
  // Vary is set, not merged: reading the answer's headers so far (`c.res`) makes hono rebuild the answer around
  // a stream copy of its body when the handler returns (decision 0018); no API answer varies on more (app.ts).
  const headers: Record<string, string> = { "Content-Type": "application/json", Vary: "Accept-Encoding" };
  if (c.req.method !== "HEAD" && takesGzip(c.req.header("Accept-Encoding"))) {
    const gzip = text.gzip;
    headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = String(gzip.byteLength);
    return c.body(gzip as Uint8Array<ArrayBuffer>, 200, headers) as unknown as Answer;
  }
  headers["Content-Length"] = String(text.bytes.byteLength);
  return c.body(text.bytes as Uint8Array<ArrayBuffer>, 200, headers) as unknown as Answer;
}
