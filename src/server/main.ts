// First, before any module can write to stdout or stderr (see the module).
import "./ops/log-pipe";
import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { migrateDatabase, openDatabase } from "./db/client";
import { keepPlannerStatistics } from "./db/planner-statistics";
import { seedDemo } from "./db/seed/demo-seed";
import { loadEnv } from "./env";
import { createAnalysisProvider } from "./integrations/ai/analysis-provider";
import { createAssistantProvider } from "./integrations/ai/assistant-provider";
import { createMailer } from "./integrations/mail/mailer";
import { createStorage } from "./integrations/storage";
import { speechPartsReport } from "./integrations/voice";
import { jobHandlers } from "./jobs/handlers";
import { createJobRunner } from "./jobs/job-queue";
import { attachInterviewSocket } from "./modules/applications/interview-socket";
import { resolveAuthSecret } from "./ops/auth-secret";
import type { ProcessState } from "./ops/health";
import { log } from "./ops/logger";
import { createOriginWatch } from "./ops/origin-watch";
import { productionWarnings } from "./ops/production-check";
import { publicPageRoutes } from "./ops/public-pages";
import { createShutdown, exitOnSignals } from "./ops/shutdown";
import { createEventHub } from "./realtime/event-hub";

/** Starts Kaarya: migrate, seed, serve the API and the built SPA on `PORT` (DESIGN §6). */
async function main() {
  const env = loadEnv();
  log.level = env.LOG_LEVEL;
  for (const warning of productionWarnings(env)) log.warn(warning);
  log.info(speechPartsReport(env));
  const secret = await resolveAuthSecret(env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "pg") });
  await migrateDatabase(database);
  if (env.DEMO_SEED === "1" && (await seedDemo(database.db))) log.info("seeded the demo accounts");
  await keepPlannerStatistics(database, (err) =>
    log.warn({ err }, "ANALYZE of the embedded database failed"),
  );

  const events = await createEventHub(database);
  const deps = {
    db: database.db,
    env,
    auth: createAuth(database.db, env, secret),
    analysis: createAnalysisProvider(env),
    assistant: createAssistantProvider(env),
    storage: createStorage(env),
    mailer: createMailer(env, database.db),
    events,
    secret,
    now: () => new Date(),
  };
  const state: ProcessState = { shuttingDown: false };
  const app = createApp(deps, { state });
  const jobRunner = await createJobRunner(database, jobHandlers(deps));
  // Public pages get their head tags in the HTML, and /robots.txt and /sitemap.xml (issue 19 item 20).
  app.route("/", publicPageRoutes({ appUrl: env.APP_URL, indexFile: "./dist/index.html" }));
  app.use("/*", serveStatic({ root: "./dist" }));
  app.get("/*", serveStatic({ path: "./dist/index.html" }));

  // issue 19 item 13: a page open at another address than APP_URL is reported (once per address).
  const watchOrigin = createOriginWatch(env, (message) => log.warn(message));
  const fetch: typeof app.fetch = (request, ...rest) => {
    watchOrigin(request);
    return app.fetch(request, ...rest);
  };
  const server = serve({ fetch, port: env.PORT }, (info) => {
    log.info(
      { port: info.port, database: database.kind, appUrl: env.APP_URL },
      `Kaarya is running on http://localhost:${info.port}`,
    );
    if (env.DEMO_SEED === "1") {
      // Public demo accounts (README), shown on the sign-in page too: not personal data.
      log.info(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}`);
    }
  });
  const sockets = attachInterviewSocket(server as Server, deps);
  const shutdown = createShutdown({
    server: server as Server,
    state,
    events,
    sockets,
    jobRunner,
    database,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    log,
  });
  exitOnSignals(shutdown, 2 * env.SHUTDOWN_TIMEOUT_MS + 5_000, log);
  // A stray rejected promise is a bug to log, not a reason to drop every open request and stream.
  process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));
}

main().catch((error) => {
  log.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
  process.exit(1);
});
