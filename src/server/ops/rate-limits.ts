import type { MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth";
import type { AppEnv } from "../context";
import type { Env } from "../env";
import { hitRateLimit, type RateLimit } from "../lib/rate-limit-counter";

/** A rate limit on some routes: whose hits count (`ip`: the socket's address; `actor`: the signed-in user). */
export interface RouteRateLimit extends RateLimit {
  method: "POST" | "PUT";
  /** Hono path patterns, e.g. `/api/projects/:id/messages`. */
  paths: string[];
  by: "ip" | "actor";
}

/**
 * The per-route limits (issue 8), all on the one fixed-window counter of `lib/rate-limit-counter.ts` (the
 * `rate_limits` table, shared by every instance; sign-in stays with better-auth, decision 0004):
 * password change per address per 15 minutes (guessing the current password with a stolen session),
 * uploads, messages, payment initiation and coupon checks per user per minute. Each `max` comes from
 * `RATE_LIMIT_*` (coupon checks take `RATE_LIMIT_PAYMENTS`, on a counter of their own).
 */
export function routeRateLimits(env: Env): RouteRateLimit[] {
  return [
    {
      name: "password-change",
      method: "POST",
      paths: ["/api/auth/change-password"],
      by: "ip",
      max: env.RATE_LIMIT_PASSWORD_CHANGE,
      windowSeconds: 15 * 60,
    },
    {
      name: "uploads",
      method: "POST",
      paths: ["/api/attachments", "/api/me/profile-image", "/api/applications", "/api/projects/:id/disputes"],
      by: "actor",
      max: env.RATE_LIMIT_UPLOADS,
      windowSeconds: 60,
    },
    {
      name: "messages",
      method: "POST",
      paths: ["/api/projects/:id/messages"],
      by: "actor",
      max: env.RATE_LIMIT_MESSAGES,
      windowSeconds: 60,
    },
    {
      name: "payments",
      method: "POST",
      paths: ["/api/payments/initiate", "/api/subscriptions/initiate"],
      by: "actor",
      max: env.RATE_LIMIT_PAYMENTS,
      windowSeconds: 60,
    },
    {
      // Guessing coupon codes (issue 19 item 1): the payments maximum, counted apart from initiations.
      name: "coupon-validate",
      method: "POST",
      paths: ["/api/coupons/validate"],
      by: "actor",
      max: env.RATE_LIMIT_PAYMENTS,
      windowSeconds: 60,
    },
  ];
}

/**
 * The middleware of one limit: counts the request's address or user and throws AppError `rate_limited`
 * (429 with `Retry-After`, set by the app's error handler) once over the limit. Requests of another method,
 * or with no user (the route answers 401 itself) or no address (only `app.request()` in tests), pass.
 */
export function rateLimitMiddleware(limit: RouteRateLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === limit.method) {
      const subject = limit.by === "actor" ? c.var.actor?.id : c.req.header(CLIENT_IP_HEADER);
      const deps = c.var.deps;
      await hitRateLimit(deps.db, limit, subject, deps.now());
    }
    await next();
  };
}

/**
 * Registers the limits counted `by` on `app`: `ip` limits before better-auth's handler (the password
 * change is its route), `actor` limits after the session middleware (they need the user).
 */
export function applyRateLimits(
  app: { use(path: string, handler: MiddlewareHandler<AppEnv>): unknown },
  env: Env,
  by: RouteRateLimit["by"],
): void {
  for (const limit of routeRateLimits(env)) {
    if (limit.by !== by) continue;
    for (const path of limit.paths) app.use(path, rateLimitMiddleware(limit));
  }
}
