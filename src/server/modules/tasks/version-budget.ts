import { eq } from "drizzle-orm";
import { versionBudgetFromTasks } from "@/domain/projects/tasks";
import type { Tx } from "../../db/client";
import { projectTasks, projectVersions } from "../../db/schema";

/**
 * Recomputes a version's `estimated_budget` as the sum of its task budgets (spec 2 §4), inside the
 * transaction that changed a task. Returns the new total in paise.
 */
export async function recomputeVersionBudget(tx: Tx, versionId: string): Promise<number> {
  const tasks = await tx
    .select({ estimatedBudget: projectTasks.estimatedBudget })
    .from(projectTasks)
    .where(eq(projectTasks.projectVersionId, versionId));
  const total = versionBudgetFromTasks(tasks);
  await tx.update(projectVersions).set({ estimatedBudget: total }).where(eq(projectVersions.id, versionId));
  return total;
}
