import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";
import { createApp } from "./app";
import { createAuth, DEV_SECRET } from "./auth";
import { migrateDatabase, openDatabase } from "./db/client";
import { seedDemo } from "./db/seed/demo-seed";
import { loadEnv } from "./env";
import { createAnalysisProvider } from "./integrations/ai/analysis-provider";
import { createAssistantProvider } from "./integrations/ai/assistant-provider";
import { createMailer } from "./integrations/mail/mailer";
import { createStorage } from "./integrations/storage";
import { jobHandlers } from "./jobs/handlers";
import { createJobRunner } from "./jobs/job-queue";
import { attachInterviewSocket } from "./modules/applications/interview-socket";
import { createEventHub } from "./realtime/event-hub";

/** Starts Kaarya: migrate, seed, serve the API and the built SPA on `PORT` (DESIGN §6). */
async function main() {
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(env.DATA_DIR, "pg") });
  await migrateDatabase(database);
  if (env.DEMO_SEED === "1" && (await seedDemo(database.db))) console.log("Seeded the demo accounts.");

  const events = await createEventHub(database);
  const deps = {
    db: database.db,
    env,
    auth: createAuth(database.db, env),
    analysis: createAnalysisProvider(env),
    assistant: createAssistantProvider(env),
    storage: createStorage(env),
    mailer: createMailer(env, database.db),
    events,
    secret: env.AUTH_SECRET ?? DEV_SECRET,
    now: () => new Date(),
  };
  const app = createApp(deps);
  const jobRunner = await createJobRunner(database, jobHandlers(deps));
  app.use("/*", serveStatic({ root: "./dist" }));
  app.get("/*", serveStatic({ path: "./dist/index.html" }));

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    console.log(`Kaarya is running on http://localhost:${info.port} (${database.kind})`);
    if (env.DEMO_SEED === "1") {
      console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(", ")}`);
    }
  });
  attachInterviewSocket(server as Server, deps);
  // Finish in-flight requests before the database goes away; give up after 5 s.
  const stop = () => {
    setTimeout(() => process.exit(1), 5000).unref();
    // Event streams never finish by themselves: end them first so the server can drain.
    void events.close();
    server.close(async () => {
      await jobRunner.stop();
      await database.close();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
