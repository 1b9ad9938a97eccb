import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  type FreelancerStats,
  freelancerStats,
  importedHistory,
  REVIEWABLE_STATUS_CODES,
} from "@/domain/freelancers/reviews";
import { TEAM_INVITATION_STATUSES } from "@/domain/projects/invitations";
import type { Db, Tx } from "./client";
import { freelancerReviews, freelancers, projectFreelancers, projects, projectTasks } from "./schema";

/**
 * Recomputes rating, completed_projects and success_rate of the given freelancers from their reviews and
 * completions (`freelancerStats`, issue 7 item 6). Call it inside the transaction that adds a review or
 * completes a project, so the figures never disagree with the rows they come from.
 * A completed project is one at COMPLETED or CLOSED, not cancelled, that the freelancer was linked to
 * (project_freelancers) or had a task on; each imported review stands for one earlier project.
 */
export async function recomputeFreelancerStats(tx: Db | Tx, freelancerIds: readonly string[]): Promise<void> {
  for (const freelancerId of new Set(freelancerIds)) {
    const reviews = await tx
      .select({ rating: freelancerReviews.rating, projectId: freelancerReviews.projectId })
      .from(freelancerReviews)
      .where(eq(freelancerReviews.freelancerId, freelancerId));
    const [{ completed }] = await tx
      .select({ completed: sql<number>`count(distinct ${projects.id})::int` })
      .from(projects)
      .innerJoin(freelancers, eq(freelancers.id, freelancerId))
      .leftJoin(
        projectFreelancers,
        and(
          eq(projectFreelancers.projectId, projects.id),
          eq(projectFreelancers.freelancerId, freelancerId),
          // Issue 19 item 17: a declined invitation is no work on the project.
          inArray(projectFreelancers.status, [...TEAM_INVITATION_STATUSES]),
        ),
      )
      .leftJoin(
        projectTasks,
        and(eq(projectTasks.projectId, projects.id), eq(projectTasks.assignedTo, freelancers.userId)),
      )
      .where(
        and(
          inArray(projects.statusCode, REVIEWABLE_STATUS_CODES),
          ne(projects.status, "cancelled"),
          or(
            eq(projectFreelancers.freelancerId, freelancerId),
            eq(projectTasks.assignedTo, freelancers.userId),
          ),
        ),
      );
    const imported = reviews.filter((r) => r.projectId === null).length;
    const stats = freelancerStats({
      ratings: reviews.map((r) => r.rating),
      completedProjects: imported + completed,
    });
    await tx.update(freelancers).set(stats).where(eq(freelancers.id, freelancerId));
  }
}

/**
 * Imports a freelancer's earlier work as reviews without a project (`importedHistory`), once: nothing
 * happens when they already have imported reviews. Then recomputes their figures from the reviews.
 * Used by the demo seed for the sample freelancers (spec 1 §9).
 * @param summary - the earlier work: projects, mean rating, success rate (whole percent).
 * @returns true when it imported.
 */
export async function importReviewHistory(
  tx: Db | Tx,
  freelancerId: string,
  summary: FreelancerStats,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: freelancerReviews.id })
    .from(freelancerReviews)
    .where(and(eq(freelancerReviews.freelancerId, freelancerId), isNull(freelancerReviews.projectId)))
    .limit(1);
  if (existing) return false;
  const ratings = importedHistory(summary);
  if (ratings.length > 0) {
    await tx.insert(freelancerReviews).values(ratings.map((rating) => ({ freelancerId, rating })));
  }
  await recomputeFreelancerStats(tx, [freelancerId]);
  return true;
}

/**
 * Recomputes the figures of everyone on a project (linked or with a task), for a status change that
 * makes the project completed or takes that back (its completion counts in completed_projects).
 */
export async function recomputeProjectTeamStats(tx: Db | Tx, projectId: string): Promise<void> {
  const [linked, assigned] = await Promise.all([
    tx
      .select({ id: projectFreelancers.freelancerId })
      .from(projectFreelancers)
      .where(eq(projectFreelancers.projectId, projectId)),
    tx
      .select({ id: freelancers.id })
      .from(projectTasks)
      .innerJoin(freelancers, eq(freelancers.userId, projectTasks.assignedTo))
      .where(eq(projectTasks.projectId, projectId)),
  ]);
  await recomputeFreelancerStats(
    tx,
    [...linked, ...assigned].map((row) => row.id),
  );
}
