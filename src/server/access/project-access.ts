import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { projectStatuses, projects } from "../db/schema";
import { AppError } from "../lib/app-error";
import type { Actor } from "./actor";
import { type ProjectStanding, projectFactColumns, projectStanding } from "./project-rules";

/** The project facts access rules and lifecycle checks read, with where the actor stands on it. */
export interface ProjectAccess extends ProjectStanding {
  id: string;
  clientId: string;
  statusCode: string;
  /** Legacy status text (spec 2 §4): requested, accepted, in_progress, cancelled. */
  status: string;
  phase: number;
  currentVersion: number;
}

/**
 * Loads a project and checks that `actor` may see it ({@link projectStanding}, spec 2 §6, DESIGN §4
 * row-level access): staff any project; a client their own; a freelancer one linked to them
 * (project_freelancers), with a task assigned to them, or with a version enabled for freelancers. One query.
 * @throws AppError project_not_found (404) when missing or not visible — never 403, so existence is not revealed.
 */
export async function requireProjectAccess(
  db: Db | Tx,
  actor: Actor,
  projectId: string,
): Promise<ProjectAccess> {
  const [row] = await db
    .select({
      id: projects.id,
      clientId: projects.clientId,
      statusCode: projects.statusCode,
      status: projects.status,
      currentVersion: projects.currentVersion,
      phase: projectStatuses.phase,
      ...projectFactColumns(actor.id),
    })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .where(eq(projects.id, projectId));
  const standing = row && projectStanding(actor, row);
  if (!standing) throw new AppError("project_not_found", "Project not found");
  const { id, clientId, statusCode, status, currentVersion, phase } = row;
  return { id, clientId, statusCode, status, currentVersion, phase, ...standing };
}

/**
 * Loads a project for someone who must be on it, for its thread and its files (spec 3 §2, §6; issue 19
 * item 10: attachments may hold budgets): staff any project, a client their own, a freelancer only a
 * project they are on (linked through project_freelancers or assigned one of its tasks) — seeing an
 * enabled project in the browser is not enough. The list form is `memberProjectsCondition`.
 * @throws AppError project_not_found (404) otherwise, so what the project holds is not revealed.
 */
export async function requireProjectMember(
  db: Db | Tx,
  actor: Actor,
  projectId: string,
): Promise<ProjectAccess> {
  const project = await requireProjectAccess(db, actor, projectId);
  if (actor.role === "freelancer" && !project.onTeam)
    throw new AppError("project_not_found", "Project not found");
  return project;
}
