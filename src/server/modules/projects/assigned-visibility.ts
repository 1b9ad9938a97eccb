import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { projectTasks } from "../../db/schema";

/**
 * Whether any task of the project is assigned to `userId` (spec 1 §6: a freelancer sees tasks assigned
 * to them). Such a freelancer may open the project even when no version is enabled for freelancers.
 */
export async function hasTaskAssignedTo(db: Db | Tx, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(and(eq(projectTasks.projectId, projectId), eq(projectTasks.assignedTo, userId)))
    .limit(1);
  return row !== undefined;
}
