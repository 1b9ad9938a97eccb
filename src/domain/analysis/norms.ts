/**
 * Norms that turn a deliverable's quantity into hours (issue 17 §2, decision 0025), and the hourly rate
 * per category. Hours are one mid-level Indian freelancer's focused hours; the steps of each kind live
 * in one file per category, their building blocks in `norm-steps.ts`.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";
import type { InScopeType } from "./lexicon";
import type { StepNorm } from "./norm-steps";
import { CONTENT_NORMS } from "./norms-content";
import { DESIGN_NORMS } from "./norms-design";
import { IT_NORMS } from "./norms-it";

/**
 * Hourly rates in paise per category. Mid-level freelancers in India quote roughly ₹500–1,500/h for
 * development, ₹300–800/h for writing and ₹400–1,000/h for design; we take a point in each band a
 * small business can pay and a good freelancer accepts: ₹800/h (IT), ₹500/h (content), ₹600/h (design).
 */
export const HOURLY_RATE_PAISE: Record<InScopeType, number> = {
  it_services: 80_000,
  content_creation: 50_000,
  graphic_design: 60_000,
};

/** Where the rates come from, shown under "How this estimate was made". */
export const RATE_SOURCE =
  "Mid-level Indian freelance rates (about ₹500–1,500/h development, ₹300–800/h writing, ₹400–1,000/h design); Kaarya charges a point a small business can pay";

/** The steps of each kind of deliverable, in order; each step waits for the one before it. */
export const NORMS = { ...IT_NORMS, ...CONTENT_NORMS, ...DESIGN_NORMS } as Record<
  DeliverableKind,
  readonly StepNorm[]
>;

/**
 * Each category's norms scaled to reviewed estimates (issue 17, decision 0025): production and review hours of
 * IT work × 0.85 and of writing × 1.05, the factors that put most of the evaluation set's 412 dev briefs within
 * their hours ranges (fitted on the dev split only; design stays at 1).
 */
export const NORM_SCALE: Record<InScopeType, number> = {
  it_services: 0.85,
  content_creation: 1.05,
  graphic_design: 1,
};
/** What the factor in a task's basis means, in the client's words. */
export const NORM_SCALE_REASON = "norms calibrated to reviewed estimates";
