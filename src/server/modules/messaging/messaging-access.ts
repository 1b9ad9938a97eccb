import { and, eq, exists, or, type SQL } from "drizzle-orm";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import type { Db, Tx } from "../../db/client";
import { freelancers, projectFreelancers, projects, projectTasks } from "../../db/schema";
import { type ProjectAccess, requireProjectMember } from "../projects/project-access";

/**
 * Who may read and post in a project's thread (spec 3 §2, §6): staff any project, a client their own, a
 * freelancer only a project they are on (linked through project_freelancers or assigned one of its tasks) —
 * seeing an enabled project in the browser is not enough.
 * @throws AppError project_not_found (404) otherwise, so a thread's existence is not revealed.
 */
export async function requireMessagingAccess(
  db: Db | Tx,
  actor: Actor,
  projectId: string,
): Promise<ProjectAccess> {
  return requireProjectMember(db, actor, projectId);
}

/** The same rule as a SQL condition on `projects`, for lists (undefined: every project). */
export function messagingProjectsFilter(actor: Actor, db: Db | Tx): SQL | undefined {
  if (isStaff(actor.role)) return undefined;
  if (actor.role === "client") return eq(projects.clientId, actor.id);
  return or(
    exists(
      db
        .select({ one: projectFreelancers.projectId })
        .from(projectFreelancers)
        .innerJoin(freelancers, eq(freelancers.id, projectFreelancers.freelancerId))
        .where(and(eq(projectFreelancers.projectId, projects.id), eq(freelancers.userId, actor.id))),
    ),
    exists(
      db
        .select({ one: projectTasks.id })
        .from(projectTasks)
        .where(and(eq(projectTasks.projectId, projects.id), eq(projectTasks.assignedTo, actor.id))),
    ),
  );
}
