import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectAttachments } from "../../db/schema";
import { enqueue } from "../../jobs/job-queue";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type AttachmentView, requireAttachmentWrite, toAttachmentView } from "./attachment-rows";
import type { receiveUploads, StoredUpload } from "./receive-uploads";
import { STAGED_ATTACHMENT_TTL_SECONDS, STAGED_CLEANUP_JOB } from "./staged-cleanup";

/**
 * Records one uploaded document (spec 2 §5, §7), which {@link receiveUploads} has checked by name, size and
 * content and streamed to storage under a server-made key, with its extracted text. Without `projectId` the
 * file is staged for a project the client is creating (linked on submit, else removed a day later by
 * {@link STAGED_CLEANUP_JOB}); with it, it joins that project (audited). If the row fails, the bytes are
 * removed.
 * @returns the attachment; for a txt file also its text, which the form appends to the requirements.
 * @throws AppError forbidden (403) for a staged upload by anyone but a client, or a project the actor may
 *   not edit; conflict (409) once accepted; project_not_found (404).
 */
export async function uploadAttachment({
  deps,
  actor,
  file,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  file: StoredUpload;
  projectId?: string;
}): Promise<AttachmentView> {
  const { key, storedSize, inspected } = file;
  if (projectId) await requireAttachmentWrite(deps.db, actor, projectId);
  else if (actor.role !== "client")
    throw new AppError("forbidden", "Only clients attach documents to a new project.");
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(projectAttachments)
        .values({
          projectId: projectId ?? null,
          fileName: file.name,
          fileSize: storedSize,
          fileType: inspected.mimeType,
          fileUrl: key,
          extractedText: inspected.text,
          uploadedBy: actor.id,
        })
        .returning();
      if (projectId) {
        await audit(tx, {
          actorId: actor.id,
          action: "attachment.add",
          entity: "project",
          entityId: projectId,
          after: { attachmentId: inserted.id, fileName: file.name, fileSize: storedSize },
        });
      } else {
        // Issue 19 item 12: a staged file that no project takes within a day is removed.
        await enqueue(tx, STAGED_CLEANUP_JOB, {}, { delaySeconds: STAGED_ATTACHMENT_TTL_SECONDS });
      }
      return inserted;
    });
    const view = toAttachmentView(row, null);
    return inspected.extension === "txt" && inspected.text ? { ...view, text: inspected.text } : view;
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}
