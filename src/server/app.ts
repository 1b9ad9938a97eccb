import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { HttpBindings } from "@hono/node-server";
import { Scalar } from "@scalar/hono-api-reference";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { createActorReader } from "./access/session-actor";
import { CLIENT_IP_HEADER, trustedOrigins } from "./auth";
import type { Deps } from "./context";
import { AppError, errorBody } from "./lib/app-error";
import { csrfProtection } from "./lib/csrf";
import { keepListRevisionsBy } from "./lib/list-revisions";
import { refuseNulText } from "./lib/nul-text";
import { createRouter } from "./lib/router";
import { registerAuthPaths } from "./modules/accounts/auth-openapi";
import { applicationsRoutes } from "./modules/applications/applications.routes";
import { attachmentsRoutes } from "./modules/attachments/attachments.routes";
import { auditLogRoutes } from "./modules/audit-log/audit-log.routes";
import { calibrationRoutes } from "./modules/calibration/calibration.routes";
import { configRoutes } from "./modules/config/config.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { couponManagementRoutes } from "./modules/coupons/coupon-management.routes";
import { couponsRoutes } from "./modules/coupons/coupons.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { settleDisputeOfRefund } from "./modules/disputes";
import { disputesRoutes } from "./modules/disputes/disputes.routes";
import { freelancersRoutes } from "./modules/freelancers/freelancers.routes";
import { reviewsRoutes } from "./modules/freelancers/reviews.routes";
import { interestsRoutes } from "./modules/interests/interests.routes";
import { issuesRoutes } from "./modules/issues/issues.routes";
import { lifecycleRoutes } from "./modules/lifecycle/lifecycle.routes";
import { messagesRoutes } from "./modules/messages/messages.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { onRefundSettled } from "./modules/payments";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { payoutsRoutes } from "./modules/payouts/payouts.routes";
import { plansRoutes } from "./modules/plans/plans.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";
import { projectsRoutes } from "./modules/projects/projects.routes";
import { receiptsRoutes } from "./modules/receipts/receipts.routes";
import { refundsRoutes } from "./modules/refunds/refunds.routes";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes";
import { tasksRoutes } from "./modules/tasks/tasks.routes";
import { transactionsRoutes } from "./modules/transactions/transactions.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { versionsRoutes } from "./modules/versions/versions.routes";
import { workRoutes } from "./modules/work/work.routes";
import { requestBodyLimits } from "./ops/body-limits";
import { clientAddress, compileTrustProxy } from "./ops/client-address";
import { cspReportRoutes } from "./ops/csp-report";
import { healthRoutes, type ProcessState } from "./ops/health";
import { type Logger, log, requestLogger } from "./ops/logger";
import { createMetrics, metricsRoutes } from "./ops/metrics";
import { applyRateLimits } from "./ops/rate-limits";
import { securityHeaders } from "./ops/security-headers";

/** The typed API routes; `src/web` derives its client from this type (DESIGN §2). */
function apiRoutes() {
  return createRouter()
    .get("/health", (c) => c.json({ ok: true }))
    .route("/", configRoutes)
    .route("/", contactRoutes)
    .route("/", profileRoutes)
    .route("/", dashboardRoutes)
    .route("/", lifecycleRoutes)
    .route("/", interestsRoutes)
    .route("/", plansRoutes)
    .route("/", subscriptionsRoutes)
    .route("/", applicationsRoutes)
    .route("/", usersRoutes)
    .route("/", auditLogRoutes)
    .route("/", calibrationRoutes)
    .route("/", refundsRoutes)
    .route("/", disputesRoutes)
    .route("/", freelancersRoutes)
    .route("/", reviewsRoutes)
    .route("/", versionsRoutes)
    .route("/", tasksRoutes)
    .route("/", workRoutes)
    .route("/", payoutsRoutes)
    .route("/", receiptsRoutes)
    .route("/", attachmentsRoutes)
    .route("/", issuesRoutes)
    .route("/", messagesRoutes)
    .route("/", notificationsRoutes)
    .route("/", transactionsRoutes)
    .route("/", couponManagementRoutes)
    .route("/", couponsRoutes)
    .route("/", paymentsRoutes)
    .route("/", projectsRoutes);
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

/**
 * What modules hear from the modules below them without those importing them back (decision 0037): a
 * dispute moves when the payment core settles its refund — by the gateway's answer, a webhook or the
 * `refund.check` job, which runs in the process that built the app (main.ts). Registering twice changes
 * nothing.
 */
function wireModuleListeners(): void {
  onRefundSettled(settleDisputeOfRefund);
}

/** How `main.ts` ties the app to the process; tests leave it out. */
export interface AppOptions {
  /** Shared with the shutdown handler: `/readyz` answers 503 once shutdown begins. */
  state?: ProcessState;
  /** Where request lines and unhandled errors go; the process logger by default. */
  logger?: Logger;
}

/**
 * Builds the HTTP app: better-auth under `/api/auth`, the API under `/api` with its OpenAPI document at
 * `/api/openapi.json` and reference page at `/api/docs`, one error handler producing the envelope of
 * DESIGN §4. Static files are added by `main.ts`.
 */
export function createApp(deps: Deps, options: AppOptions = {}) {
  wireModuleListeners();
  const app = createRouter();
  const state = options.state ?? { shuttingDown: false };
  const logger = options.logger ?? log;

  const metrics = createMetrics(deps);
  const trustProxy = compileTrustProxy(deps.env.TRUST_PROXY);
  app.use("*", ...requestLogger(logger));
  app.use("*", metrics.middleware);
  // gzip for browsers that accept it: pages, scripts, JSON; never event streams (hono's content-type filter).
  app.use("*", compress());
  // Vary goes on before the answer is made: compress() adds it to a finished answer otherwise, and hono then
  // rebuilds that answer around a stream copy of its body (a fifth of a project detail's time, decision 0018).
  app.use("*", async (c, next) => {
    c.header("Vary", "Accept-Encoding");
    await next();
  });
  app.use("*", ...securityHeaders(deps.env));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    // The client IP comes from the socket, or from X-Forwarded-For only as far as TRUST_PROXY trusts the
    // hops (ops/client-address.ts), never from a header the client chose (rate limits, login history).
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_IP_HEADER);
    // app.request() in tests has no socket; better-auth then sees no IP.
    const socketAddress = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
    const address = clientAddress(socketAddress, c.req.header("x-forwarded-for"), trustProxy);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    await next();
  });

  // Probes for orchestrators and load balancers, outside /api (no session, not in the OpenAPI document).
  app.route(
    "/",
    healthRoutes(state, (check, error) => logger.warn({ check, err: error }, "readiness check failed")),
  );
  app.route("/", metricsRoutes(metrics, deps.env.METRICS_TOKEN));

  // Bodies are bounded by route class before anything reads them, better-auth's included (issue 19 item 8).
  app.use("/api/*", requestBodyLimits());
  // Before better-auth, so its routes are covered too; the gateways' signed callbacks are exempt (lib/csrf.ts).
  app.use("/api/*", csrfProtection(trustedOrigins(deps.env)));
  // A request that may have written (better-auth's sign-out included) fences the kept sessions and list
  // revisions of this process until its own notices have arrived (decision 0039): the next request sees the change.
  app.use("/api/*", async (c, next) => {
    try {
      await next();
    } finally {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") deps.events.fence();
    }
  });
  app.route(
    "/",
    cspReportRoutes(logger, (directive) => metrics.cspViolations.inc({ directive })),
  );
  applyRateLimits(app, deps.env, "ip");
  app.on(["GET", "POST"], "/api/auth/*", refuseNulText, (c) => deps.auth.handler(c.req.raw));

  const readActor = createActorReader(deps.auth, deps.db, deps.events);
  // The lists' revisions are kept by the same notices and fence as the sessions (decisions 0035 and 0039).
  keepListRevisionsBy(deps.db, deps.events);
  app.use("/api/*", async (c, next) => {
    c.set("actor", await readActor(c.req.raw.headers));
    c.set("readActor", readActor);
    await next();
  });

  applyRateLimits(app, deps.env, "actor");
  const api = apiRoutes();
  app.route("/api", api);

  app.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
  });
  registerAuthPaths(app.openAPIRegistry);
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Kaarya API",
      version: "0.1.0",
      description:
        "Freelance project marketplace. Money is integer paise; dates are YYYY-MM-DD; times ISO 8601.",
    },
    security: [{ sessionCookie: [] }],
  });
  // The reference page's script is served from node_modules, so /api/docs works offline.
  const scalarBundle = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")),
    "browser/standalone.js",
  );
  app.get("/api/docs/scalar.js", async (c) =>
    c.body(await readFile(scalarBundle), 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  app.get(
    "/api/docs",
    Scalar({
      url: "/api/openapi.json",
      pageTitle: "Kaarya API reference",
      cdn: "/api/docs/scalar.js",
      // Offline and CSP-clean: no fonts from fonts.scalar.com, no agent chat calling api.scalar.com.
      withDefaultFonts: false,
      agent: { disabled: true },
      telemetry: false,
    }),
  );

  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API route"), 404));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (error.status === 429 && retryAfter) c.header("retry-after", String(retryAfter));
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthenticated" : "bad_request";
      return c.json(errorBody(code, error.message || "Bad request"), status);
    }
    if (error instanceof SyntaxError)
      return c.json(errorBody("bad_request", "The request body is not valid JSON."), 400);
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
