import { eq } from "drizzle-orm";
import { DRAFT_VERSION_NUMBER } from "@/domain/constants";
import { type DraftChange, draftFields } from "@/domain/projects/versions";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectVersions } from "../../db/schema";
import { audit } from "../../lib/audit";
import { copyTasks, lockProjectVersions, versionContent } from "./version-rows";

/** The draft after a save: its id and freelancer-facing fields (budget in paise). */
export interface SavedDraft {
  versionId: string;
  versionNumber: number;
  freelancerBudget: number | null;
  enabledForFreelancer: boolean;
  created: boolean;
}

/**
 * An administrator saves the freelancer budget and/or the enabled-for-freelancer flag (spec 2 §4, §6):
 * updates the draft (version 0), or creates it from the current version — content and tasks copied,
 * flag false unless this change sets it. One transaction with an audit row.
 * @throws AppError forbidden for anyone but administrators; project_not_found.
 */
export async function saveDraft({
  deps,
  actor,
  projectId,
  change,
  reason,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  change: DraftChange;
  reason?: string;
}): Promise<SavedDraft> {
  requireAccess(actor, "versions.edit_draft");
  return deps.db.transaction(async (tx) => {
    const { current, draft } = await lockProjectVersions(tx, projectId);
    const fields = draftFields(draft, current, change);
    let versionId: string;
    if (draft) {
      await tx.update(projectVersions).set(fields).where(eq(projectVersions.id, draft.id));
      versionId = draft.id;
    } else {
      const [created] = await tx
        .insert(projectVersions)
        .values({
          ...versionContent(current),
          ...fields,
          versionNumber: DRAFT_VERSION_NUMBER,
          isDraft: true,
          createdBy: actor.id,
        })
        .returning({ id: projectVersions.id });
      versionId = created!.id;
      await copyTasks(tx, current.id, versionId);
    }
    const before = draft
      ? { freelancerBudget: draft.freelancerBudget, enabledForFreelancer: draft.enabledForFreelancer }
      : null;
    await audit(tx, {
      actorId: actor.id,
      action: draft ? "version.draft_update" : "version.draft_create",
      entity: "project",
      entityId: projectId,
      before,
      after: { ...fields, versionId, ...(reason ? { reason } : {}) },
    });
    return { versionId, versionNumber: DRAFT_VERSION_NUMBER, ...fields, created: !draft };
  });
}
