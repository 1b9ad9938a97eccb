import { z } from "@hono/zod-openapi";
import { canClientEdit } from "@/domain/projects/statuses";
import { isStaff } from "@/domain/roles";
import { requireProjectAccess, requireProjectMember } from "../../access";
import type { Actor } from "../../access/actor";
import type { Db, Tx } from "../../db/client";
import type { projectAttachments } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/** An attachment as the API shows it (spec 2 §3). `text` is sent back once, on upload of a txt file. */
export const attachmentSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid().nullable(),
    fileName: z.string(),
    fileSize: z.number().int().openapi({ description: "bytes" }),
    fileType: z.string(),
    uploadedBy: z.string().nullable().openapi({ description: "the uploader's full name" }),
    createdAt: z.string(),
    text: z.string().optional().openapi({ description: "a txt file's contents, for the requirements" }),
  })
  .openapi("Attachment");
export type AttachmentView = z.infer<typeof attachmentSchema>;

type AttachmentRow = typeof projectAttachments.$inferSelect;

/** A row as {@link attachmentSchema}, with the uploader's name when known. */
export function toAttachmentView(row: AttachmentRow, uploaderName: string | null): AttachmentView {
  return {
    id: row.id,
    projectId: row.projectId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileType: row.fileType,
    uploadedBy: uploaderName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Whether `actor` may add or remove files on a project (spec 2 §5, §6): the owning client while the phase
 * is below 3 and the project is not cancelled, or staff. Others get 403; invisible projects 404.
 */
export async function requireAttachmentWrite(db: Db | Tx, actor: Actor, projectId: string): Promise<void> {
  const project = await requireProjectAccess(db, actor, projectId);
  if (isStaff(actor.role)) return;
  const owner = actor.role === "client" && project.clientId === actor.id;
  if (!owner) throw new AppError("forbidden", "You do not have permission to edit this project");
  if (project.status === "cancelled" || !canClientEdit(project.phase)) {
    throw new AppError("conflict", "This project cannot be edited as it has already been accepted");
  }
}

/**
 * Checks that `actor` may read an attachment: a staged file only its uploader; a project's file staff, the
 * owning client and the freelancers on its team (`requireProjectMember`; issue 19 item 10: a freelancer
 * who only browses an enabled project may not, since attachments may hold budgets). With `write`, the
 * project rule of {@link requireAttachmentWrite} applies instead.
 * @throws AppError not_found (404) "Attachment not found" when missing or not visible.
 */
export async function requireAttachmentAccess(
  db: Db | Tx,
  actor: Actor,
  row: AttachmentRow | undefined,
  write = false,
): Promise<AttachmentRow> {
  const notFound = new AppError("not_found", "Attachment not found");
  if (!row) throw notFound;
  if (row.projectId === null) {
    if (row.uploadedBy !== actor.id) throw notFound;
    return row;
  }
  try {
    if (write) await requireAttachmentWrite(db, actor, row.projectId);
    else await requireProjectMember(db, actor, row.projectId);
  } catch (error) {
    if (error instanceof AppError && error.code === "project_not_found") throw notFound;
    throw error;
  }
  return row;
}
