import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectTasks } from "../../db/schema";
import { audit } from "../../lib/audit";
import { lockTask, type TaskWriteResult } from "./task-rows";
import { recomputeVersionFigures } from "./version-figures";

/**
 * An administrator deletes a task in edit mode (spec 2 §4, §6): other tasks of the version drop it from
 * their dependencies, the version's figures are recomputed, and an audit row keeps the deleted
 * task and the change reason — one transaction.
 * @throws AppError forbidden for anyone but administrators; not_found for an unknown task.
 */
export async function deleteTask({
  deps,
  actor,
  taskId,
  reason,
}: {
  deps: Deps;
  actor: Actor;
  taskId: string;
  reason: string;
}): Promise<TaskWriteResult> {
  requireAccess(actor, "tasks.edit");
  return deps.db.transaction(async (tx) => {
    const before = await lockTask(tx, taskId);
    await tx.delete(projectTasks).where(eq(projectTasks.id, taskId));
    const siblings = await tx
      .select({ id: projectTasks.id, dependencies: projectTasks.dependencies })
      .from(projectTasks)
      .where(eq(projectTasks.projectVersionId, before.projectVersionId));
    for (const sibling of siblings.filter((s) => s.dependencies.includes(taskId))) {
      await tx
        .update(projectTasks)
        .set({ dependencies: sibling.dependencies.filter((d) => d !== taskId) })
        .where(eq(projectTasks.id, sibling.id));
    }
    const figures = await recomputeVersionFigures(tx, before.projectVersionId);
    await audit(tx, {
      actorId: actor.id,
      action: "task.delete",
      entity: "task",
      entityId: taskId,
      before,
      after: { versionBudget: figures.estimatedBudget, versionDuration: figures.estimatedDuration, reason },
    });
    return { taskId, versionId: before.projectVersionId, ...figures };
  });
}
