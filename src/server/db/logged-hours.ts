import { isNotNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { projectTasks } from "./schema";

/**
 * Estimated and actual hours logged per project version (issue 20 items 6 and 7): one aggregate over the
 * tasks with actual hours (`project_tasks.actual_hours` not null) grouped by their version — a task nobody has
 * logged against says nothing about its estimate (decision 0033). Calibration joins it to completed projects'
 * current versions, the project list to every project's current version to sort by overrun. Hours as float8
 * (the sums of one-decimal columns). Reads the partial index `project_tasks_logged_idx` (migration 0018).
 */
export function loggedHoursByVersion(db: Db) {
  return db
    .select({
      versionId: sql<string>`${projectTasks.projectVersionId}`.as("logged_version_id"),
      estimatedHours: sql<number>`sum(${projectTasks.estimatedHours})::float8`.as("logged_estimated_hours"),
      actualHours: sql<number>`sum(${projectTasks.actualHours})::float8`.as("logged_actual_hours"),
    })
    .from(projectTasks)
    .where(isNotNull(projectTasks.actualHours))
    .groupBy(projectTasks.projectVersionId)
    .as("logged_hours");
}
