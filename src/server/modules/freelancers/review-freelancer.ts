import { eq } from "drizzle-orm";
import { isReviewable, type ReviewInput } from "@/domain/freelancers/reviews";
import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { recomputeFreelancerStats } from "../../db/freelancer-stats";
import { freelancerReviews, freelancers, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { projectTeam } from "../lifecycle";

/** Texts of the refusals (ours; the spec has no reviews). */
export const REVIEW_TEXTS = {
  notCompleted: "Freelancers can be rated once the project is completed.",
  notOnProject: "This freelancer is not on this project.",
  already: "You have already rated this freelancer on this project.",
} as const;

/** A freelancer's derived figures as stored. */
async function statsOf(tx: Tx, freelancerId: string) {
  const [stats] = await tx
    .select({
      rating: freelancers.rating,
      completedProjects: freelancers.completedProjects,
      successRate: freelancers.successRate,
    })
    .from(freelancers)
    .where(eq(freelancers.id, freelancerId));
  return stats;
}

/**
 * The owning client rates a freelancer of their completed project, 1-5 stars with a comment, once
 * (issue 7 item 6). In one transaction: the review, the freelancer's rating, completed projects and
 * success rate recomputed from their reviews (`recomputeFreelancerStats`), and an audit row.
 * @returns the review's id and the freelancer's new figures.
 * @throws AppError forbidden (403) unless a client; project_not_found (404) for a project not theirs;
 *   conflict (409) before COMPLETED, for a cancelled project, or for a second review;
 *   bad_request (400) for a freelancer not on the project.
 */
export async function reviewFreelancer({
  deps,
  actor,
  projectId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  input: ReviewInput;
}) {
  requireAccess(actor, "reviews.create");
  const project = await requireProjectAccess(deps.db, actor, projectId);
  if (!isReviewable(project.statusCode, project.status)) {
    throw new AppError("conflict", REVIEW_TEXTS.notCompleted);
  }
  const team = await projectTeam(deps.db, projectId);
  if (!team.some((member) => member.freelancerId === input.freelancerId)) {
    throw new AppError("bad_request", REVIEW_TEXTS.notOnProject);
  }
  return deps.db.transaction(async (tx) => {
    // The status is read again under a lock, so a project moved back from COMPLETED meanwhile is refused.
    const [locked] = await tx
      .select({ statusCode: projects.statusCode, status: projects.status })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!locked || !isReviewable(locked.statusCode, locked.status)) {
      throw new AppError("conflict", REVIEW_TEXTS.notCompleted);
    }
    const [review] = await tx
      .insert(freelancerReviews)
      .values({
        freelancerId: input.freelancerId,
        projectId,
        reviewerId: actor.id,
        rating: input.rating,
        comment: input.comment,
        createdAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: freelancerReviews.id });
    if (!review) throw new AppError("conflict", REVIEW_TEXTS.already);
    const before = await statsOf(tx, input.freelancerId);
    await recomputeFreelancerStats(tx, [input.freelancerId]);
    const stats = await statsOf(tx, input.freelancerId);
    await audit(tx, {
      actorId: actor.id,
      action: "freelancer.review",
      entity: "freelancer_review",
      entityId: review.id,
      before: { stats: before },
      after: { projectId, freelancerId: input.freelancerId, rating: input.rating, stats },
    });
    return { id: review.id, freelancerId: input.freelancerId, rating: input.rating, stats };
  });
}
