import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Scalar } from "@scalar/hono-api-reference";
import { HTTPException } from "hono/http-exception";
import type { Role } from "@/domain/roles";
import { CLIENT_IP_HEADER } from "./auth";
import type { Deps } from "./context";
import { AppError, errorBody } from "./lib/app-error";
import { createRouter } from "./lib/router";
import { applicationsRoutes } from "./modules/applications/applications.routes";
import { attachmentsRoutes } from "./modules/attachments/attachments.routes";
import { configRoutes } from "./modules/config/config.routes";
import { couponAdminRoutes } from "./modules/coupon-admin/coupon-admin.routes";
import { couponsRoutes } from "./modules/coupons/coupons.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { interestsRoutes } from "./modules/interests/interests.routes";
import { issuesRoutes } from "./modules/issues/issues.routes";
import { lifecycleRoutes } from "./modules/lifecycle/lifecycle.routes";
import { messagingRoutes } from "./modules/messaging/messaging.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { payoutsRoutes } from "./modules/payouts/payouts.routes";
import { plansRoutes } from "./modules/plans/plans.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";
import { projectsRoutes } from "./modules/projects/projects.routes";
import { receiptsRoutes } from "./modules/receipts/receipts.routes";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes";
import { tasksRoutes } from "./modules/tasks/tasks.routes";
import { transactionsRoutes } from "./modules/transactions/transactions.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { versionsRoutes } from "./modules/versions/versions.routes";

/** The typed API routes; `src/web` derives its client from this type (DESIGN §2). */
function apiRoutes() {
  return createRouter()
    .get("/health", (c) => c.json({ ok: true }))
    .route("/", configRoutes)
    .route("/", profileRoutes)
    .route("/", dashboardRoutes)
    .route("/", lifecycleRoutes)
    .route("/", interestsRoutes)
    .route("/", plansRoutes)
    .route("/", subscriptionsRoutes)
    .route("/", applicationsRoutes)
    .route("/", usersRoutes)
    .route("/", versionsRoutes)
    .route("/", tasksRoutes)
    .route("/", payoutsRoutes)
    .route("/", receiptsRoutes)
    .route("/", attachmentsRoutes)
    .route("/", issuesRoutes)
    .route("/", messagingRoutes)
    .route("/", notificationsRoutes)
    .route("/", transactionsRoutes)
    .route("/", couponAdminRoutes)
    .route("/", couponsRoutes)
    .route("/", paymentsRoutes)
    .route("/", projectsRoutes);
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

/**
 * Builds the HTTP app: better-auth under `/api/auth`, the API under `/api` with its OpenAPI document at
 * `/api/openapi.json` and reference page at `/api/docs`, one error handler producing the envelope of
 * DESIGN §4. Static files are added by `main.ts`.
 */
export function createApp(deps: Deps) {
  const app = createRouter();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    // The client IP comes from the socket, never from a header the client could send (rate limiting).
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_IP_HEADER);
    try {
      const address = getConnInfo(c).remote.address;
      if (address) headers.set(CLIENT_IP_HEADER, address);
    } catch {
      // app.request() in tests has no socket; better-auth then sees no IP.
    }
    await next();
  });

  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));

  app.use("/api/*", async (c, next) => {
    // No session cookie, no session: spare the database lookup for anonymous requests.
    const hasSessionCookie = c.req.header("cookie")?.includes("session_token") ?? false;
    const session = hasSessionCookie ? await deps.auth.api.getSession({ headers: c.req.raw.headers }) : null;
    const user = session?.user;
    c.set(
      "actor",
      user
        ? { id: user.id, email: user.email, role: user.role as Role, profileCompleted: user.profileCompleted }
        : null,
    );
    await next();
  });

  const api = apiRoutes();
  app.route("/api", api);

  app.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
  });
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
    Scalar({ url: "/api/openapi.json", pageTitle: "Kaarya API reference", cdn: "/api/docs/scalar.js" }),
  );

  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API route"), 404));

  app.onError((error, c) => {
    if (error instanceof AppError)
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthenticated" : "bad_request";
      return c.json(errorBody(code, error.message || "Bad request"), status);
    }
    if (error instanceof SyntaxError)
      return c.json(errorBody("bad_request", "The request body is not valid JSON."), 400);
    console.error(error);
    return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
