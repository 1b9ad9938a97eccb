import type { z } from "@hono/zod-openapi";
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { CANCELLED_STATUS } from "@/domain/projects/statuses";
import { ACTIVE_STATUS_CODES } from "@/domain/projects/task-work";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { projectStatuses, projects, projectTasks, projectVersions } from "../../db/schema";
import { containsPattern } from "../../lib/search-pattern";
import { taskOfCurrentVersion } from "./my-task-rows";
import type { MappableTask, mappableTaskQuerySchema } from "./work-schemas";

/** Tasks of the current version of an active, uncancelled project (spec 2 §4 phases 3-4; `isActiveProject`). */
const ofActiveProject = and(
  inArray(projects.statusCode, [...ACTIVE_STATUS_CODES]),
  ne(projects.status, CANCELLED_STATUS),
);

/** Task Mapping's rows matching `where`, in due-date order (none last), then by project and position. */
export async function mappableTaskRows(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select({
      id: projectTasks.id,
      projectId: projects.id,
      projectTitle: projectVersions.title,
      projectStatusCode: projects.statusCode,
      projectStatusName: projectStatuses.statusName,
      projectSkills: projectVersions.requiredSkills,
      title: projectTasks.title,
      status: projectTasks.status,
      priority: projectTasks.priority,
      estimatedHours: projectTasks.estimatedHours,
      dueDate: projectTasks.dueDate,
      requiredSkills: projectTasks.requiredSkills,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(projectVersions, taskOfCurrentVersion)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .where(and(ofActiveProject, where))
    .orderBy(sql`${projectTasks.dueDate} asc nulls last`, asc(projects.createdAt), asc(projectTasks.position))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(({ projectSkills, requiredSkills, ...row }) => ({
    ...row,
    // A task without skills of its own is scored on its project's (spec 2 §3 version required_skills).
    requiredSkills: requiredSkills.length > 0 ? requiredSkills : projectSkills,
  }));
}

/** How many tasks of the current version of active projects match `where` (Task Mapping, manager dashboard). */
export async function countMappableTasks(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(projectVersions, taskOfCurrentVersion)
    .where(and(ofActiveProject, where));
  return total;
}

/** Task Mapping's rows: tasks nobody is assigned to (spec 1 §6 "unassigned tasks"). */
export const UNASSIGNED = isNull(projectTasks.assignedTo);

/**
 * Task Mapping's list (spec 1 §6 "unassigned tasks"): tasks nobody is assigned to, in the current version of
 * active projects, searched by task or project title, one page at a time. Staff only.
 * @throws AppError forbidden (403) for clients and freelancers.
 */
export async function listMappableTasks({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: z.output<typeof mappableTaskQuerySchema>;
}): Promise<{ items: MappableTask[]; total: number; page: number; pageSize: number }> {
  requireAccess(actor, "tasks.assign");
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    UNASSIGNED,
    pattern ? or(ilike(projectTasks.title, pattern), ilike(projectVersions.title, pattern)) : undefined,
  );
  const [items, total] = await Promise.all([
    mappableTaskRows(deps.db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countMappableTasks(deps.db, where),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
