import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env";
import { CSP_REPORT_PATH } from "./csp-report";

/** Razorpay's in-page Checkout: its script, the frames it opens, what they call and show (issue 4 item 1). */
const RAZORPAY = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  img: ["https://cdn.razorpay.com"],
};

/** A Content-Security-Policy as directive -> sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * The app's Content-Security-Policy (issue 8). Scripts only from this origin (the built SPA is one module
 * script; the API reference's inline start-up script is allowed by its hash, see {@link securityHeaders});
 * Razorpay's checkout script, frames and calls only when `PAYMENT_GATEWAY=razorpay`. Styles allow inline
 * (toasts, dialogs and the sandbox payment page set styles at run time; no script runs from a style).
 * Images from this origin, data:/blob: URLs and Google profile pictures (Google sign-in). Connections to this
 * origin only (fetch, event streams, the interview WebSocket: CSP3 'self' covers ws/wss of the same host).
 * Forms post only here (the sandbox page's Pay/Fail); the PhonePe hosted page is reached by navigation, which
 * CSP does not restrict. No page may be framed (frame-ancestors 'none'), no plugins, no <base> elsewhere.
 * Violations are reported to `/api/csp-report` (report-uri, and report-to with a Reporting-Endpoints header).
 */
export function contentSecurityPolicy(env: Pick<Env, "PAYMENT_GATEWAY" | "NODE_ENV">): CspDirectives {
  const razorpay = env.PAYMENT_GATEWAY === "razorpay";
  const directives: CspDirectives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(razorpay ? RAZORPAY.script : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://*.googleusercontent.com",
      ...(razorpay ? RAZORPAY.img : []),
    ],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": razorpay ? RAZORPAY.frame : ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    // Violations go to ops/csp-report.ts: report-to for browsers with the Reporting API, report-uri for the rest.
    "report-uri": [CSP_REPORT_PATH],
    "report-to": ["csp"],
  };
  if (env.NODE_ENV === "production") directives["upgrade-insecure-requests"] = [];
  return directives;
}

/** Serializes directives into a header value. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** `'sha256-…'` sources for every inline `<script>` of an HTML page (CSP hashes the exact text between the tags). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * Security headers for every response (issue 8): hono's `secureHeaders` (X-Content-Type-Options nosniff,
 * X-Frame-Options DENY, Referrer-Policy strict-origin-when-cross-origin, Cross-Origin-Opener-Policy
 * same-origin-allow-popups for payment pop-ups, Permissions-Policy with the microphone for the interview
 * only, HSTS for a year in production only) plus the {@link contentSecurityPolicy}. An HTML page made by
 * the app with inline scripts (the API reference at /api/docs) gets their hashes added to `script-src`, so
 * no `'unsafe-inline'` is ever needed.
 */
export function securityHeaders(env: Pick<Env, "PAYMENT_GATEWAY" | "NODE_ENV">): MiddlewareHandler[] {
  const directives = contentSecurityPolicy(env);
  const header = serializeCsp(directives);
  const headers = secureHeaders({
    contentSecurityPolicy: undefined,
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    strictTransportSecurity: env.NODE_ENV === "production" ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: { camera: false, geolocation: false, microphone: ["self"] },
  });
  const csp: MiddlewareHandler = async (c, next) => {
    await next();
    let value = header;
    if (c.res.headers.get("content-type")?.startsWith("text/html") && c.res.body) {
      const hashes = inlineScriptHashes(await c.res.clone().text());
      if (hashes.length > 0) {
        value = serializeCsp({
          ...directives,
          "script-src": [...(directives["script-src"] ?? []), ...hashes],
        });
      }
    }
    c.res.headers.set("content-security-policy", value);
    c.res.headers.set("reporting-endpoints", `csp="${CSP_REPORT_PATH}"`);
  };
  return [headers, csp];
}
