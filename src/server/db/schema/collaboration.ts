import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
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

/** message_attachments (spec 3 §3). */
export const messageAttachments = pgTable("message_attachments", {
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
});
