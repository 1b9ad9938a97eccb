import { eq } from "drizzle-orm";
import { estimatedDurationDays } from "@/domain/projects/duration";
import { versionBudgetFromTasks } from "@/domain/projects/tasks";
import type { Tx } from "../../db/client";
import { projectTasks, projectVersions } from "../../db/schema";

/** A version's figures as its tasks make them: budget in paise, duration in calendar days (null without dates), hours. */
export interface VersionFigures {
  estimatedBudget: number;
  estimatedDuration: number | null;
  estimatedHours: number;
}

/**
 * The figures of a version's tasks (issue 17 §7): the budget is the sum of task budgets (spec 2 §4), the
 * hours the sum of task hours ({@link taskHours}), the duration the calendar days
 * from the earliest start to the latest due date, both inclusive, over the tasks that carry work (hours >
 * 0) — the hosting add-on (no labour hours, one year long, spec 2 §5) is a service, not part of the work,
 * as at submission, where the duration is taken from the analysed tasks before hosting is added.
 */
export function versionFigures(
  tasks: readonly {
    estimatedBudget: number;
    estimatedHours: number;
    startDate: string | null;
    dueDate: string | null;
  }[],
): VersionFigures {
  return {
    estimatedBudget: versionBudgetFromTasks(tasks),
    estimatedDuration: estimatedDurationDays(tasks.filter((t) => t.estimatedHours > 0)),
    estimatedHours: taskHours(tasks),
  };
}

/** The hours of a version: the sum of its task hours, to a tenth of an hour (the column's scale). */
export function taskHours(tasks: readonly { estimatedHours: number }[]): number {
  return Math.round(tasks.reduce((sum, t) => sum + t.estimatedHours, 0) * 10) / 10;
}

/**
 * Recomputes a version's stored figures from its tasks inside the transaction that changed a task (spec 2
 * §4, issue 17 §7): `estimated_budget` (paise) and `estimated_duration` (days), see {@link versionFigures}.
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
