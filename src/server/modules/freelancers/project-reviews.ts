import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { isReviewable } from "@/domain/freelancers/reviews";
import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { can } from "../../access/permissions";
import type { Deps } from "../../context";
import { freelancerReviews } from "../../db/schema";
import { projectTeam } from "../lifecycle";

/** A project's freelancers and the review each got (issue 7 item 6). */
export const projectReviewsSchema = z
  .object({
    /** The project is COMPLETED (or CLOSED after it) and not cancelled. */
    reviewable: z.boolean(),
    /** The actor may write reviews here: the owning client of a reviewable project. */
    canReview: z.boolean(),
    freelancers: z.array(
      z.object({
        freelancerId: z.uuid(),
        fullName: z.string(),
        title: z.string(),
        review: z
          .object({ rating: z.number().int(), comment: z.string().nullable(), createdAt: z.string() })
          .nullable(),
      }),
    ),
  })
  .openapi("ProjectReviews");
export type ProjectReviews = z.infer<typeof projectReviewsSchema>;

/**
 * The project's freelancers (its team: linked or with a task) and their reviews, for "Rate Freelancers"
 * on project detail. Whoever may see the project may read them; a freelancer sees only their own entry.
 * @throws AppError project_not_found (404) when the project is not visible to the actor.
 */
export async function listProjectReviews({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<ProjectReviews> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  const [team, reviews] = await Promise.all([
    projectTeam(deps.db, projectId),
    deps.db.select().from(freelancerReviews).where(eq(freelancerReviews.projectId, projectId)),
  ]);
  const reviewable = isReviewable(project.statusCode, project.status);
  const shown = actor.role === "freelancer" ? team.filter((m) => m.userId === actor.id) : team;
  return {
    reviewable,
    canReview: reviewable && can(actor.role, "reviews.create") && project.clientId === actor.id,
    freelancers: shown.map((member) => {
      const review = reviews.find((r) => r.freelancerId === member.freelancerId);
      return {
        freelancerId: member.freelancerId,
        fullName: member.fullName,
        title: member.title,
        review: review
          ? { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() }
          : null,
      };
    }),
  };
}
