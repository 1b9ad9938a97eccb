import { and, eq } from "drizzle-orm";
import { freelancerVisibleVersion } from "@/domain/projects/versions";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import type { Db, Tx } from "../../db/client";
import { freelancers, projectFreelancers, projectStatuses, projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hasTaskAssignedTo } from "./assigned-visibility";

/** The project facts access rules and lifecycle checks read. */
export interface ProjectAccess {
  id: string;
  clientId: string;
  statusCode: string;
  /** Legacy status text (spec 2 §4): requested, accepted, in_progress, cancelled. */
  status: string;
  phase: number;
  currentVersion: number;
  /** True when the actor is a freelancer linked to the project (invited, accepted or active). */
  linkedFreelancer: boolean;
  /**
   * True when the actor is a freelancer on the project's team: linked to it or assigned one of its tasks
   * (not one who only sees it because a version is enabled for freelancers).
   */
  onTeam: boolean;
}

/**
 * Loads a project and checks that `actor` may see it (spec 2 §6, DESIGN §4 row-level access): staff any
 * project; a client their own; a freelancer one linked to them (project_freelancers), with a task
 * assigned to them, or with a version enabled for freelancers (spec 2 §4).
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
    })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .where(eq(projects.id, projectId));
  const notFound = new AppError("project_not_found", "Project not found");
  if (!row) throw notFound;
  const outsider = { ...row, linkedFreelancer: false, onTeam: false };
  if (isStaff(actor.role)) return outsider;
  if (actor.role === "client") {
    if (row.clientId !== actor.id) throw notFound;
    return outsider;
  }
  if (actor.role !== "freelancer") throw notFound;
  const [link] = await db
    .select({ id: projectFreelancers.freelancerId })
    .from(projectFreelancers)
    .innerJoin(freelancers, eq(freelancers.id, projectFreelancers.freelancerId))
    .where(and(eq(projectFreelancers.projectId, projectId), eq(freelancers.userId, actor.id)))
    .limit(1);
  if (link) return { ...row, linkedFreelancer: true, onTeam: true };
  if (await hasTaskAssignedTo(db, projectId, actor.id))
    return { ...row, linkedFreelancer: false, onTeam: true };
  const versions = await db
    .select({
      versionNumber: projectVersions.versionNumber,
      isDraft: projectVersions.isDraft,
      enabledForFreelancer: projectVersions.enabledForFreelancer,
    })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId));
  if (!freelancerVisibleVersion(versions)) throw notFound;
  return outsider;
}

/**
 * Loads a project for someone who must be on it, for its thread and its files (spec 3 §2, §6; issue 19
 * item 10: attachments may hold budgets): staff any project, a client their own, a freelancer only a
 * project they are on (linked through project_freelancers or assigned one of its tasks) — seeing an
 * enabled project in the browser is not enough.
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
