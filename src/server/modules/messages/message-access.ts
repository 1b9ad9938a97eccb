import { type ProjectAccess, requireProjectMember } from "../../access";
import type { Actor } from "../../access/actor";
import type { Db, Tx } from "../../db/client";

/**
 * Who may read and post in a project's thread (spec 3 §2, §6): staff any project, a client their own, a
 * freelancer only a project they are on (linked through project_freelancers or assigned one of its tasks) —
 * seeing an enabled project in the browser is not enough.
 * The list form is `memberProjectsCondition` (src/server/access).
 * @throws AppError project_not_found (404) otherwise, so a thread's existence is not revealed.
 */
export async function requireMessagingAccess(
  db: Db | Tx,
  actor: Actor,
  projectId: string,
): Promise<ProjectAccess> {
  return requireProjectMember(db, actor, projectId);
}
