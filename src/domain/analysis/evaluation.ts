/**
 * Scores built-in analyses against the evaluation set of issue 17 ("Tests and evaluation"):
 * deliverable coverage, hours in range, schedule soundness ({@link analysisViolations}), deadline kept or
 * flagged, type accuracy, and macro recall of a type classifier over a labelled corpus. Pure: the
 * `npm run eval:analysis` command reads the files, runs the engine and prints what this module computes.
 *
 * @module
 */
import { z } from "zod";
import { DELIVERABLE_KINDS } from "./deliverable-kinds";
import { type AnalysisViolation, analysisViolations } from "./invariants";
import { type Analysis, briefSchema, type ProjectType, projectTypeSchema } from "./schema";

const kindSchema = z.enum(Object.keys(DELIVERABLE_KINDS) as [keyof typeof DELIVERABLE_KINDS]);

/**
 * One deliverable a plan must cover: its `kind`, and — only where the brief states them — its `quantity`
 * (in the kind's unit), `wordsEach` and `variants` (sizes, platforms, languages of each item); `note` says
 * what the brief asked for, for people reading the misses.
 */
export const mustCoverSchema = z.object({
  kind: kindSchema,
  quantity: z.number().positive().optional(),
  wordsEach: z.number().int().positive().optional(),
  variants: z.number().int().positive().optional(),
  note: z.string(),
});
/** A deliverable a plan must cover; see {@link mustCoverSchema}. */
export type MustCover = z.infer<typeof mustCoverSchema>;

/**
 * One brief of test/fixtures/briefs/deliverables.json: the brief itself, the instant it was submitted (ISO),
 * its `split` (`dev` for tuning, `test` reported apart), the category carrying most of the hours, the
 * deliverables a plan must cover and a plausible range of hours for the whole job (null for unsupported
 * briefs), with the reasoning behind it.
 */
export const evaluationBriefSchema = briefSchema.extend({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  split: z.enum(["dev", "test"]),
  submittedAt: z.iso.datetime(),
  expectedType: projectTypeSchema,
  mustCover: z.array(mustCoverSchema),
  hours: z
    .object({ min: z.number().positive(), max: z.number().positive() })
    .refine((range) => range.min < range.max, { message: "min must be below max" })
    .nullable(),
  hoursReasoning: z.string(),
});
/** One brief of the evaluation set; see {@link evaluationBriefSchema}. */
export type EvaluationBrief = z.infer<typeof evaluationBriefSchema>;

/** The targets, shares 0..1: coverage, hours in range, sound schedules, deadlines, macro recall. */
export const TARGETS = {
  coverage: 0.95,
  hoursInRange: 0.9,
  sound: 1,
  deadlines: 1,
  macroRecall: 0.95,
} as const;

/** How one analysis fared: what it missed and which rules it broke. `deadline` is null without a client deadline. */
export interface BriefScore {
  id: string;
  split: "dev" | "test";
  expectedType: ProjectType;
  projectType: ProjectType;
  covered: number;
  missing: MustCover[];
  /** Deliverables the plan produces (a task points at them). */
  planned: number;
  /** Of those, the ones beyond what the brief's key lists of their kind: read in, not asked for (or listed too coarsely). */
  unlisted: number;
  hours: number;
  hoursRange: { min: number; max: number } | null;
  violations: AnalysisViolation[];
  deadline: { date: string; lastDue: string | null; kept: boolean; flagged: boolean } | null;
}

/** Whether a deliverable matches an item: same kind, and the same quantity, words and variants where the item states them. */
function matches(item: MustCover, deliverable: NonNullable<Analysis["deliverables"]>[number]): boolean {
  return (
    deliverable.kind === item.kind &&
    (item.quantity === undefined || deliverable.quantity === item.quantity) &&
    (item.wordsEach === undefined || deliverable.wordsEach === item.wordsEach) &&
    (item.variants === undefined || deliverable.variants === item.variants)
  );
}

/**
 * Which must-cover items an analysis misses. Each item needs its own deliverable (two integrations need two)
 * that at least one task produces; items stating more are matched first so a vaguer item cannot take
 * their deliverable. An item whose stated quantity the plan splits into parts ("5 designs" as 3 and 2) is
 * covered by those parts.
 *
 * @returns the items left without a deliverable, in the brief's order.
 */
export function missingDeliverables(analysis: Analysis, mustCover: readonly MustCover[]): MustCover[] {
  const deliverables = analysis.deliverables ?? [];
  const produced = deliverables.map((_, index) =>
    analysis.breakdown.some((task) => task.deliverable === index),
  );
  const used = new Set<number>();
  const specificity = (item: MustCover) =>
    [item.quantity, item.wordsEach, item.variants].filter((value) => value !== undefined).length;
  const order = mustCover
    .map((_, index) => index)
    .sort((a, b) => specificity(mustCover[b]) - specificity(mustCover[a]));
  const missed = new Set<number>();
  for (const index of order) {
    const found = deliverables.findIndex(
      (d, at) => produced[at] && !used.has(at) && matches(mustCover[index], d),
    );
    if (found === -1) missed.add(index);
    else used.add(found);
  }
  // "3 tin wraps and 2 pouches" asked as 5 packaging designs is covered by the plan's 3 and 2.
  for (const index of [...missed]) {
    const parts = summedParts(mustCover[index], deliverables, (at) => produced[at] && !used.has(at));
    if (parts === null) continue;
    missed.delete(index);
    for (const at of parts) used.add(at);
  }
  return mustCover.filter((_, index) => missed.has(index));
}

/**
 * How many deliverables the plan produces, and how many of them exceed the key's items of their kind (a
 * "Gallery" feature read from a page list, a certificate design read from "upload the birth certificate").
 * An upper bound of false readings: a key may leave out a small part the brief does ask for.
 */
function plannedBeyondKey(analysis: Analysis, mustCover: readonly MustCover[]) {
  const listed = new Map<string, number>();
  for (const item of mustCover) listed.set(item.kind, (listed.get(item.kind) ?? 0) + 1);
  let planned = 0;
  let unlisted = 0;
  (analysis.deliverables ?? []).forEach((d, index) => {
    if (!analysis.breakdown.some((task) => task.deliverable === index)) return;
    planned++;
    const left = listed.get(d.kind) ?? 0;
    if (left > 0) listed.set(d.kind, left - 1);
    else unlisted++;
  });
  return { planned, unlisted };
}

/** At most this many same-kind deliverables are tried as parts of one stated quantity. */
const MAX_PARTS = 10;

/**
 * Two or more free deliverables of the item's kind (each matching its stated words and variants) whose
 * quantities add up to the item's stated quantity, as indexes into `deliverables`; null when none do.
 */
function summedParts(
  item: MustCover,
  deliverables: NonNullable<Analysis["deliverables"]>,
  free: (at: number) => boolean,
): number[] | null {
  if (item.quantity === undefined) return null;
  const candidates = deliverables
    .map((d, at) => [d, at] as const)
    .filter(([d, at]) => free(at) && matches({ ...item, quantity: undefined }, d))
    .slice(0, MAX_PARTS);
  for (let mask = 1; mask < 1 << candidates.length; mask++) {
    const chosen = candidates.filter((_, bit) => mask & (1 << bit));
    if (chosen.length >= 2 && chosen.reduce((sum, [d]) => sum + d.quantity, 0) === item.quantity)
      return chosen.map(([, at]) => at);
  }
  return null;
}

/**
 * Scores one analysis of one evaluation brief. The deadline is kept when the last task is due on or before
 * it, flagged when a risk mentions "deadline" or the deadline's date.
 */
export function scoreBrief(brief: EvaluationBrief, analysis: Analysis): BriefScore {
  const missing = missingDeliverables(analysis, brief.mustCover);
  const lastDue = analysis.breakdown.reduce<string | null>(
    (last, task) => (last === null || task.dueDate > last ? task.dueDate : last),
    null,
  );
  const date = brief.deadline ?? null;
  return {
    id: brief.id,
    split: brief.split,
    expectedType: brief.expectedType,
    projectType: analysis.projectType,
    covered: brief.mustCover.length - missing.length,
    missing,
    ...plannedBeyondKey(analysis, brief.mustCover),
    hours: analysis.estimatedHours,
    hoursRange: brief.hours,
    violations: analysisViolations(analysis, { submittedAt: new Date(brief.submittedAt) }),
    deadline:
      date === null
        ? null
        : {
            date,
            lastDue,
            kept: lastDue !== null && lastDue <= date,
            flagged: analysis.risks.some((risk) => /deadline/i.test(risk) || risk.includes(date)),
          },
  };
}

/** A share with what it counts: `value` = `hits` / `total` (1 when nothing was counted). */
export interface Share {
  hits: number;
  total: number;
  value: number;
}

/** A share of `hits` in `total` (1 when nothing was counted). */
export const share = (hits: number, total: number): Share => ({
  hits,
  total,
  value: total === 0 ? 1 : hits / total,
});

/** The figures of a set of scored briefs; see {@link summarise}. */
export interface EvaluationSummary {
  briefs: number;
  coverage: Share;
  /** Planned deliverables the key lists (of in-scope briefs): the share of the plan that was asked for. */
  listed: Share;
  hoursInRange: Share;
  sound: Share;
  deadlines: Share;
  typeAccuracy: Share;
}

/**
 * The set's figures: coverage (must-cover items matched, over in-scope briefs), planned deliverables the key
 * lists (the reverse: how much of the plan was asked for), hours in range, sound
 * schedules (analyses of in-scope briefs with no violation), deadlines kept or flagged (in-scope briefs with a
 * deadline: a refused brief has no plan to keep it) and type accuracy (all briefs).
 */
export function summarise(scores: readonly BriefScore[]): EvaluationSummary {
  const inScope = scores.filter((score) => score.expectedType !== "unsupported");
  const ranged = inScope.filter((score) => score.hoursRange !== null);
  const dated = inScope.filter((score) => score.deadline !== null);
  return {
    briefs: scores.length,
    coverage: share(
      inScope.reduce((sum, score) => sum + score.covered, 0),
      inScope.reduce((sum, score) => sum + score.covered + score.missing.length, 0),
    ),
    listed: share(
      inScope.reduce((sum, score) => sum + score.planned - score.unlisted, 0),
      inScope.reduce((sum, score) => sum + score.planned, 0),
    ),
    hoursInRange: share(ranged.filter((score) => isInRange(score)).length, ranged.length),
    sound: share(inScope.filter((score) => score.violations.length === 0).length, inScope.length),
    deadlines: share(
      dated.filter((score) => score.deadline?.kept || score.deadline?.flagged).length,
      dated.length,
    ),
    typeAccuracy: share(
      scores.filter((score) => score.projectType === score.expectedType).length,
      scores.length,
    ),
  };
}

/** Whether the analysis's hours lie within the brief's range (inclusive); false for briefs without one. */
export function isInRange(score: BriefScore): boolean {
  return (
    score.hoursRange !== null && score.hours >= score.hoursRange.min && score.hours <= score.hoursRange.max
  );
}

/** Recall per type and their mean over the types present (macro recall), from expected and predicted labels. */
export interface RecallReport {
  perType: Partial<Record<ProjectType, Share>>;
  macro: number;
}

/**
 * Macro recall of a classifier: for each type among the expected labels, the share of its items predicted
 * as that type; `macro` is their unweighted mean (0 when there are no items).
 */
export function macroRecall(
  pairs: readonly { expected: ProjectType; predicted: ProjectType }[],
): RecallReport {
  const perType: Partial<Record<ProjectType, Share>> = {};
  for (const type of projectTypeSchema.options) {
    const ofType = pairs.filter((pair) => pair.expected === type);
    if (ofType.length > 0)
      perType[type] = share(ofType.filter((pair) => pair.predicted === type).length, ofType.length);
  }
  const recalls = Object.values(perType).map((s) => s.value);
  return { perType, macro: recalls.length === 0 ? 0 : recalls.reduce((a, b) => a + b, 0) / recalls.length };
}

/**
 * The targets the figures miss, as sentences (empty when all are met). `recall` is null when the
 * labelled corpus was not available; a missing corpus is then itself a miss.
 */
export function missedTargets(summary: EvaluationSummary, recall: RecallReport | null): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const checks: [string, number, number][] = [
    ["deliverable coverage", summary.coverage.value, TARGETS.coverage],
    ["hours in range", summary.hoursInRange.value, TARGETS.hoursInRange],
    ["sound schedules", summary.sound.value, TARGETS.sound],
    ["deadlines kept or flagged", summary.deadlines.value, TARGETS.deadlines],
  ];
  const missed = checks
    .filter(([, value, target]) => value < target)
    .map(([label, value, target]) => `${label} ${percent(value)} is below ${percent(target)}`);
  if (recall === null) missed.push("macro recall not measured: the labelled corpus's test split is missing");
  else if (recall.macro < TARGETS.macroRecall)
    missed.push(`macro recall ${percent(recall.macro)} is below ${percent(TARGETS.macroRecall)}`);
  return missed;
}
