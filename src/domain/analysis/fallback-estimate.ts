/**
 * The fallback estimate of spec 2 §5 ("Fallback estimate (when analysis fails with a fallback
 * flag)"), used when the analysis call fails and asks for the local estimate.
 *
 * @module
 */
import { formatInr, percentOf } from "../money";
import { unsupportedAnalysis } from "./analysis-text";
import { briefText, roundToRupee } from "./analyze-brief";
import { classifyBrief } from "./classify";
import { countWords } from "./count-words";
import { RANGE_PERCENT } from "./explain-estimate";
import { scheduleTasks } from "./schedule-tasks";
import {
  type Analysis,
  type AnalysisTask,
  type Brief,
  briefSchema,
  type Complexity,
  type TaskPriority,
} from "./schema";

/** Below this many words the fallback complexity is low (spec 2 §5). */
export const FALLBACK_LOW_UNDER_WORDS = 100;
/** Below this many words (and at least 100) it is medium, else high (spec 2 §5). */
export const FALLBACK_MEDIUM_UNDER_WORDS = 300;
/** Base hours per complexity (spec 2 §5): 20, 60, 120. */
export const FALLBACK_BASE_HOURS: Record<Complexity, number> = { low: 20, medium: 60, high: 120 };
/** Words per extra hour (spec 2 §5: "plus words divided by 50"). */
export const FALLBACK_WORDS_PER_HOUR = 50;
/** The budget risk compares with hours × ₹50 (spec 2 §5), i.e. 5 000 paise per hour. */
export const FALLBACK_RISK_PAISE_PER_HOUR = 5_000;
/** The budget risk fires below 70 % of hours × ₹50 (spec 2 §5). */
export const FALLBACK_RISK_PERCENT = 70;
/** More than 100 hours suggests a team (spec 2 §5). */
export const FALLBACK_TEAM_HOURS = 100;
/**
 * Rate for the suggested range, paise per hour: ₹1,000/h, the rate the spec's own breakdown
 * implies (₹8,000 for 8 h). The spec gives no range; this keeps range and hours consistent.
 */
export const FALLBACK_RATE_PAISE = 100_000;

/** The default five-task breakdown (spec 2 §5): hours and budget in integer paise (₹8,000 = 800 000). */
export const FALLBACK_TASKS: readonly {
  title: string;
  hours: number;
  budget: number;
  priority: TaskPriority;
  milestoneGroup: 1 | 2 | 3 | 4;
  skills: string[];
}[] = [
  {
    title: "Planning",
    hours: 8,
    budget: 800_000,
    priority: "high",
    milestoneGroup: 1,
    skills: ["Project planning"],
  },
  {
    title: "Design",
    hours: 16,
    budget: 1_600_000,
    priority: "medium",
    milestoneGroup: 1,
    skills: ["UI/UX design"],
  },
  {
    title: "Core development",
    hours: 40,
    budget: 4_000_000,
    priority: "high",
    milestoneGroup: 2,
    skills: ["Development"],
  },
  {
    title: "Testing",
    hours: 12,
    budget: 1_200_000,
    priority: "medium",
    milestoneGroup: 3,
    skills: ["QA testing"],
  },
  {
    title: "Deployment",
    hours: 8,
    budget: 800_000,
    priority: "high",
    milestoneGroup: 4,
    skills: ["Deployment"],
  },
];

/**
 * Complexity by word count (spec 2 §5): under 100 low, under 300 medium, else high.
 *
 * @param words - words in title, description and requirements.
 */
export function fallbackComplexity(words: number): Complexity {
  if (words < FALLBACK_LOW_UNDER_WORDS) return "low";
  if (words < FALLBACK_MEDIUM_UNDER_WORDS) return "medium";
  return "high";
}

/**
 * Estimated hours (spec 2 §5): base hours 20/60/120 by complexity plus words ÷ 50, not rounded
 * (words ÷ 50 has at most two decimals; float noise is removed at the second decimal).
 *
 * @param words - words in title, description and requirements.
 * @returns hours, e.g. 150 words → 60 + 3 = 63.
 */
export function fallbackHours(words: number): number {
  const hours = FALLBACK_BASE_HOURS[fallbackComplexity(words)] + words / FALLBACK_WORDS_PER_HOUR;
  return Math.round(hours * 100) / 100;
}

/**
 * The fallback estimate (spec 2 §5): complexity and hours from the word count of title,
 * description and requirements; the fixed five-task breakdown (planning 8 h ₹8,000, design 16 h
 * ₹16,000, core development 40 h ₹40,000, testing 12 h ₹12,000, deployment 8 h ₹8,000), each task
 * after the previous one at 8 h/day from `today`; a risk when `budgetMax` (paise; null or 0 means
 * not given) is below 70 % of hours × ₹50, and another above 100 hours. `projectType` and
 * `subcategory` come from `classifyBrief`; an unsupported brief gets the unsupported analysis,
 * because spec 2 §5 blocks unsupported projects whatever produced the estimate.
 *
 * @param brief - the brief (validated with `briefSchema`).
 * @param options.today - the current instant, supplied by the caller.
 * @returns an analysis that satisfies `analysisSchema`.
 * @throws {ZodError} when the brief does not satisfy `briefSchema`.
 */
export function fallbackEstimate(brief: Brief, options: { today: Date }): Analysis {
  const input = briefSchema.parse(brief);
  const classification = classifyBrief(input);
  if (classification.projectType === "unsupported") return unsupportedAnalysis(input, classification);

  const words = countWords(briefText(input));
  const complexity = fallbackComplexity(words);
  const hours = fallbackHours(words);
  const tasks = FALLBACK_TASKS.map((task, index) => ({
    estimatedHours: task.hours,
    dependencies: index === 0 ? [] : [index - 1],
  }));
  const schedule = scheduleTasks(tasks, options.today);
  const breakdown: AnalysisTask[] = FALLBACK_TASKS.map((task, index) => ({
    title: task.title,
    description: `${task.title} (standard fallback plan).`,
    estimatedHours: task.hours,
    estimatedBudget: task.budget,
    priority: task.priority,
    startDate: schedule.tasks[index].startDate,
    dueDate: schedule.tasks[index].dueDate,
    isMilestone: FALLBACK_TASKS[index + 1]?.milestoneGroup !== task.milestoneGroup,
    milestoneGroup: task.milestoneGroup,
    dependencies: tasks[index].dependencies,
    requiredSkills: task.skills,
  }));

  const risks: string[] = [];
  const riskThreshold = percentOf(Math.round(hours * FALLBACK_RISK_PAISE_PER_HOUR), FALLBACK_RISK_PERCENT);
  if (input.budgetMax && input.budgetMax < riskThreshold) {
    risks.push(
      `The budget ${formatInr(input.budgetMax)} is below ${FALLBACK_RISK_PERCENT}% of ${hours} hours × ₹50.`,
    );
  }
  if (hours > FALLBACK_TEAM_HOURS)
    risks.push(`About ${hours} hours of work: consider a team rather than one freelancer.`);

  const value = Math.round(hours * FALLBACK_RATE_PAISE);
  return {
    complexity,
    projectType: classification.projectType,
    subcategory: classification.subcategory,
    estimatedHours: hours,
    summary:
      `Fallback estimate for "${input.title}": ${words} words, ${complexity} complexity, ` +
      `${FALLBACK_BASE_HOURS[complexity]} base hours + ${words}/${FALLBACK_WORDS_PER_HOUR} = ${hours} hours. ` +
      "The breakdown is the standard five-phase plan; a full analysis will refine it.",
    recommendedSkills: FALLBACK_TASKS.flatMap((task) => task.skills),
    suggestedBudget: {
      min: roundToRupee(percentOf(value, RANGE_PERCENT.medium.min)),
      max: roundToRupee(percentOf(value, RANGE_PERCENT.medium.max)),
    },
    breakdown,
    risks,
    recommendations: [
      "Re-run the analysis when the service is available for a breakdown specific to this project.",
    ],
  };
}
