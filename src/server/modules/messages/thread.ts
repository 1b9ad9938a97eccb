import { and, eq, ilike } from "drizzle-orm";
import { MESSAGE_TEXTS } from "@/domain/messages/messages";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { messageAttachments, projectMessages } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/event-hub";
import { requireMessagingAccess } from "./message-access";
import { type MessageView, selectMessages } from "./message-rows";

/**
 * A project's thread, oldest first (spec 3 §7), optionally only messages containing `search`.
 * @throws AppError project_not_found (404) when the actor may not message on the project.
 */
export async function listMessages({
  deps,
  actor,
  projectId,
  search,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  search?: string;
}): Promise<MessageView[]> {
  await requireMessagingAccess(deps.db, actor, projectId);
  const pattern = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
  return selectMessages(
    deps.db,
    and(
      eq(projectMessages.projectId, projectId),
      pattern ? ilike(projectMessages.messageContent, pattern) : undefined,
    ),
  );
}

async function attachmentFor(deps: Deps, actor: Actor, id: string) {
  const [row] = await deps.db
    .select({ attachment: messageAttachments, projectId: projectMessages.projectId })
    .from(messageAttachments)
    .innerJoin(projectMessages, eq(projectMessages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id));
  const notFound = new AppError("not_found", MESSAGE_TEXTS.attachmentNotFound);
  if (!row) throw notFound;
  await requireMessagingAccess(deps.db, actor, row.projectId).catch(() => {
    throw notFound;
  });
  return row;
}

/** A message attachment's bytes, for people in the thread (DESIGN §4 authorized download). */
export async function downloadMessageAttachment({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}) {
  const { attachment } = await attachmentFor(deps, actor, id);
  return {
    fileName: attachment.fileName,
    fileType: attachment.fileType,
    bytes: await deps.storage.get(attachment.fileUrl),
  };
}

/**
 * Removes an attachment from one's own message (spec 3 §6: "only on one's own messages"), then its bytes.
 * Tells open threads to reload the message.
 * @throws AppError not_found (404) "Attachment not found"; forbidden (403) on someone else's message.
 */
export async function deleteMessageAttachment({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const { attachment, projectId } = await attachmentFor(deps, actor, id);
  if (attachment.uploadedBy !== actor.id) {
    throw new AppError("forbidden", "You can only remove attachments from your own messages.");
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(messageAttachments).where(eq(messageAttachments.id, id));
    await publish(tx, { type: "message.updated", projectId, messageId: attachment.messageId });
  });
  await deps.storage.delete(attachment.fileUrl);
  return { id };
}
