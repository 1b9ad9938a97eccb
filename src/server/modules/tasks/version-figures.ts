import { eq } from "drizzle-orm";
import { type VersionFigures, versionFigures } from "@/domain/projects/duration";
import type { Tx } from "../../db/client";
import { projectTasks, projectVersions } from "../../db/schema";

/**
 * Recomputes a version's stored figures from its tasks inside the transaction that changed a task (spec 2
 * §4, issue 17 §7): `estimated_budget` (paise) and `estimated_duration` (days), see `versionFigures` (domain/projects/duration.ts).
 * The hours are not a column; the detail derives them from the tasks the same way.
 * @returns the new figures.
 */
export async function recomputeVersionFigures(tx: Tx, versionId: string): Promise<VersionFigures> {
  const tasks = await tx
    .select({
      estimatedBudget: projectTasks.estimatedBudget,
      estimatedHours: projectTasks.estimatedHours,
      startDate: projectTasks.startDate,
      dueDate: projectTasks.dueDate,
    })
    .from(projectTasks)
    .where(eq(projectTasks.projectVersionId, versionId));
  const figures = versionFigures(tasks);
  await tx
    .update(projectVersions)
    .set({ estimatedBudget: figures.estimatedBudget, estimatedDuration: figures.estimatedDuration })
    .where(eq(projectVersions.id, versionId));
  return figures;
}
