import { eq } from "drizzle-orm";
import { nextVersionNumber } from "@/domain/projects/versions";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { copyTasks, lockProjectVersions, versionContent } from "./version-rows";

/** The version a publish wrote. */
export interface PublishedVersion {
  versionId: string;
  versionNumber: number;
  changeReason: string;
}

/**
 * A manager or administrator publishes the draft (spec 2 §4, §7 publish_draft_version): in one
 * transaction it writes the next version number from the draft's content and tasks (with the change
 * reason and the draft's enabled flag, which staff set deliberately), moves `projects.current_version`,
 * deletes the draft (its tasks go with it) and writes an audit row.
 * @throws AppError forbidden for clients and freelancers; project_not_found; conflict when there is no
 *   draft to publish.
 */
export async function publishDraft({
  deps,
  actor,
  projectId,
  changeReason,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  changeReason: string;
}): Promise<PublishedVersion> {
  requireAccess(actor, "versions.publish");
  return deps.db.transaction(async (tx) => {
    const { project, versions, draft } = await lockProjectVersions(tx, projectId);
    if (!draft) throw new AppError("conflict", "There is no draft version to publish.");
    const versionNumber = nextVersionNumber(versions);
    const [created] = await tx
      .insert(projectVersions)
      .values({
        ...versionContent(draft),
        versionNumber,
        isDraft: false,
        createdBy: actor.id,
        createdAt: deps.now(),
        changeReason,
      })
      .returning({ id: projectVersions.id });
    const versionId = created!.id;
    await copyTasks(tx, draft.id, versionId);
    await tx
      .update(projects)
      .set({ currentVersion: versionNumber, updatedAt: deps.now() })
      .where(eq(projects.id, projectId));
    await tx.delete(projectVersions).where(eq(projectVersions.id, draft.id));
    await audit(tx, {
      actorId: actor.id,
      action: "version.publish",
      entity: "project",
      entityId: projectId,
      before: { currentVersion: project.currentVersion, draftId: draft.id },
      after: { currentVersion: versionNumber, versionId, changeReason },
    });
    return { versionId, versionNumber, changeReason };
  });
}
