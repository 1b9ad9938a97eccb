/**
 * Freelancer reviews and the figures derived from them (issue 7 item 6; spec 3 §2 directory and profile,
 * §3 freelancers: rating, completed_projects, success_rate). Nobody types these figures in: they follow
 * from the reviews clients write on completed projects, the history imported with a freelancer, and the
 * completed projects a freelancer was on.
 *
 * @module
 */
import { z } from "zod";

/** Star ratings run 1 to 5 (whole stars). */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** A project counts as a success unless its client rated it below this many stars. */
export const SUCCESS_MIN_RATING = 4;

/** A client's review of one freelancer on a completed project (API body and form). */
export const reviewInputSchema = z.object({
  freelancerId: z.uuid("Choose a freelancer"),
  rating: z
    .number("Choose a rating from 1 to 5")
    .int("Choose a rating from 1 to 5")
    .min(MIN_RATING, "Choose a rating from 1 to 5")
    .max(MAX_RATING, "Choose a rating from 1 to 5"),
  comment: z
    .string()
    .trim()
    .min(1, "Please write a short comment")
    .max(1000, "Comment must be at most 1,000 characters"),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** What the directory and profile show (spec 3 §3 freelancers). */
export interface FreelancerStats {
  /** Mean of every review's stars, to one decimal; 0 with no reviews. */
  rating: number;
  /** Completed projects: imported history plus Kaarya projects at phase 5 or later the freelancer was on. */
  completedProjects: number;
  /** Whole percent of completed projects not rated below {@link SUCCESS_MIN_RATING}; 0 with none. */
  successRate: number;
}

/**
 * Derives a freelancer's figures. A completed project without a review yet counts as a success (it was
 * delivered and nobody complained); a project rated 1-3 stars does not.
 * @param ratings - every review's stars (1-5), imported and written on Kaarya.
 * @param completedProjects - imported history count plus completed Kaarya projects.
 */
export function freelancerStats({
  ratings,
  completedProjects,
}: {
  ratings: readonly number[];
  completedProjects: number;
}): FreelancerStats {
  const sum = ratings.reduce((total, stars) => total + stars, 0);
  // Integer arithmetic before the one division, so 4.85 rounds as 4.9 and not by binary noise.
  const rating = ratings.length === 0 ? 0 : Math.round((sum * 10) / ratings.length) / 10;
  const poor = ratings.filter((stars) => stars < SUCCESS_MIN_RATING).length;
  const successes = Math.max(0, completedProjects - poor);
  const successRate = completedProjects === 0 ? 0 : Math.round((100 * successes) / completedProjects);
  return { rating, completedProjects, successRate };
}

/**
 * Star ratings that stand for a freelancer's earlier work when it is imported (the seed's sample
 * freelancers, spec 1 §9): one review per earlier project, the share below {@link SUCCESS_MIN_RATING}
 * given by `successRate` (3 stars each), the rest 4 and 5 stars averaging as near `rating` as they can.
 * `freelancerStats` of the result gives back the summary when the count allows it exactly (a success rate
 * of 96% needs a count like 25, not 31).
 * @returns `completedProjects` ratings, 5s first.
 */
export function importedHistory(summary: FreelancerStats): number[] {
  const n = summary.completedProjects;
  const good = Math.round((n * summary.successRate) / 100);
  const poor = n - good;
  const fives = Math.min(good, Math.max(0, Math.round(summary.rating * n - 3 * poor - 4 * good)));
  return [
    ...Array<number>(fives).fill(5),
    ...Array<number>(good - fives).fill(4),
    ...Array<number>(poor).fill(3),
  ];
}

/** Status codes of a delivered project: its client may review its freelancers (spec 2 §4 "completed"). */
export const REVIEWABLE_STATUS_CODES = ["COMPLETED", "CLOSED"] as const;

/**
 * Whether a project's client may review its freelancers: the project reached COMPLETED (or was closed
 * after it) and was not cancelled.
 * @param statusCode - the project's status code; @param legacyStatus - its legacy status text.
 */
export function isReviewable(statusCode: string, legacyStatus: string): boolean {
  return (REVIEWABLE_STATUS_CODES as readonly string[]).includes(statusCode) && legacyStatus !== "cancelled";
}
