import { and, desc, eq, inArray } from "drizzle-orm";
import type { InvitationAnswer } from "@/domain/projects/invitations";
import { STAFF_ROLES } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Db, Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { freelancers, profiles, projectFreelancers, projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { notify } from "../notifications";
import type { MyInvitation } from "./work-schemas";

/** The signed-in freelancer's invitations, filtered by their own freelancer row in the query, newest first. */
function invitationRows(db: Db | Tx, userId: string, projectId?: string) {
  return db
    .select({
      projectId: projectFreelancers.projectId,
      freelancerId: projectFreelancers.freelancerId,
      projectTitle: projectVersions.title,
      status: projectFreelancers.status,
      matchScore: projectFreelancers.matchScore,
      hourlyRate: projectFreelancers.hourlyRate,
      createdAt: projectFreelancers.createdAt,
    })
    .from(projectFreelancers)
    .innerJoin(freelancers, eq(freelancers.id, projectFreelancers.freelancerId))
    .innerJoin(projects, eq(projects.id, projectFreelancers.projectId))
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(
      and(
        eq(freelancers.userId, userId),
        projectId ? eq(projectFreelancers.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(projectFreelancers.createdAt));
}

function toMyInvitation(row: Awaited<ReturnType<typeof invitationRows>>[number]): MyInvitation {
  return {
    projectId: row.projectId,
    projectTitle: row.projectTitle ?? "Untitled project",
    status: row.status,
    matchScore: row.matchScore,
    hourlyRate: row.hourlyRate,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * My Work's invitations (issue 19 item 17): every project the signed-in freelancer was invited to, with
 * the invitation's status — invited ones can be answered.
 * @throws AppError forbidden (403) for anyone but a freelancer.
 */
export async function listMyInvitations({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<MyInvitation[]> {
  requireAccess(actor, "invitations.answer_own");
  return (await invitationRows(deps.db, actor.id)).map(toMyInvitation);
}

/**
 * The invited freelancer accepts or declines an invitation (issue 19 item 17; spec 2 §3 statuses):
 * moves project_freelancers from invited to the answer, audited, and notifies every manager and
 * administrator — one transaction. Only the invited freelancer can answer; staff read the answer on the
 * project's team.
 * @throws AppError forbidden (403) for anyone but a freelancer; not_found (404) when the actor has no
 *   invitation to the project; conflict (409) when it was answered already.
 */
export async function answerInvitation({
  deps,
  actor,
  projectId,
  answer,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  answer: InvitationAnswer;
}): Promise<MyInvitation> {
  requireAccess(actor, "invitations.answer_own");
  return deps.db.transaction(async (tx) => {
    const [row] = await invitationRows(tx, actor.id, projectId).for("update", { of: projectFreelancers });
    if (!row) throw new AppError("not_found", "Invitation not found");
    if (row.status !== "invited")
      throw new AppError("conflict", "This invitation has already been answered.");
    await tx
      .update(projectFreelancers)
      .set({ status: answer })
      .where(
        and(
          eq(projectFreelancers.projectId, projectId),
          eq(projectFreelancers.freelancerId, row.freelancerId),
        ),
      );
    await audit(tx, {
      actorId: actor.id,
      action: "project.invitation_answer",
      entity: "project",
      entityId: projectId,
      before: { status: row.status, freelancerId: row.freelancerId },
      after: { status: answer, freelancerId: row.freelancerId },
    });
    const [me] = await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, actor.id));
    const staff = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.role, [...STAFF_ROLES]));
    const title = toMyInvitation(row).projectTitle;
    for (const { id } of staff) {
      await notify(tx, {
        userId: id,
        kind: "invitation",
        title: `${me?.name ?? "A freelancer"} ${answer} the invitation to ${title}`,
        body: `${me?.name ?? "A freelancer"} ${answer} your invitation to work on "${title}".`,
        link: `/project/${projectId}`,
      });
    }
    return toMyInvitation({ ...row, status: answer });
  });
}
