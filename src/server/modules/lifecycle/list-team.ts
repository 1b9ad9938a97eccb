import { and, eq } from "drizzle-orm";
import type { InvitationStatus } from "@/domain/projects/invitations";
import { isStaff } from "@/domain/roles";
import { requireProjectAccess, teamLink } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { freelancers, profiles, projectFreelancers, projectTasks } from "../../db/schema";

/** A freelancer on a project: invited or linked (project_freelancers), or assigned one of its tasks. */
export interface TeamMember {
  freelancerId: string;
  userId: string;
  fullName: string;
  title: string;
  /**
   * The project_freelancers status (declined: the freelancer refused the invitation); "assigned" when the
   * freelancer only has tasks on the project.
   */
  status: InvitationStatus | "assigned";
  /** Tasks of the project assigned to them. */
  taskCount: number;
}

/**
 * The project's team members (spec 2 §2 lower sections): invited or linked freelancers and freelancers
 * assigned a task, each once, by name. Anyone who may see the project may see its team; staff also see
 * the freelancers who declined their invitation, with that answer (issue 19 item 17), who are not on it.
 * @throws AppError project_not_found (404) when the project is not visible to the actor.
 */
export async function listTeam({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<TeamMember[]> {
  await requireProjectAccess(deps.db, actor, projectId);
  return projectTeam(deps.db, projectId, { withDeclined: isStaff(actor.role) });
}

/**
 * The team of {@link listTeam} with no access check: for code that has checked access to the project
 * already, and for jobs acting for nobody in particular (notifications, the assistant). A freelancer who
 * declined is left out ({@link teamLink}) unless `withDeclined` asks for the staff's view of the answers.
 */
export async function projectTeam(
  db: Db,
  projectId: string,
  { withDeclined = false }: { withDeclined?: boolean } = {},
): Promise<TeamMember[]> {
  const person = {
    freelancerId: freelancers.id,
    userId: freelancers.userId,
    fullName: profiles.fullName,
    title: freelancers.title,
  };
  const [linked, assigned] = await Promise.all([
    db
      .select({ ...person, status: projectFreelancers.status })
      .from(projectFreelancers)
      .innerJoin(freelancers, eq(freelancers.id, projectFreelancers.freelancerId))
      .innerJoin(profiles, eq(profiles.id, freelancers.userId))
      .where(and(eq(projectFreelancers.projectId, projectId), withDeclined ? undefined : teamLink())),
    db
      .select(person)
      .from(projectTasks)
      .innerJoin(freelancers, eq(freelancers.userId, projectTasks.assignedTo))
      .innerJoin(profiles, eq(profiles.id, freelancers.userId))
      .where(eq(projectTasks.projectId, projectId)),
  ]);
  const team = new Map<string, TeamMember>();
  for (const member of linked) team.set(member.freelancerId, { ...member, taskCount: 0 });
  for (const member of assigned) {
    const entry = team.get(member.freelancerId) ?? { ...member, status: "assigned" as const, taskCount: 0 };
    entry.taskCount += 1;
    team.set(member.freelancerId, entry);
  }
  return [...team.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}
