import { eq } from "drizzle-orm";
import type { TaskInput } from "@/domain/projects/tasks";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectTasks } from "../../db/schema";
import { audit } from "../../lib/audit";
import { lockTask, type TaskWriteResult } from "./task-rows";
import { recomputeVersionFigures } from "./version-figures";

/**
 * An administrator edits a task in edit mode (spec 2 §4, §6); the version's figures (budget,
 * duration, hours) are recomputed in the same transaction, with an audit row holding before, after and the change reason.
 * @throws AppError forbidden for anyone but administrators; not_found for an unknown task.
 */
export async function updateTask({
  deps,
  actor,
  taskId,
  task,
  reason,
}: {
  deps: Deps;
  actor: Actor;
  taskId: string;
  task: TaskInput;
  reason: string;
}): Promise<TaskWriteResult> {
  requireAccess(actor, "tasks.edit");
  return deps.db.transaction(async (tx) => {
    const before = await lockTask(tx, taskId);
    await tx.update(projectTasks).set(task).where(eq(projectTasks.id, taskId));
    const figures = await recomputeVersionFigures(tx, before.projectVersionId);
    await audit(tx, {
      actorId: actor.id,
      action: "task.update",
      entity: "task",
      entityId: taskId,
      before,
      after: {
        ...task,
        versionBudget: figures.estimatedBudget,
        versionDuration: figures.estimatedDuration,
        reason,
      },
    });
    return { taskId, versionId: before.projectVersionId, ...figures };
  });
}
