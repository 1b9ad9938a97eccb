import { eq } from "drizzle-orm";
import type { VersionFigures } from "@/domain/projects/duration";
import type { Tx } from "../../db/client";
import { projectTasks } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * The result of a task write: the task id, its version and the version's new figures (budget in paise,
 * duration in days, hours; see `versionFigures`).
 */
export interface TaskWriteResult extends VersionFigures {
  taskId: string;
  versionId: string;
}

/**
 * The task row, locked FOR UPDATE in `tx`.
 * @throws AppError not_found for an unknown task, or one not attached to a version.
 */
export async function lockTask(tx: Tx, taskId: string) {
  const [task] = await tx.select().from(projectTasks).where(eq(projectTasks.id, taskId)).for("update");
  if (!task?.projectVersionId) throw new AppError("not_found", "Task not found");
  return { ...task, projectVersionId: task.projectVersionId };
}
