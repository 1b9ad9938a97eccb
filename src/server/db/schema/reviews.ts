import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { createdAt, id } from "./columns";
import { freelancers } from "./people";
import { projects } from "./projects";

/**
 * freelancer_reviews (issue 7 item 6): a client's 1-5 star review of a freelancer on a completed project,
 * once per project and freelancer. Rows with no project are imported history (the seed's sample
 * freelancers' earlier work, spec 1 §9): no reviewer, no comment. The freelancer's rating,
 * completed_projects and success_rate are derived from these rows (`src/domain/freelancers/reviews.ts`).
 */
export const freelancerReviews = pgTable(
  "freelancer_reviews",
  {
    id: id(),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => freelancers.id, { onDelete: "cascade" }),
    /** null: imported history, not a Kaarya project. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** The client who wrote it; null for imported history or a deleted account. */
    reviewerId: uuid("reviewer_id").references(() => profiles.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    // Postgres treats nulls as distinct, so imported rows (no project) never collide.
    unique("freelancer_reviews_project_freelancer_key").on(t.projectId, t.freelancerId),
    index("freelancer_reviews_freelancer_idx").on(t.freelancerId),
    check("freelancer_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
