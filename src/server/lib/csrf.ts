import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { errorBody } from "./app-error";

/**
 * Paths under `/api` that take state-changing requests from outside the browser session, so they carry no
 * Origin of ours: the payment gateways' webhooks (server to server) and the gateway's browser return
 * (a top-level navigation from the gateway's site). Both are verified by the gateway's signature and
 * applied idempotently (payments.routes.ts), which is what protects them instead. And the browsers'
 * Content-Security-Policy reports (ops/csp-report.ts), which read no session and only log.
 */
export const CSRF_EXEMPT_PREFIXES = [
  "/api/payments/webhook/",
  "/api/payments/return",
  "/api/csp-report",
] as const;

/** Error code of the refusal (403). */
export const CROSS_SITE_REFUSED = "cross_site_request";

const SAFE_METHOD = /^(GET|HEAD|OPTIONS)$/;

function isExempt(path: string): boolean {
  return CSRF_EXEMPT_PREFIXES.some((prefix) =>
    prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/**
 * True when the browser says the request comes from another site, whatever its content type: an Origin
 * that is not one of ours (`null` included) or a Sec-Fetch-Site other than same-origin, unless the other
 * header vouches for it (the rule of Hono's `csrf`, where either check passing is enough).
 */
function declaredCrossSite(c: Context, origins: readonly string[]): boolean {
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  if (site === "same-origin" || (origin !== undefined && origins.includes(origin))) return false;
  return origin !== undefined || site !== undefined;
}

const refuse = (c: Context) =>
  c.json(
    errorBody(
      CROSS_SITE_REFUSED,
      "This request came from another site and was refused. Reload the page and try again.",
    ),
    403,
  );

/**
 * CSRF protection for every state-changing request (POST, PUT, PATCH, DELETE) under `/api`, better-auth's
 * `/api/auth/*` included, answering 403 with the error envelope (code `cross_site_request`).
 *
 * Two layers, both on the browser's own headers (no token to thread through the SPA):
 * - Hono's `csrf` middleware: a body a cross-site `<form>` can send (form-encoded, multipart, text/plain or
 *   no content type) must come with `Sec-Fetch-Site: same-origin` or an Origin in `origins`; a request
 *   with neither header is refused too.
 * - Any other content type (JSON) needs a CORS preflight from another site, which this app never grants;
 *   still, one whose Origin or Sec-Fetch-Site names another site is refused as well, so the protection
 *   does not rest on CORS staying closed. A JSON request with neither header (curl, a server) is not a
 *   browser's and passes, to meet the session check like any other.
 *
 * Exempt: {@link CSRF_EXEMPT_PREFIXES}. Session cookies are also `SameSite=Lax` (better-auth's default),
 * so a cross-site POST does not even carry the session; this is the second lock.
 * @param origins the app's own origins: `APP_URL` and better-auth's trusted origins.
 */
export function csrfProtection(origins: readonly string[]): MiddlewareHandler {
  const guard = csrf({ origin: [...origins], secFetchSite: "same-origin" });
  return async (c, next) => {
    if (SAFE_METHOD.test(c.req.method) || isExempt(c.req.path)) return next();
    if (declaredCrossSite(c, origins)) return refuse(c);
    let passed = false;
    try {
      await guard(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      // Only the guard's own refusal is turned into the envelope; errors from the route pass on.
      if (!passed && error instanceof HTTPException && error.status === 403) return refuse(c);
      throw error;
    }
  };
}
