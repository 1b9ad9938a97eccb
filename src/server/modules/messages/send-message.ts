import {
  MESSAGE_MAX_FILES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  storedMessageText,
} from "@/domain/messages/messages";
import { AWAY_AFTER_MINUTES } from "@/domain/notifications/notifications";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { messageAttachments, projectMessages } from "../../db/schema";
import { enqueue } from "../../jobs/job-queue";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/event-hub";
import type { StoredUpload } from "../attachments";
import { ASSISTANT_JOB, wantsAssistant } from "./assistant-job";
import { requireMessagingAccess } from "./message-access";
import { AWAY_JOB } from "./message-away";
import { loadMessage, type MessageView } from "./message-rows";
import { moveReadPosition } from "./read-state";

/**
 * Sends a message to a project's thread (spec 3 §4 message flow, §5): text, files or both ("(Attachment)"
 * when only files). The files come stored already, checked by size and content with spec 3 §8's texts as
 * they streamed in (the route's `receiveUploads`); the message, its attachment rows, the sender's read
 * position and the realtime NOTIFY commit in one transaction. If anything fails, the stored files are
 * removed again.
 * @throws AppError project_not_found (404) when the actor may not message on the project; bad_request (400)
 *   for an empty or over-long message or too many files.
 */
export async function sendMessage({
  deps,
  actor,
  projectId,
  text,
  files,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  text: string;
  files: StoredUpload[];
}): Promise<MessageView> {
  await requireMessagingAccess(deps.db, actor, projectId);
  const content = storedMessageText(text, files.length);
  if (content === null) throw new AppError("bad_request", MESSAGE_TEXTS.empty);
  if (content.length > MESSAGE_MAX_LENGTH) {
    throw new AppError(
      "bad_request",
      `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-IN")} characters.`,
    );
  }
  if (files.length > MESSAGE_MAX_FILES) throw new AppError("bad_request", MESSAGE_TEXTS.tooMany);
  try {
    const id = await deps.db.transaction(async (tx) => {
      // The database clock orders messages and read positions (the app clock may be pinned in tests).
      const [message] = await tx
        .insert(projectMessages)
        .values({
          projectId,
          senderId: actor.id,
          senderRole: actor.role,
          messageContent: content,
        })
        .returning({ id: projectMessages.id });
      if (files.length > 0) {
        await tx.insert(messageAttachments).values(
          files.map((file) => ({
            messageId: message.id,
            fileName: file.name,
            fileSize: file.storedSize,
            fileType: file.inspected.mimeType,
            fileUrl: file.key,
            uploadedBy: actor.id,
          })),
        );
      }
      // The sender has read their own thread up to here.
      await moveReadPosition(tx, projectId, actor.id);
      await publish(tx, { type: "message.created", projectId, messageId: message.id });
      // spec 3 §4: after a message is stored, the assistant decides whether to reply (a durable job).
      if (wantsAssistant(actor.role)) await enqueue(tx, ASSISTANT_JOB, { messageId: message.id });
      // Issue 5 item 5: whoever has not read it a few minutes later hears about it.
      await enqueue(tx, AWAY_JOB, { messageId: message.id }, { delaySeconds: AWAY_AFTER_MINUTES * 60 });
      return message.id;
    });
    return (await loadMessage(deps.db, id)) as MessageView;
  } catch (error) {
    await Promise.all(files.map(({ key }) => deps.storage.delete(key)));
    throw error;
  }
}
