/**
 * A model's analysis held to the built-in estimator's rules (issue 17 §6 "the model path obeys the same
 * rules"): what follows from the tasks is recomputed (deliverables, hours, budgets, range, dates, the
 * explanation's rates and calendar), what only the model could fix (a deliverable no task produces,
 * dependencies that point nowhere or in a circle) rejects the answer. Pure: the caller passes the
 * submission instant.
 *
 * @module
 */
import type { DateString } from "../dates";
import { percentOf, sumPaise } from "../money";
import { explainEstimate, RANGE_PERCENT } from "./explain-estimate";
import type { ExtractedBrief } from "./extract-deliverables";
import {
  type AnalysisViolation,
  analysisViolations,
  BUDGET_TOLERANCE_PAISE,
  HOURS_TOLERANCE,
  taskCategories,
  type ViolationCode,
} from "./invariants";
import type { InScopeType } from "./lexicon";
import { HOURLY_RATE_PAISE, RATE_SOURCE } from "./norms";
import { roundToRupee } from "./plan-deliverables";
import {
  deadlineRiskText,
  type PlanSchedule,
  ROLE_BY_CATEGORY,
  schedulePlan,
  WORKING_HOURS_PER_DAY,
} from "./schedule-plan";
import type { Analysis, Deliverable, EstimateExplanation } from "./schema";

/** What {@link repairAnalysis} needs besides the model's answer. */
export interface RepairContext {
  /** What `extractDeliverables` read from the brief (with its documents): every plan must cover these deliverables. */
  extracted: ExtractedBrief;
  /** The instant the brief was analysed (its date in India is the submission date). */
  submittedAt: Date;
  /** The client's deadline "YYYY-MM-DD", if any: a re-laid schedule is fitted to it or flagged. */
  deadline?: DateString | null;
  /** Words in the brief, and the classifier's confidence 0..1: read only to explain an answer that has no explanation. */
  wordCount: number;
  classificationConfidence: number;
}

/** An accepted answer with the repairs made (each also an assumption line "Repaired: …"), or the rules it breaks. */
export type RepairResult =
  | { accepted: true; analysis: Analysis; repairs: string[] }
  | { accepted: false; violations: AnalysisViolation[] };

/** Broken rules only the model could mend: which work covers a deliverable, and which task waits for which. */
const UNREPAIRABLE: ReadonlySet<ViolationCode> = new Set([
  "deliverable_not_produced",
  "unknown_deliverable",
  "unknown_dependency",
  "dependency_cycle",
]);
/** Broken rules about dates: any of them and the dates are laid out again by {@link schedulePlan}. */
const DATE_RULES: ReadonlySet<ViolationCode> = new Set([
  "starts_before_dependency_due",
  "starts_before_expected_start",
  "starts_before_submission",
  "due_before_start",
  "starts_before_production_done",
  "review_before_production",
]);
const sameTitle = (a: Deliverable, b: Deliverable) =>
  a.title.trim().toLowerCase() === b.title.trim().toLowerCase();
/** Hours to 0.01 h, as the built-in estimator totals them. */
const roundHoursSum = (hours: number[]) => Math.round(hours.reduce((sum, h) => sum + h, 0) * 100) / 100;
/** A percentage of paise rounded to whole rupees. */
const wholeRupeesPercent = (paise: number, percent: number) =>
  Math.round(percentOf(paise, percent) / 100) * 100;

/**
 * Repairs a model's analysis where the rules allow one answer, then checks it with `analysisViolations`
 * at Kaarya's rates (`HOURLY_RATE_PAISE`).
 *
 * - `deliverables`: the extracted ones, unless the model's list starts with them (by title) and adds more;
 *   an `unsupported` answer keeps its own and is reduced to no tasks, zero hours and zero budget.
 * - `estimatedHours`: the sum of task hours (rounded to 0.01 h).
 * - task budgets: round(hours × the rate of the task's category) in whole rupees when off by more than ₹1;
 *   a shared task may be priced at any category `analysisViolations` allows it (those of the deliverables
 *   its dependencies reach, else any of the plan's); a task is staffed by the category its budget matches,
 *   and one that matches none is repriced and staffed by the first it allows.
 * - dates: when any date rule is broken, every task is re-laid by `schedulePlan` (working days from the
 *   expected start, dependencies, roles by category, the deadline) and an overrun adds the deadline risk.
 * - `explanation`: filled by `explainEstimate` when absent; its rates, expected start and range always Kaarya's.
 * - `suggestedBudget`: the task total × the range percentages of the explanation's confidence (`RANGE_PERCENT`).
 *
 * @param answer - the model's analysis, already shaped by `analysisSchema`.
 * @param context - see {@link RepairContext}.
 * @returns accepted with the repaired analysis and the repairs made (possibly none), or rejected with the
 *   violations: those only the model could fix, else whatever still breaks the rules after repair. Never throws.
 */
export function repairAnalysis(answer: Analysis, context: RepairContext): RepairResult {
  if (answer.projectType === "unsupported") return repairUnsupported(answer);
  const repairs: string[] = [];
  const deliverables = deliverablesOf(answer, context.extracted.deliverables, repairs);
  const rules = { submittedAt: context.submittedAt, rates: HOURLY_RATE_PAISE };
  const fatal = analysisViolations({ ...answer, deliverables }, rules).filter((v) =>
    UNREPAIRABLE.has(v.code),
  );
  if (fatal.length > 0) return { accepted: false, violations: fatal };

  const allowed = taskCategories({ ...answer, deliverables });
  const budgetAt = (hours: number, category: InScopeType) =>
    roundToRupee(hours * HOURLY_RATE_PAISE[category]);
  // A task priced at one of its categories' rates is that category's work; else the first allowed.
  const categories = answer.breakdown.map(
    (task, i) =>
      allowed[i].find(
        (category) =>
          Math.abs(task.estimatedBudget - budgetAt(task.estimatedHours, category)) <= BUDGET_TOLERANCE_PAISE,
      ) ?? null,
  );
  const schedule = schedulePlan(
    answer.breakdown.map((task, i) => ({
      hours: task.estimatedHours,
      dependencies: task.dependencies,
      role: ROLE_BY_CATEGORY[categories[i] ?? allowed[i][0]],
    })),
    { submittedAt: context.submittedAt, deadline: context.deadline },
  );
  const offRate = categories.filter((category) => category === null).length;
  let breakdown = answer.breakdown.map((task, i) =>
    categories[i] === null
      ? { ...task, estimatedBudget: budgetAt(task.estimatedHours, allowed[i][0]) }
      : task,
  );
  if (offRate > 0)
    repairs.push(
      `${offRate} task budget${offRate === 1 ? "" : "s"} recomputed as hours × the hourly rate of the work.`,
    );

  const estimatedHours = roundHoursSum(breakdown.map((task) => task.estimatedHours));
  if (Math.abs(estimatedHours - answer.estimatedHours) > HOURS_TOLERANCE)
    repairs.push(
      `Hours recomputed from the tasks: ${estimatedHours} h (the answer said ${answer.estimatedHours} h).`,
    );

  let explanation = explanationOf(answer, deliverables, schedule, context, allowed, repairs);
  const risks = [...answer.risks];
  const dated = analysisViolations(
    { ...answer, deliverables, breakdown, explanation },
    { submittedAt: context.submittedAt },
  );
  if (dated.some((v) => DATE_RULES.has(v.code))) {
    breakdown = breakdown.map((task, i) => ({
      ...task,
      startDate: schedule.tasks[i].startDate,
      dueDate: schedule.tasks[i].dueDate,
    }));
    explanation = {
      ...explanation,
      hoursPerDay: WORKING_HOURS_PER_DAY,
      workingWeek: "Monday to Friday",
      team: schedule.team,
    };
    repairs.push(
      `Dates laid out again on working days from ${schedule.expectedStart}, each task after those it depends on.`,
    );
    const overrun = deadlineRiskText(schedule, context.deadline);
    if (overrun !== null && !risks.includes(overrun)) risks.push(overrun);
  }

  const total = sumPaise(breakdown.map((task) => task.estimatedBudget));
  const suggestedBudget = {
    min: wholeRupeesPercent(total, explanation.range.minPercent),
    max: wholeRupeesPercent(total, explanation.range.maxPercent),
  };
  const { min, max } = answer.suggestedBudget;
  if (
    Math.abs(min - suggestedBudget.min) > BUDGET_TOLERANCE_PAISE ||
    Math.abs(max - suggestedBudget.max) > BUDGET_TOLERANCE_PAISE
  )
    repairs.push(
      `Suggested range recomputed as ${explanation.range.minPercent}–${explanation.range.maxPercent} % of the task total (${explanation.confidence} confidence).`,
    );

  const repaired: Analysis = {
    ...answer,
    estimatedHours,
    suggestedBudget,
    breakdown,
    risks,
    deliverables,
    explanation: {
      ...explanation,
      assumptions: [...explanation.assumptions, ...repairs.map((repair) => `Repaired: ${repair}`)],
    },
  };
  const left = analysisViolations(repaired, rules);
  return left.length > 0
    ? { accepted: false, violations: left }
    : { accepted: true, analysis: repaired, repairs };
}

/** An unsupported answer blocks the project (spec 2 §5): no tasks, no hours, no budget. */
function repairUnsupported(answer: Analysis): RepairResult {
  const repairs =
    answer.breakdown.length > 0 || answer.estimatedHours > 0 || answer.suggestedBudget.max > 0
      ? ["Tasks, hours and budget dropped: an unsupported brief is not planned."]
      : [];
  return {
    accepted: true,
    analysis: { ...answer, estimatedHours: 0, suggestedBudget: { min: 0, max: 0 }, breakdown: [] },
    repairs,
  };
}

/**
 * The deliverables a plan must cover: the model's list when it starts with the extracted ones (same titles,
 * same order; it may add what the reader missed), else the extracted ones.
 */
function deliverablesOf(
  answer: Analysis,
  extracted: readonly Deliverable[],
  repairs: string[],
): Deliverable[] {
  const given = answer.deliverables;
  if (given !== undefined && extracted.every((d, i) => i < given.length && sameTitle(d, given[i])))
    return given;
  if (given !== undefined)
    repairs.push(
      `Deliverables replaced by the ${extracted.length} read from the brief: the answer listed others.`,
    );
  else if (extracted.length > 0)
    repairs.push(`The ${extracted.length} deliverables read from the brief added: the answer listed none.`);
  return [...extracted];
}

/**
 * The explanation of a repaired answer: the model's, else `explainEstimate`'s; either way with Kaarya's rates
 * for the categories priced, the expected start of `schedule`, and the range of its confidence.
 */
function explanationOf(
  answer: Analysis,
  deliverables: Deliverable[],
  schedule: PlanSchedule,
  context: RepairContext,
  categories: readonly InScopeType[][],
  repairs: string[],
): EstimateExplanation {
  const priced = [...new Set([...deliverables.map((d) => d.category), ...categories.flat()])];
  const rates = priced.map((category) => ({
    category,
    ratePaise: HOURLY_RATE_PAISE[category],
    source: RATE_SOURCE,
  }));
  const given = answer.explanation;
  if (given === undefined) {
    repairs.push(
      "How this estimate was made filled in by Kaarya's estimator: the answer gave no explanation.",
    );
    const { extracted, classificationConfidence, wordCount } = context;
    return {
      ...explainEstimate({ deliverables, extracted, schedule, classificationConfidence, wordCount }),
      rates,
    };
  }
  const sameRates =
    given.rates.length === rates.length &&
    rates.every((rate) =>
      given.rates.some((r) => r.category === rate.category && r.ratePaise === rate.ratePaise),
    );
  if (!sameRates) repairs.push("Hourly rates set to Kaarya's rate for each kind of work.");
  if (given.expectedStart !== schedule.expectedStart)
    repairs.push(`Expected start set to ${schedule.expectedStart}, after review and freelancer matching.`);
  const range = RANGE_PERCENT[given.confidence];
  const sameRange = given.range.minPercent === range.min && given.range.maxPercent === range.max;
  return {
    ...given,
    rates,
    expectedStart: schedule.expectedStart,
    range: sameRange
      ? given.range
      : {
          minPercent: range.min,
          maxPercent: range.max,
          explanation: `Each task's budget is its hours × the hourly rate of its kind of work; the suggested range runs from ${range.min} % to ${range.max} % of their total, Kaarya's range for ${given.confidence} confidence.`,
        },
  };
}
