import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { at, createdAt, id } from "./columns";
import { projectRef } from "./projects";

/** project_messages (spec 3 §3). */
export const projectMessages = pgTable(
  "project_messages",
  {
    id: id(),
    projectId: projectRef(),
    senderId: uuid("sender_id").references(() => profiles.id),
    senderRole: text("sender_role").notNull(),
    messageContent: text("message_content").notNull(),
    messageType: text("message_type").$type<"user" | "ai_response">().notNull().default("user"),
    aiCategory: text("ai_category"),
    aiAnalysis: jsonb("ai_analysis"),
    isRead: boolean("is_read").notNull().default(false),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("project_messages_project_idx").on(t.projectId, t.createdAt)],
);

/**
 * How far each person has read each project's thread (spec 3 §4 "Opening a project marks its messages
 * read"; spec 1 §4 unread counts). One row per (project, user): messages after `last_read_at` from
 * someone else are unread for that user. The per-message is_read/read_at of the spec say "seen by someone
 * other than the sender", which a thread with several readers cannot express alone.
 */
export const messageReads = pgTable(
  "message_reads",
  {
    projectId: projectRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    lastReadAt: at("last_read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** message_attachments (spec 3 §3). */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => projectMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    fileType: text("file_type").notNull(),
    fileUrl: text("file_url").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [index("message_attachments_message_idx").on(t.messageId)],
);
