import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { DRAFT_VERSION_NUMBER } from "@/domain/constants";
import type { Tx } from "../../db/client";
import { projects, projectTasks, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type VersionRow = typeof projectVersions.$inferSelect;

/**
 * The project row (locked FOR UPDATE inside `tx`) with its current published version and its draft.
 * @throws AppError project_not_found when the project or its current version is missing.
 */
export async function lockProjectVersions(tx: Tx, projectId: string) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project) throw new AppError("project_not_found", "Project not found");
  const versions = await tx.select().from(projectVersions).where(eq(projectVersions.projectId, projectId));
  const current = versions.find((v) => v.versionNumber === project.currentVersion);
  if (!current) throw new AppError("project_not_found", "Project not found");
  const draft = versions.find((v) => v.versionNumber === DRAFT_VERSION_NUMBER);
  return { project, versions, current, draft };
}

/** The version's content columns (everything but identity, number, draft flag, author and time). */
export function versionContent(v: VersionRow) {
  const {
    id: _id,
    versionNumber: _n,
    isDraft: _d,
    createdBy: _c,
    createdAt: _t,
    changeReason: _r,
    ...content
  } = v;
  return content;
}

/**
 * Copies the tasks of version `fromId` to version `toId` inside `tx`, giving each a new id and remapping
 * dependencies (task ids) to the copies, so a version's dependency graph stays within the version.
 */
export async function copyTasks(tx: Tx, fromId: string, toId: string): Promise<void> {
  const tasks = await tx
    .select()
    .from(projectTasks)
    .where(eq(projectTasks.projectVersionId, fromId))
    .orderBy(asc(projectTasks.position), asc(projectTasks.createdAt));
  if (tasks.length === 0) return;
  const ids = new Map<string, string>(tasks.map((t) => [t.id, randomUUID()]));
  await tx.insert(projectTasks).values(
    tasks.map(({ id, createdAt: _createdAt, ...task }) => ({
      ...task,
      id: ids.get(id),
      projectVersionId: toId,
      dependencies: task.dependencies.map((d) => ids.get(d)).filter((d): d is string => d !== undefined),
    })),
  );
}
