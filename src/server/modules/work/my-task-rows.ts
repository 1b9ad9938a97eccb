import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { CANCELLED_STATUS } from "@/domain/projects/statuses";
import type { Db, Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { projects, projectTasks, projectVersions } from "../../db/schema";
import type { MyTask } from "./work-schemas";

/**
 * Join condition: a task of its project's current version. Publishing copies tasks into each new version
 * (assignment included), so older versions hold history and only the current copy is the live task.
 */
export const taskOfCurrentVersion = and(
  currentVersionOfProject,
  eq(projectVersions.id, projectTasks.projectVersionId),
);

/** The open work first: in progress, review, then not started, completed last. */
const STATUS_ORDER = sql`case ${projectTasks.status} when 'in_progress' then 0 when 'review' then 1 when 'assigned' then 2 when 'pending' then 2 else 3 end`;

/**
 * The current-version tasks assigned to `userId` (a profile id), as My Work shows them, narrowed by
 * `where` when given; open work first, then by due date (none last) and title.
 */
export async function myTaskRows(db: Db | Tx, userId: string, where?: SQL): Promise<MyTask[]> {
  const rows = await db
    .select({
      id: projectTasks.id,
      projectId: projects.id,
      projectTitle: projectVersions.title,
      projectStatus: projects.status,
      title: projectTasks.title,
      description: projectTasks.description,
      status: projectTasks.status,
      priority: projectTasks.priority,
      estimatedHours: projectTasks.estimatedHours,
      actualHours: projectTasks.actualHours,
      dueDate: projectTasks.dueDate,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(projectVersions, taskOfCurrentVersion)
    .where(and(eq(projectTasks.assignedTo, userId), where))
    .orderBy(STATUS_ORDER, sql`${projectTasks.dueDate} asc nulls last`, asc(projectTasks.title));
  return rows.map(({ projectStatus, ...row }) => ({
    ...row,
    projectCancelled: projectStatus === CANCELLED_STATUS,
  }));
}
