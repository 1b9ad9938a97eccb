import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { at, createdAt, id } from "./columns";

/** audit_log (DESIGN §3): written in the same transaction as every state change that matters. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    // The Audit Log page: newest first, whole or by actor; action filtered by its start (LIKE 'x%').
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
    index("audit_log_action_idx").on(t.action.op("text_pattern_ops"), t.at),
  ],
);

/** jobs (DESIGN §5): the durable background-job queue, drained with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<"queued" | "running" | "done" | "failed">().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    runAt: at("run_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_status_run_at_idx").on(t.status, t.runAt)],
);

/** mail_outbox (DESIGN §5): every outgoing e-mail, shown in the dev mailbox when no SMTP is configured. */
export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  sentAt: at("sent_at"),
  createdAt: createdAt(),
});

/** In-app notifications (issue 5 item 5): the bell's list; `read_at` null while unread. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** An in-app path to open, e.g. /project/{id}. */
    link: text("link"),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // The bell's unread count: only the unread rows, however many a person has read.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Per-person e-mail choice per notification kind; no row means e-mail on. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * list_totals (decision 0019): the exact row counts behind the pagers of the big lists, kept by statement
 * triggers (migration 0011) in the same transaction as the rows they count. One row per list, key and slot:
 * `list` is the counted table (`projects`, `audit_log`, `login_history`), `key` the value of its filter
 * column (a project's status code, an audit row's action; `''` for login history) and `slot` the writing
 * backend's pid modulo 16, so concurrent writers update different rows. A total is the sum of `n` over the
 * slots (and keys) it covers: at most a few hundred rows however big the table.
 */
export const listTotals = pgTable(
  "list_totals",
  {
    list: text("list").notNull(),
    key: text("key").notNull(),
    slot: smallint("slot").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.key, t.slot] })],
);

/**
 * list_revisions (decision 0035): a counter per cached list that goes up at the commit of every transaction
 * that changed a row the list shows (migration 0020's deferred triggers), so a process may reuse the JSON it
 * made of a page while the revision it was read at is still the database's. `list` is `projects` (the
 * project lists: projects, their versions, statuses and clients' names and e-mails); `slot` the committing
 * backend's pid modulo 16, as in list_totals, so concurrent commits rarely wait on one row. The revision is the
 * sum over the slots: it only grows.
 */
export const listRevisions = pgTable(
  "list_revisions",
  {
    list: text("list").notNull(),
    slot: smallint("slot").notNull(),
    revision: bigint("revision", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.slot] })],
);
