import { asc, eq } from "drizzle-orm";
import { requireProjectMember } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { profiles, projectAttachments } from "../../db/schema";
import { audit } from "../../lib/audit";
import { type AttachmentView, requireAttachmentAccess, toAttachmentView } from "./attachment-rows";

async function rowById(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(projectAttachments).where(eq(projectAttachments.id, id));
  return row;
}

/**
 * A project's attachments, oldest first, with the uploader's name (spec 2 §2 "More Info", §7), for staff,
 * the owning client and the freelancers on its team (issue 19 item 10).
 * @throws AppError project_not_found (404) when the project is not visible to the actor or the actor is a
 *   freelancer not on its team.
 */
export async function listAttachments({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<AttachmentView[]> {
  await requireProjectMember(deps.db, actor, projectId);
  const rows = await deps.db
    .select({ attachment: projectAttachments, uploader: profiles.fullName })
    .from(projectAttachments)
    .leftJoin(profiles, eq(profiles.id, projectAttachments.uploadedBy))
    .where(eq(projectAttachments.projectId, projectId))
    .orderBy(asc(projectAttachments.createdAt), asc(projectAttachments.id));
  return rows.map((r) => toAttachmentView(r.attachment, r.uploader));
}

/**
 * The bytes of an attachment for its authorized download route (DESIGN §4: never a public URL).
 * @throws AppError not_found (404) when missing or not visible to the actor.
 */
export async function downloadAttachment({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const row = await requireAttachmentAccess(deps.db, actor, await rowById(deps, id));
  return { fileName: row.fileName, fileType: row.fileType, bytes: await deps.storage.get(row.fileUrl) };
}

/**
 * Removes an attachment and its stored bytes: a staged file by its uploader; a project's file by the
 * owning client while editable, or staff (audited). The row goes first, so a failed storage delete leaves
 * an orphan object rather than a row pointing at nothing.
 * @throws AppError not_found (404); forbidden (403); conflict (409) once the project is accepted.
 */
export async function deleteAttachment({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const row = await requireAttachmentAccess(deps.db, actor, await rowById(deps, id), true);
  await deps.db.transaction(async (tx) => {
    await tx.delete(projectAttachments).where(eq(projectAttachments.id, row.id));
    if (row.projectId) {
      await audit(tx, {
        actorId: actor.id,
        action: "attachment.delete",
        entity: "project",
        entityId: row.projectId,
        before: { attachmentId: row.id, fileName: row.fileName },
      });
    }
  });
  await deps.storage.delete(row.fileUrl);
  return { id: row.id };
}
