/**
 * The built-in project analysis (DESIGN §5 "built-in estimator"; spec 2 §3 "AI analysis"):
 * classify the brief, pick the subcategory's task template, scale hours by complexity and counts,
 * price the tasks, schedule them and list risks. Pure and deterministic.
 *
 * @module
 */
import { percentOf, sumPaise } from "../money";
import {
  analysisRecommendations,
  analysisRisks,
  SUBCATEGORY_LABELS,
  TEAM_HOURS,
  TYPE_LABELS,
  unsupportedAnalysis,
  VAGUE_BRIEF_WORDS,
} from "./analysis-text";
import { classifyBrief } from "./classify";
import { assessComplexity, INTEGRATION_FEATURES, readScopeSignals, type UnitKind } from "./complexity";
import { mentionsHosting } from "./hosting";
import type { InScopeType } from "./lexicon";
import { deadlineRisk, scheduleTasks } from "./schedule-tasks";
import { type Analysis, type AnalysisTask, type Brief, briefSchema } from "./schema";
import { HOURLY_RATE_PAISE, type TaskTemplate, TEMPLATES } from "./templates";

/** Low end of the suggested range, % of the task total: a lean freelancer can trim about 15 %. */
export const BUDGET_MIN_PERCENT = 85;
/** High end of the suggested range, % of the task total: estimates miss low more often than high. */
export const BUDGET_MAX_PERCENT = 125;
/** Words per written piece that template hours assume. */
const PIECE_WORDS = 1_000;
/** Shortest piece factor: even a 100-word post needs a topic, a check and publishing. */
const PIECE_FACTOR_MIN = 0.3;
/** Longest piece factor: beyond 3,000 words a piece is a long-form project, estimated per piece anyway. */
const PIECE_FACTOR_MAX = 3;
/** At most this many skills are recommended; cards show 5–8 (spec 2 §9). */
export const MAX_RECOMMENDED_SKILLS = 10;

const UNIT_NOUNS: Record<UnitKind, string> = {
  page: "pages",
  screen: "screens",
  post: "pieces",
  concept: "concepts",
  graphic: "graphics",
  kword: "thousand words",
};

/** Hours to the nearest half hour, at least half an hour: finer precision is false accuracy. */
function roundHours(hours: number): number {
  return Math.max(0.5, Math.round(hours * 2) / 2);
}

/** Paise to the nearest whole rupee: quotes in rupees read as estimates, paise as false precision. */
export function roundToRupee(paise: number): number {
  return Math.round(paise / 100) * 100;
}

/** The brief text the estimator reads: title, description and requirements. */
export function briefText(brief: Pick<Brief, "title" | "description" | "requirements">): string {
  return [brief.title, brief.description, brief.requirements ?? ""].join("\n");
}

interface PlannedTask {
  template: TaskTemplate;
  title: string;
  hours: number;
  dependencies: number[];
}

/**
 * Expands a template into tasks: per-unit tasks multiply their hours by `units × unitFactor`,
 * per-integration tasks become one task per integration (none → dropped), and dependencies on a
 * dropped task pass to that task's own dependencies so the order still holds.
 */
function planTasks(
  tasks: TaskTemplate[],
  scale: number,
  units: { count: number; noun: string; factor: number },
  integrations: string[],
): PlannedTask[] {
  const planned: PlannedTask[] = [];
  const resolved: number[][] = []; // template index → breakdown indexes that stand for it
  tasks.forEach((template, index) => {
    const dependencies = [...new Set(template.dependsOn.flatMap((d) => resolved[d]))].sort((a, b) => a - b);
    const hoursEach = template.hours.min + (template.hours.max - template.hours.min) * scale;
    if (template.perIntegration) {
      resolved[index] = integrations.length === 0 ? dependencies : [];
      for (const feature of integrations) {
        resolved[index].push(planned.length);
        planned.push({
          template,
          title: `${template.title}: ${feature}`,
          hours: roundHours(hoursEach),
          dependencies,
        });
      }
      return;
    }
    const title = template.perUnit ? `${template.title} (${units.count} ${units.noun})` : template.title;
    resolved[index] = [planned.length];
    planned.push({
      template,
      title,
      hours: roundHours(hoursEach * (template.perUnit ? units.count * units.factor : 1)),
      dependencies,
    });
  });
  return planned;
}

/**
 * Analyses a brief with the built-in estimator (DESIGN §5; spec 2 §3 analysis fields).
 * Unsupported briefs (spec 2 §1, §5) get `projectType` "unsupported", an empty breakdown and zero
 * hours and budgets. Otherwise: `estimatedHours` = sum of task hours; task budgets = hours ×
 * the category's hourly rate, in whole rupees (integer paise); `suggestedBudget` = 85 %–125 % of
 * the task total, rounded to whole rupees; dates from `options.today` at 8 h/day.
 * Deterministic: the same brief and `today` always give the same analysis.
 *
 * @param brief - the brief (validated with `briefSchema`).
 * @param options.today - the current instant, supplied by the caller; tasks start on its date in India.
 * @returns an analysis that satisfies `analysisSchema`.
 * @throws {ZodError} when the brief does not satisfy `briefSchema`.
 */
export function analyzeBrief(brief: Brief, options: { today: Date }): Analysis {
  const input = briefSchema.parse(brief);
  const classification = classifyBrief(input);
  if (classification.projectType === "unsupported" || classification.subcategory === "") {
    return unsupportedAnalysis(input, classification);
  }
  const type = classification.projectType as InScopeType;
  const subcategory = classification.subcategory;
  const template = TEMPLATES[subcategory];
  const signals = readScopeSignals(briefText(input));
  const assessment = assessComplexity(signals, {
    countsFeatures: type === "it_services",
    unit: template.unit,
  });

  const asked = template.unit ? signals.counts[template.unit.kind] : undefined;
  const units = template.unit ? Math.min(asked ?? template.unit.defaultCount, template.unit.maxCount) : 1;
  const unitNoun = template.unit ? UNIT_NOUNS[template.unit.kind] : "";
  const integrations =
    type === "it_services" ? signals.features.filter((f) => INTEGRATION_FEATURES.has(f)) : [];
  // Written pieces are planned at about 1,000 words; a stated length scales them (100 words → 0.3,
  // the floor that research and briefing cost; 2,000 → 2). Above 5,000 a stated count is a total.
  const words = signals.statedWords;
  const factor =
    template.unit?.kind === "post" && words !== undefined && words <= 5_000
      ? Math.min(PIECE_FACTOR_MAX, Math.max(PIECE_FACTOR_MIN, words / PIECE_WORDS))
      : 1;
  const planned = planTasks(
    template.tasks,
    assessment.scale,
    { count: units, noun: unitNoun, factor },
    integrations,
  );

  const schedule = scheduleTasks(
    planned.map((task) => ({ estimatedHours: task.hours, dependencies: task.dependencies })),
    options.today,
  );
  const rate = HOURLY_RATE_PAISE[type];
  const lastOfGroup = new Map<number, number>();
  planned.forEach((task, index) => {
    lastOfGroup.set(task.template.milestoneGroup, index);
  });
  const breakdown: AnalysisTask[] = planned.map((task, index) => ({
    title: task.title,
    description: task.template.description,
    estimatedHours: task.hours,
    estimatedBudget: roundToRupee(task.hours * rate),
    priority: task.template.priority,
    startDate: schedule.tasks[index].startDate,
    dueDate: schedule.tasks[index].dueDate,
    // The last task of each milestone group is the milestone a client signs off and pays for.
    isMilestone: lastOfGroup.get(task.template.milestoneGroup) === index,
    milestoneGroup: task.template.milestoneGroup,
    dependencies: task.dependencies,
    requiredSkills: task.template.requiredSkills,
  }));

  const estimatedHours = breakdown.reduce((sum, task) => sum + task.estimatedHours, 0);
  const totalBudget = sumPaise(breakdown.map((task) => task.estimatedBudget));
  const recommendedSkills = [...new Set(breakdown.flatMap((task) => task.requiredSkills))].slice(
    0,
    MAX_RECOMMENDED_SKILLS,
  );

  const scope = [
    ...(template.unit ? [`${units} ${unitNoun}${asked === undefined ? " (assumed)" : ""}`] : []),
    ...(integrations.length > 0 ? [`features: ${integrations.join(", ")}`] : []),
    ...(type === "it_services" && signals.platforms.length > 0
      ? [`platforms: ${signals.platforms.join(", ")}`]
      : []),
  ];
  const summary =
    `"${input.title}" reads as ${type === "it_services" ? "an" : "a"} ${TYPE_LABELS[type]} project (${SUBCATEGORY_LABELS[subcategory]}) of ` +
    `${assessment.complexity} complexity. ${scope.length > 0 ? `Scope: ${scope.join("; ")}. ` : ""}` +
    `Key terms: ${classification.matchedKeywords.slice(0, 5).join(", ")}. The plan has ${breakdown.length} tasks, ` +
    `about ${estimatedHours} hours over ${schedule.totalDays} days.`;

  const risks = analysisRisks({
    wordCount: signals.wordCount,
    totalHours: estimatedHours,
    totalBudget,
    budgetMax: input.budgetMax,
    deadlineRisk: deadlineRisk(schedule, input.deadline, estimatedHours),
    integrations,
    cappedUnits:
      template.unit && asked !== undefined && asked > units
        ? { asked, planned: units, noun: unitNoun }
        : null,
    confidence: classification.confidence,
  });
  const recommendations = analysisRecommendations({
    type,
    milestoneGroups: lastOfGroup.size,
    vague: signals.wordCount < VAGUE_BRIEF_WORDS,
    teamSized: estimatedHours > TEAM_HOURS,
    offerHosting: type === "it_services" && mentionsHosting(input.title, input.description),
  });

  return {
    complexity: assessment.complexity,
    projectType: type,
    subcategory,
    estimatedHours,
    summary,
    recommendedSkills,
    suggestedBudget: {
      min: roundToRupee(percentOf(totalBudget, BUDGET_MIN_PERCENT)),
      max: roundToRupee(percentOf(totalBudget, BUDGET_MAX_PERCENT)),
    },
    breakdown,
    risks,
    recommendations,
  };
}
