import { and, eq } from "drizzle-orm";
import { CANCELLED_STATUS } from "@/domain/projects/statuses";
import { canMoveTask, type MyTaskUpdate, TASK_STATUS_LABELS } from "@/domain/projects/task-work";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projects, projectTasks, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type MyTask, myTaskRows, taskOfCurrentVersion } from "../work";

/**
 * The assigned freelancer moves their task along the flow (to in progress, review, completed; see
 * `canMoveTask`) and/or sets its actual hours (a total, one decimal), in one transaction with an audit row.
 * The task is looked up by id *and* `assigned_to = actor`, so another freelancer's task is simply not found.
 * @throws AppError forbidden (403) for anyone but a freelancer; not_found (404) for a task that is not theirs
 *   or not in the project's current version; conflict (409) for a move the flow does not allow or a
 *   cancelled project.
 */
export async function updateMyTask({
  deps,
  actor,
  taskId,
  update,
}: {
  deps: Deps;
  actor: Actor;
  taskId: string;
  update: MyTaskUpdate;
}): Promise<MyTask> {
  requireAccess(actor, "tasks.work_own");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ task: projectTasks, projectStatus: projects.status })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .innerJoin(projectVersions, taskOfCurrentVersion)
      .where(and(eq(projectTasks.id, taskId), eq(projectTasks.assignedTo, actor.id)))
      .for("update", { of: projectTasks });
    if (!row) throw new AppError("not_found", "Task not found");
    if (row.projectStatus === CANCELLED_STATUS) {
      throw new AppError("conflict", "This project has been cancelled.");
    }
    const from = row.task.status;
    if (update.status !== undefined && !canMoveTask(from, update.status)) {
      throw new AppError(
        "conflict",
        `A task in ${TASK_STATUS_LABELS[from]} cannot move to ${TASK_STATUS_LABELS[update.status]}.`,
      );
    }
    const changes = {
      ...(update.status !== undefined ? { status: update.status } : {}),
      ...(update.actualHours !== undefined ? { actualHours: update.actualHours } : {}),
    };
    await tx.update(projectTasks).set(changes).where(eq(projectTasks.id, taskId));
    await audit(tx, {
      actorId: actor.id,
      action: "task.progress",
      entity: "task",
      entityId: taskId,
      before: { status: from, actualHours: row.task.actualHours },
      after: { status: changes.status ?? from, actualHours: changes.actualHours ?? row.task.actualHours },
    });
    const [task] = await myTaskRows(tx, actor.id, eq(projectTasks.id, taskId));
    return task;
  });
}
