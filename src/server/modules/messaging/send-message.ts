import { randomUUID } from "node:crypto";
import {
  MESSAGE_MAX_FILES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  storedMessageText,
} from "@/domain/messaging/messaging";
import { AWAY_AFTER_MINUTES } from "@/domain/notifications/notifications";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { messageAttachments, projectMessages } from "../../db/schema";
import { enqueue } from "../../jobs/job-queue";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/event-hub";
import { type InspectedFile, inspectFile } from "../attachments";
import { ASSISTANT_JOB, wantsAssistant } from "./assistant-job";
import { AWAY_JOB } from "./message-away";
import { loadMessage, type MessageView } from "./message-rows";
import { requireMessagingAccess } from "./messaging-access";
import { moveReadPosition } from "./read-state";

/**
 * Sends a message to a project's thread (spec 3 §4 message flow, §5): text, files or both ("(Attachment)"
 * when only files); every file is checked by content with spec 3 §8's texts and stored before anything is
 * written; the message, its attachment rows, the sender's read position and the realtime NOTIFY commit in
 * one transaction. If the transaction fails, the stored files are removed again.
 * @throws AppError project_not_found (404) when the actor may not message on the project; bad_request (400)
 *   for an empty or over-long message or too many files; the errors of `inspectFile`.
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
  files: File[];
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
  if (files.length > MESSAGE_MAX_FILES)
    throw new AppError("bad_request", `Attach at most ${MESSAGE_MAX_FILES} files.`);
  const checked: { file: File; bytes: Uint8Array; inspected: InspectedFile; key: string }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const inspected = await inspectFile(file.name, bytes, MESSAGE_TEXTS);
    checked.push({ file, bytes, inspected, key: `messages/${randomUUID()}` });
  }
  for (const { bytes, inspected, key } of checked) await deps.storage.put(key, bytes, inspected.mimeType);
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
      if (checked.length > 0) {
        await tx.insert(messageAttachments).values(
          checked.map(({ file, bytes, inspected, key }) => ({
            messageId: message.id,
            fileName: file.name,
            fileSize: bytes.byteLength,
            fileType: inspected.mimeType,
            fileUrl: key,
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
    await Promise.all(checked.map(({ key }) => deps.storage.delete(key)));
    throw error;
  }
}
