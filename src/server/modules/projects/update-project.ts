import { and, eq } from "drizzle-orm";
import { canClientEdit } from "@/domain/projects/statuses";
import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projects, projectTasks, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type AnalysedBrief, analysedVersionContent } from "./version-content";

/** spec 2 §6: the error texts of a client's edit. */
export const EDIT_ERRORS = {
  notFound: "Project not found",
  forbidden: "You do not have permission to edit this project",
  accepted: "This project cannot be edited as it has already been accepted",
  cancelled: "This project cannot be edited as it has been cancelled",
} as const;

/**
 * A client's "Save Changes" on Edit Project (spec 2 §2, §5, §7): updates the current version's brief,
 * analysis, skills, amounts and hosting flag, and replaces its tasks with the re-analysed ones (status
 * pending), in one transaction with an audit row. Only the owning client, only while the phase is below 3.
 * @throws AppError project_not_found (404) when missing or not visible; forbidden (403) for anyone but the
 *   owning client; conflict (409) once accepted (phase ≥ 3) or cancelled; the checks of
 *   {@link analysedVersionContent} for the analysis.
 */
export async function updateProject({
  deps,
  actor,
  projectId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  input: AnalysedBrief;
}): Promise<{ id: string }> {
  const access = await requireProjectAccess(deps.db, actor, projectId);
  assertEditable(actor, access);
  const content = analysedVersionContent(deps, input);

  return deps.db.transaction(async (tx) => {
    // Re-check under a row lock: a payment or a manager may have accepted the project meanwhile.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
    const locked = await requireProjectAccess(tx, actor, projectId);
    assertEditable(actor, locked);
    const [before] = await tx
      .select()
      .from(projectVersions)
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          eq(projectVersions.versionNumber, locked.currentVersion),
        ),
      );
    if (!before) throw new AppError("project_not_found", EDIT_ERRORS.notFound);
    await tx.update(projectVersions).set(content.fields).where(eq(projectVersions.id, before.id));
    await tx.delete(projectTasks).where(eq(projectTasks.projectVersionId, before.id));
    const tasks = content.tasks(projectId, before.id);
    if (tasks.length > 0) await tx.insert(projectTasks).values(tasks);
    await tx.update(projects).set({ updatedAt: deps.now() }).where(eq(projects.id, projectId));
    await audit(tx, {
      actorId: actor.id,
      action: "project.edit",
      entity: "project",
      entityId: projectId,
      before: { version: before.versionNumber, title: before.title, estimatedBudget: before.estimatedBudget },
      after: {
        version: before.versionNumber,
        title: content.fields.title,
        estimatedBudget: content.fields.estimatedBudget,
        tasks: tasks.length,
        includeHosting: content.fields.includeHosting,
      },
    });
    return { id: projectId };
  });
}

/** spec 2 §5, §6: the owning client, phase below 3, not cancelled. */
function assertEditable(actor: Actor, project: { clientId: string; phase: number; status: string }) {
  if (actor.role !== "client" || project.clientId !== actor.id) {
    throw new AppError("forbidden", EDIT_ERRORS.forbidden);
  }
  if (project.status === "cancelled") throw new AppError("conflict", EDIT_ERRORS.cancelled);
  if (!canClientEdit(project.phase)) throw new AppError("conflict", EDIT_ERRORS.accepted);
}
