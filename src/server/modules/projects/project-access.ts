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
  if (isStaff(actor.role)) return { ...row, linkedFreelancer: false };
  if (actor.role === "client") {
    if (row.clientId !== actor.id) throw notFound;
    return { ...row, linkedFreelancer: false };
  }
  if (actor.role !== "freelancer") throw notFound;
  const [link] = await db
    .select({ id: projectFreelancers.freelancerId })
    .from(projectFreelancers)
    .innerJoin(freelancers, eq(freelancers.id, projectFreelancers.freelancerId))
    .where(and(eq(projectFreelancers.projectId, projectId), eq(freelancers.userId, actor.id)))
    .limit(1);
  if (link) return { ...row, linkedFreelancer: true };
  if (await hasTaskAssignedTo(db, projectId, actor.id)) return { ...row, linkedFreelancer: false };
  const versions = await db
    .select({
      versionNumber: projectVersions.versionNumber,
      isDraft: projectVersions.isDraft,
      enabledForFreelancer: projectVersions.enabledForFreelancer,
    })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId));
  if (!freelancerVisibleVersion(versions)) throw notFound;
  return { ...row, linkedFreelancer: false };
}
