import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Actor } from "../access/actor";
import type { AppEnv } from "../context";
import { AppError, errorBody } from "./app-error";
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
 * A 200 answer of JSON text made ahead (`text` must be `JSON.stringify` of a `T`, e.g. partly kept, see
 * `projectDetailText`), with the headers and the type `c.json(value, 200)` would give it, so the typed web
 * client (DESIGN §2) still knows its shape.
 */
export function jsonTextOk<T extends object>(c: Context, text: string) {
  return c.body(text, 200, { "Content-Type": "application/json" }) as unknown as ReturnType<
    typeof c.json<T, 200>
  >;
}
