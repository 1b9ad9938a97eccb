/**
 * Version and draft rules (spec 2 §4 "Versions and drafts"): which version a viewer sees, who may
 * open which version number, the next published number and the values a draft save writes.
 *
 * @module
 */
import { DRAFT_VERSION_NUMBER } from "../constants";
import type { Role } from "../roles";
import { isStaff } from "../roles";

/** The version fields these rules read. */
export interface VersionLike {
  versionNumber: number;
  isDraft: boolean;
  enabledForFreelancer: boolean;
}

/**
 * The version a freelancer may see (spec 2 §4): among versions enabled for freelancers, the draft is
 * preferred, otherwise the highest version number; `undefined` means the project is hidden from them.
 */
export function freelancerVisibleVersion<T extends VersionLike>(versions: readonly T[]): T | undefined {
  const enabled = versions.filter((v) => v.enabledForFreelancer);
  return enabled.find((v) => v.isDraft) ?? [...enabled].sort((a, b) => b.versionNumber - a.versionNumber)[0];
}

/**
 * Whether `role` may open version `versionNumber` by number (spec 2 §4, §6): clients and staff any
 * published version (1 and up), only managers and administrators the draft (0). Freelancers never
 * choose a version — they see {@link freelancerVisibleVersion}. Ownership is checked elsewhere.
 */
export function canViewVersionNumber(role: Role, versionNumber: number): boolean {
  if (role === "freelancer") return false;
  if (versionNumber === DRAFT_VERSION_NUMBER) return isStaff(role);
  return Number.isInteger(versionNumber) && versionNumber > 0;
}

/** Versions as the header dropdown lists them: newest published first, the draft (staff only) on top. */
export function versionsForViewer<T extends VersionLike>(versions: readonly T[], role: Role): T[] {
  const staff = isStaff(role);
  const draft = staff ? versions.filter((v) => v.isDraft) : [];
  const published = versions.filter((v) => !v.isDraft).sort((a, b) => b.versionNumber - a.versionNumber);
  return [...draft, ...published];
}

/** The number the next published version gets: one above the highest published number (at least 1). */
export function nextVersionNumber(
  versions: readonly Pick<VersionLike, "versionNumber" | "isDraft">[],
): number {
  return Math.max(0, ...versions.filter((v) => !v.isDraft).map((v) => v.versionNumber)) + 1;
}

/** A staff change saved to the draft: freelancer budget (paise, null to clear) and/or the enabled flag. */
export interface DraftChange {
  freelancerBudget?: number | null;
  enabledForFreelancer?: boolean;
}

/** The draft's freelancer-facing fields after a {@link DraftChange}. */
export interface DraftFields {
  freelancerBudget: number | null;
  enabledForFreelancer: boolean;
}

/**
 * The freelancer budget and enabled flag a draft save writes (spec 2 §4: "saving a freelancer-budget
 * or enable-flag change updates the draft, or creates one if none exists, with the enable flag false").
 * An existing draft keeps what the change leaves out. A new draft copies the current version's
 * freelancer budget but starts with the flag false (new versions start false) unless the change itself
 * sets the flag.
 */
export function draftFields(
  existingDraft: DraftFields | undefined,
  current: DraftFields,
  change: DraftChange,
): DraftFields {
  const base = existingDraft ?? { freelancerBudget: current.freelancerBudget, enabledForFreelancer: false };
  return {
    freelancerBudget: change.freelancerBudget === undefined ? base.freelancerBudget : change.freelancerBudget,
    enabledForFreelancer: change.enabledForFreelancer ?? base.enabledForFreelancer,
  };
}
