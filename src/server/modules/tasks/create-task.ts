import { and, eq, max } from "drizzle-orm";
import type { TaskInput } from "@/domain/projects/tasks";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectTasks, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import type { TaskWriteResult } from "./task-rows";
import { recomputeVersionFigures } from "./version-figures";

/**
 * An administrator adds a task to a version in edit mode (spec 2 §4, §6), at the end of the list, and
 * the version's budget, duration and hours follow its tasks (`recomputeVersionFigures`) — one transaction with an audit
 * row carrying the change reason.
 * @throws AppError forbidden for anyone but administrators; not_found with "Cannot create task: No
 *   version ID available." when the version is not one of the project's (spec 2 §5).
 */
export async function createTask({
  deps,
  actor,
  projectId,
  versionId,
  task,
  reason,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  versionId: string;
  task: TaskInput;
  reason: string;
}): Promise<TaskWriteResult> {
  requireAccess(actor, "tasks.edit");
  return deps.db.transaction(async (tx) => {
    const [version] = await tx
      .select({ id: projectVersions.id })
      .from(projectVersions)
      .where(and(eq(projectVersions.id, versionId), eq(projectVersions.projectId, projectId)))
      .for("update");
    if (!version) throw new AppError("not_found", "Cannot create task: No version ID available.");
    const [last] = await tx
      .select({ position: max(projectTasks.position) })
      .from(projectTasks)
      .where(eq(projectTasks.projectVersionId, versionId));
    const [created] = await tx
      .insert(projectTasks)
      .values({ ...task, projectId, projectVersionId: versionId, position: (last?.position ?? -1) + 1 })
      .returning({ id: projectTasks.id });
    const taskId = created!.id;
    const figures = await recomputeVersionFigures(tx, versionId);
    await audit(tx, {
      actorId: actor.id,
      action: "task.create",
      entity: "task",
      entityId: taskId,
      after: {
        ...task,
        projectId,
        versionId,
        versionBudget: figures.estimatedBudget,
        versionDuration: figures.estimatedDuration,
        reason,
      },
    });
    return { taskId, versionId, ...figures };
  });
}
