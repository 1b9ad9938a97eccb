import { and, eq } from "drizzle-orm";
import { matchScore } from "@/domain/matching/match-score";
import { legacyAfterInvite } from "@/domain/projects/lifecycle";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import {
  freelancerSkills,
  freelancers,
  projectFreelancers,
  projects,
  projectVersions,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { notify } from "../notifications";
import { withLifecycleErrors } from "./lifecycle-errors";

/** The link written by an invitation (spec 2 §3 project_freelancers); `hourlyRate` in paise per hour. */
export interface Invitation {
  projectId: string;
  freelancerId: string;
  status: "invited";
  matchScore: number;
  matchReasoning: string;
  hourlyRate: number;
}

/**
 * Staff invite a freelancer to a project (spec 2 §4): inserts project_freelancers with status invited,
 * the match score and reasoning of the domain matcher against the current version's skills and the
 * freelancer's hourly rate, and sets the legacy status to in_progress — one transaction, audited.
 * @throws AppError forbidden for non-staff; project_not_found; not_found for an unknown freelancer;
 *   conflict when already invited or the project is cancelled.
 */
export async function inviteFreelancer({
  deps,
  actor,
  projectId,
  freelancerId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  freelancerId: string;
}): Promise<Invitation> {
  requireAccess(actor, "projects.invite");
  return deps.db.transaction(async (tx) => {
    const [project] = await tx
      .select({
        status: projects.status,
        requiredSkills: projectVersions.requiredSkills,
        title: projectVersions.title,
      })
      .from(projects)
      .leftJoin(projectVersions, currentVersionOfProject)
      .where(eq(projects.id, projectId))
      .for("update", { of: projects });
    if (!project) throw new AppError("project_not_found", "Project not found");
    const [freelancer] = await tx.select().from(freelancers).where(eq(freelancers.id, freelancerId));
    if (!freelancer) throw new AppError("not_found", "Freelancer not found");
    const status = withLifecycleErrors(() => legacyAfterInvite(project.status));
    const [existing] = await tx
      .select({ status: projectFreelancers.status })
      .from(projectFreelancers)
      .where(
        and(eq(projectFreelancers.projectId, projectId), eq(projectFreelancers.freelancerId, freelancerId)),
      );
    if (existing) throw new AppError("conflict", "This freelancer has already been invited to this project.");

    const skills = await tx
      .select({ name: freelancerSkills.skillName })
      .from(freelancerSkills)
      .where(eq(freelancerSkills.freelancerId, freelancerId));
    const match = matchScore({
      requiredSkills: project.requiredSkills ?? [],
      freelancer: {
        skills: skills.map((s) => s.name),
        rating: freelancer.rating,
        experienceYears: freelancer.experienceYears,
        successRate: freelancer.successRate,
      },
    });
    const invitation: Invitation = {
      projectId,
      freelancerId,
      status: "invited",
      matchScore: match.score,
      matchReasoning: match.reasoning,
      hourlyRate: freelancer.hourlyRate,
    };
    await tx.insert(projectFreelancers).values(invitation);
    await tx.update(projects).set({ status, updatedAt: deps.now() }).where(eq(projects.id, projectId));
    await audit(tx, {
      actorId: actor.id,
      action: "project.invite",
      entity: "project",
      entityId: projectId,
      before: { status: project.status },
      after: { status, freelancerId, matchScore: match.score, hourlyRate: freelancer.hourlyRate },
    });
    await notify(tx, {
      userId: freelancer.userId,
      kind: "invitation",
      title: `You are invited to ${project.title ?? "a project"}`,
      body: `A Kaarya manager invited you to work on "${project.title ?? "a project"}" (match ${match.score}%).`,
      link: `/project/${projectId}`,
    });
    return invitation;
  });
}
