/**
 * Project interest rules (spec 3 §4 "Project interest", spec 2 §2 "Freelancer project browser",
 * spec 2 §4): who may browse a project, the interest status transitions and the note a freelancer
 * may add. Which version a freelancer sees is {@link freelancerVisibleVersion} in `./versions`.
 *
 * @module
 */
import { z } from "zod";
import { isBrowsable } from "./statuses";
import { freelancerVisibleVersion, type VersionLike } from "./versions";

/** Interest statuses (spec 3 §3 project_interests). Only `interested` rows are listed (spec 3 §4). */
export const INTEREST_STATUSES = ["interested", "withdrawn"] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** Longest note a freelancer may attach to an interest, in characters. */
export const INTEREST_NOTE_MAX = 1000;

/**
 * Body of "Express Interest" (form and `POST /api/projects/{id}/interests`): an optional note,
 * trimmed; blank becomes `undefined`.
 */
export const expressInterestSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(INTEREST_NOTE_MAX, `Notes must be at most ${INTEREST_NOTE_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ExpressInterestInput = z.input<typeof expressInterestSchema>;

/** Spec 3 §8 texts for the interest actions. */
export const INTEREST_TEXTS = {
  expressFailed: "Failed to express interest. You may have already expressed interest in this project.",
  withdrawFailed: "Failed to withdraw interest. Please try again.",
  withdrawConfirm: "Are you sure you want to withdraw your interest in this project?",
} as const;

/** What an interest action does to the stored row, or why it cannot. */
export type InterestTransition =
  | { ok: true; next: InterestStatus; write: "insert" | "update" }
  | { ok: false; reason: "already_interested" | "not_interested" };

/**
 * The interest state machine (spec 3 §4): expressing inserts a row with status interested, or
 * re-activates a withdrawn one (the pair is unique, so a freelancer who changed their mind can come
 * back); withdrawing moves interested -> withdrawn. Anything else is refused.
 *
 * @param current - the stored status of this freelancer's row for the project, `undefined` for none.
 * @param action - "express" or "withdraw".
 */
export function interestTransition(
  current: InterestStatus | undefined,
  action: "express" | "withdraw",
): InterestTransition {
  if (action === "express") {
    if (current === "interested") return { ok: false, reason: "already_interested" };
    return { ok: true, next: "interested", write: current === undefined ? "insert" : "update" };
  }
  if (current !== "interested") return { ok: false, reason: "not_interested" };
  return { ok: true, next: "withdrawn", write: "update" };
}

/**
 * The version freelancers see in the project browser (spec 2 §2, §4), or `undefined` when the project
 * is not listed: its phase must be below 3 and one of its versions enabled for freelancers (draft
 * preferred, otherwise the highest).
 *
 * @param phase - the project's status phase.
 * @param versions - all versions of the project.
 */
export function browsableVersion<T extends VersionLike>(
  phase: number,
  versions: readonly T[],
): T | undefined {
  return isBrowsable(phase) ? freelancerVisibleVersion(versions) : undefined;
}

/**
 * Whether a project matches the browser's search box: case-insensitive substring of title or
 * description; an empty search matches everything.
 */
export function matchesBrowseSearch(
  version: { title: string; description: string },
  search: string | undefined,
): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return version.title.toLowerCase().includes(needle) || version.description.toLowerCase().includes(needle);
}

/** Search and paging for the project browser. `page` is 1-based. */
export const browseQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
