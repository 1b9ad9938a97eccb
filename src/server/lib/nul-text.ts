import type { MiddlewareHandler } from "hono";
import { errorBody } from "./app-error";

/**
 * Text holding U+0000 (issue 19 item 22): PostgreSQL refuses NUL in `text` and `jsonb`, so such input is
 * refused at the edge with 400 `validation_failed` instead of failing in the database with a 500. Our
 * routes check it in the shared validation hook (`createRouter`); better-auth's, which we do not validate,
 * through {@link refuseNulText}.
 *
 * @module
 */

/** The message of a text field or query parameter that holds U+0000. */
export const NUL_MESSAGE = "must not contain the NUL character (U+0000)";

/**
 * The dotted paths of the strings (and object keys) in `input` that hold U+0000; "" for a bare string.
 * Arrays and plain objects are walked without recursion (a free-form JSON field may be deeply nested);
 * files, dates and numbers are skipped.
 */
export function nulPaths(input: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[input, ""]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) found.push(path);
      continue;
    }
    const walkable =
      Array.isArray(value) ||
      (typeof value === "object" &&
        value !== null &&
        [Object.prototype, null].includes(Object.getPrototypeOf(value)));
    if (!walkable) continue;
    for (const [key, item] of Object.entries(value as object)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) found.push(at);
      stack.push([item, at]);
    }
  }
  return found;
}

/** The 400 envelope naming each path of `paths` (DESIGN §4, as a failed validation). */
export function nulRefusal(paths: string[]) {
  return errorBody(
    "validation_failed",
    `${paths[0] ? `${paths[0]}: ` : ""}${NUL_MESSAGE}`,
    paths.map((path) => ({ path, message: NUL_MESSAGE })),
  );
}

/**
 * Refuses a request whose query parameters or JSON body hold U+0000, for routes whose input is not
 * validated by our schemas (better-auth's). The body is read from a copy (it is bounded by the body limit
 * already), so the handler still reads the original; a body that is not JSON is left to the handler.
 */
export const refuseNulText: MiddlewareHandler = async (c, next) => {
  const query = [...new URL(c.req.url).searchParams].filter(([k, v]) => `${k}${v}`.includes("\u0000"));
  let body: unknown;
  if (/json/i.test(c.req.header("content-type") ?? "") && c.req.raw.body)
    body = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
  const paths = [...query.map(([k]) => k), ...nulPaths(body)];
  if (paths.length) return c.json(nulRefusal(paths), 400);
  await next();
};
