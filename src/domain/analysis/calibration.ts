/**
 * Calibration of the built-in estimator from completed projects (issue 20 item 7, decision 0033): per
 * subcategory of work (spec 2 §1: "website", "blog", "logo", …) the ratio of the hours actually logged to
 * the hours estimated, with the number of completed projects behind it. From {@link MIN_CALIBRATION_PROJECTS}
 * projects on, the estimator multiplies the production hours of that kind of work by the ratio, bounded to
 * {@link RATIO_BOUNDS} so a few wild projects cannot halve or triple an estimate. Pure.
 *
 * Units: hours; a ratio is actual ÷ estimated, to 2 decimals (spec 2 §9 rounds amounts to 2 decimals);
 * months are "YYYY-MM" of the completion date.
 *
 * @module
 */
import { SUBCATEGORY_LABELS } from "./analysis-text";
import { type InScopeType, SUBCATEGORIES, type Subcategory } from "./lexicon";
import { HOURLY_RATE_PAISE } from "./norms";
import { type PlannedTask, roundHours, roundToRupee } from "./plan-deliverables";

/** A ratio is applied once this many completed projects of its kind back it (issue 20 item 7). */
export const MIN_CALIBRATION_PROJECTS = 5;
/** The applied ratio stays within these factors (issue 20 item 7: "bounded, e.g. 0.5–2×"). */
export const RATIO_BOUNDS = { min: 0.5, max: 2 } as const;

/**
 * One completed project as calibration reads it: its category and subcategory (from its analysis), the
 * hours estimated and the hours logged over the tasks that have actual hours, and the day it completed
 * ("YYYY-MM-DD").
 */
export interface CompletedProjectHours {
  projectType: InScopeType;
  subcategory: Subcategory;
  estimatedHours: number;
  actualHours: number;
  completedOn: string;
}

/**
 * The calibration of one kind of work: `ratio` actual ÷ estimated hours summed over its `projects`
 * completed projects, bounded to {@link RATIO_BOUNDS} and rounded to 2 decimals; `unboundedRatio` the same
 * before the bounds; `estimatedHours` and `actualHours` the sums (hours, 1 decimal as tasks store them);
 * `applied` true when enough projects back it for new estimates to use it.
 */
export interface CalibrationRatio {
  projectType: InScopeType;
  subcategory: Subcategory;
  ratio: number;
  unboundedRatio: number;
  projects: number;
  estimatedHours: number;
  actualHours: number;
  applied: boolean;
}

/** The calibration of each kind of work as it stood at the end of one month ("YYYY-MM"). */
export interface CalibrationMonth {
  month: string;
  ratios: CalibrationRatio[];
}

const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;
const clamp = (n: number) => Math.min(RATIO_BOUNDS.max, Math.max(RATIO_BOUNDS.min, n));
/** The order of subcategories in spec 2 §1, for stable output. */
const ORDER: readonly Subcategory[] = Object.values(SUBCATEGORIES).flat();

/**
 * The ratio of actual to estimated hours per subcategory (issue 20 item 7), over the projects given;
 * projects without estimated hours are left out (no ratio to take). Hours-weighted: the sums are divided,
 * so a long project counts for its hours, not as one vote.
 *
 * @returns one entry per subcategory with projects, in spec 2 §1's order. Never throws.
 */
export function calibrationRatios(projects: readonly CompletedProjectHours[]): CalibrationRatio[] {
  const bySubcategory = new Map<Subcategory, CompletedProjectHours[]>();
  for (const project of projects) {
    if (!(project.estimatedHours > 0)) continue;
    bySubcategory.set(project.subcategory, [...(bySubcategory.get(project.subcategory) ?? []), project]);
  }
  return ORDER.filter((s) => bySubcategory.has(s)).map((subcategory) => {
    const rows = bySubcategory.get(subcategory) ?? [];
    const estimatedHours = rows.reduce((sum, r) => sum + r.estimatedHours, 0);
    const actualHours = rows.reduce((sum, r) => sum + r.actualHours, 0);
    const unbounded = actualHours / estimatedHours;
    return {
      projectType: rows[0].projectType,
      subcategory,
      ratio: round(clamp(unbounded), 2),
      unboundedRatio: round(unbounded, 2),
      projects: rows.length,
      estimatedHours: round(estimatedHours, 1),
      actualHours: round(actualHours, 1),
      applied: rows.length >= MIN_CALIBRATION_PROJECTS,
    };
  });
}

/**
 * The calibration over time (issue 20 item 7, the staff page): for each month from the first completion to
 * the last, the ratios as they stood at its end — computed from every project completed up to then, which is
 * what the estimator would have applied that month.
 *
 * @returns months in order, oldest first; empty without projects. Never throws.
 */
export function calibrationHistory(projects: readonly CompletedProjectHours[]): CalibrationMonth[] {
  const months = [...new Set(projects.map((p) => p.completedOn.slice(0, 7)))].sort();
  if (months.length === 0) return [];
  const all: string[] = [];
  for (let month = months[0]; month <= months[months.length - 1]; month = nextMonth(month)) all.push(month);
  return all.map((month) => ({
    month,
    ratios: calibrationRatios(projects.filter((p) => p.completedOn.slice(0, 7) <= month)),
  }));
}

/** "2026-12" → "2027-01". */
function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * The sentence "How this estimate was made" carries for an applied ratio, e.g. "Website projects ran 1.18×
 * their estimates over 14 completed projects, so the production hours of website work are multiplied by 1.18."
 */
export function calibrationSentence(
  ratio: Pick<CalibrationRatio, "subcategory" | "ratio" | "projects" | "unboundedRatio">,
): string {
  const label = SUBCATEGORY_LABELS[ratio.subcategory];
  const bounded =
    ratio.unboundedRatio === ratio.ratio
      ? ""
      : ` (${ratio.unboundedRatio}× measured, held to ${RATIO_BOUNDS.min}–${RATIO_BOUNDS.max}×)`;
  return (
    `${label[0].toUpperCase()}${label.slice(1)} projects ran ${ratio.unboundedRatio}× their estimates over ` +
    `${ratio.projects} completed projects, so the production hours of ${label} work are multiplied by ${ratio.ratio}${bounded}.`
  );
}

/**
 * Applies the calibration to a plan (issue 20 item 7): each production task of a deliverable whose kind of
 * work has an applied ratio gets its hours multiplied by it, to the half hour as the planner rounds, its budget
 * re-priced at its category's rate in whole rupees, and its basis extended with the factor. Other tasks
 * (discovery, review, testing, delivery, shared work) are kept as planned.
 *
 * @param tasks - the plan, as `planDeliverables` makes it.
 * @param subcategoryOf - the subcategory of a task's deliverable (index into the deliverables).
 * @param ratios - the calibration; entries that are not applied (fewer than {@link MIN_CALIBRATION_PROJECTS}) are ignored.
 * @returns the plan (the same array when nothing applies) and the ratios that changed at least one task.
 */
export function calibratePlan(
  tasks: PlannedTask[],
  subcategoryOf: (deliverable: number) => Subcategory,
  ratios: readonly CalibrationRatio[],
): { tasks: PlannedTask[]; applied: CalibrationRatio[] } {
  const usable = new Map(
    ratios
      .filter((r) => r.applied && r.projects >= MIN_CALIBRATION_PROJECTS)
      .map((r) => [r.subcategory, r] as const),
  );
  const applied = new Set<CalibrationRatio>();
  const calibrated = tasks.map((task) => {
    if (task.stage !== "production" || task.deliverable === null) return task;
    const ratio = usable.get(subcategoryOf(task.deliverable));
    if (!ratio) return task;
    applied.add(ratio);
    const hours = roundHours(task.estimatedHours * ratio.ratio);
    return {
      ...task,
      estimatedHours: hours,
      estimatedBudget: roundToRupee(hours * HOURLY_RATE_PAISE[task.category]),
      basis: `${task.basis}; × ${ratio.ratio} from ${ratio.projects} completed ${SUBCATEGORY_LABELS[ratio.subcategory]} projects = ${hours} h`,
    };
  });
  return applied.size === 0 ? { tasks, applied: [] } : { tasks: calibrated, applied: [...applied] };
}
