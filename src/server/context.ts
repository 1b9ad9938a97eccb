import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Actor } from "./access/actor";
import type { ActorReader } from "./access/session-actor";
import type { Auth } from "./auth";
import type { Db } from "./db/client";
import type { Env } from "./env";
import type { AnalysisProvider } from "./integrations/ai/analysis-provider";
import type { AssistantProvider } from "./integrations/ai/assistant-provider";
import type { Mailer } from "./integrations/mail/mailer";
import type { FileStorage } from "./integrations/storage";
import type { EventHub } from "./realtime/event-hub";

/** What every request handler can reach: the database, configuration and integrations. */
export interface Deps {
  db: Db;
  env: Env;
  auth: Auth;
  analysis: AnalysisProvider;
  /** The project assistant that may answer messages (spec 3 §4). */
  assistant: AssistantProvider;
  /** Uploaded files (attachments): local disk or S3-compatible (DESIGN §5). */
  storage: FileStorage;
  /** Outgoing e-mail: the outbox, or SMTP (DESIGN §5). */
  mailer: Mailer;
  /** Realtime events of this process, fed by PostgreSQL LISTEN/NOTIFY (DESIGN §5). */
  events: EventHub;
  /** The server secret (sessions, analysis signatures); `AUTH_SECRET` or the generated one (ops/auth-secret.ts). */
  secret: string;
  /** The clock, injectable so tests can pin "today". */
  now: () => Date;
}

/**
 * Hono environment of the app: `c.var.deps` always, `c.var.actor` when a session is present, and
 * `c.var.readActor`, the per-request session check, for long requests that check their session again
 * (the live event stream, issue 19 item 6).
 */
export interface AppEnv {
  Variables: { deps: Deps; actor: Actor | null; readActor: ActorReader };
}

export type Router = OpenAPIHono<AppEnv>;
