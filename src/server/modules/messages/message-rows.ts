import { z } from "@hono/zod-openapi";
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { messageAttachments, profiles, projectMessages } from "../../db/schema";

export const messageAttachmentSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    fileSize: z.number().int(),
    fileType: z.string(),
    uploadedBy: z.uuid().nullable(),
  })
  .openapi("MessageAttachment");

/** A message as the thread shows it (spec 3 §3): sender name and role, time, attachments. */
export const messageSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    senderId: z.uuid().nullable(),
    senderName: z.string(),
    senderRole: z.string(),
    content: z.string(),
    messageType: z.enum(["user", "ai_response"]),
    aiCategory: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
    attachments: z.array(messageAttachmentSchema),
  })
  .openapi("ProjectMessage");
export type MessageView = z.infer<typeof messageSchema>;

/** Messages matching `where`, oldest first (at most `limit`), with sender names and attachments. */
export async function selectMessages(
  db: Db | Tx,
  where: SQL | undefined,
  limit = 500,
): Promise<MessageView[]> {
  const rows = await db
    .select({ message: projectMessages, senderName: profiles.fullName })
    .from(projectMessages)
    .leftJoin(profiles, eq(profiles.id, projectMessages.senderId))
    .where(where)
    .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id))
    .limit(limit);
  const ids = rows.map((r) => r.message.id);
  const files = ids.length
    ? await db.select().from(messageAttachments).where(inArray(messageAttachments.messageId, ids))
    : [];
  return rows.map(({ message: m, senderName }) => ({
    id: m.id,
    projectId: m.projectId,
    senderId: m.senderId,
    senderName: m.messageType === "ai_response" ? "Kaarya Assistant" : (senderName ?? "Former user"),
    senderRole: m.senderRole,
    content: m.messageContent,
    messageType: m.messageType,
    aiCategory: m.aiCategory,
    isRead: m.isRead,
    createdAt: m.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({
        id: f.id,
        fileName: f.fileName,
        fileSize: f.fileSize,
        fileType: f.fileType,
        uploadedBy: f.uploadedBy,
      })),
  }));
}

/** One message by id, or undefined. */
export async function loadMessage(db: Db | Tx, id: string): Promise<MessageView | undefined> {
  return (await selectMessages(db, eq(projectMessages.id, id), 1))[0];
}
