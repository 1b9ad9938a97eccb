/**
 * The built-in project analysis (DESIGN §5 "built-in estimator"; spec 2 §3 "AI analysis"; issue 17):
 * classify the brief, read its deliverables, plan each one from the norms, schedule the plan on
 * working days for the team it needs, price it, and say how the estimate was made. Pure and
 * deterministic.
 *
 * @module
 */
import { percentOf, sumPaise } from "../money";
import { analysisRecommendations, analysisRisks, TYPE_LABELS, unsupportedAnalysis } from "./analysis-text";
import { type CalibrationRatio, calibratePlan } from "./calibration";
import { classifyBrief } from "./classify";
import { countWords } from "./count-words";
import { assumedDeliverable, type DeliverableKind } from "./deliverable-kinds";
import { explainEstimate } from "./explain-estimate";
import { extractDeliverables } from "./extract-deliverables";
import { mentionsHosting } from "./hosting";
import type { InScopeType, Subcategory } from "./lexicon";
import { plural } from "./norm-steps";
import { type PlannedTask, planDeliverables } from "./plan-deliverables";
import { deadlineRiskText, ROLE_BY_CATEGORY, schedulePlan } from "./schedule-plan";
import {
  type Analysis,
  type AnalysisTask,
  type Brief,
  briefSchema,
  type Complexity,
  type Deliverable,
} from "./schema";

export { roundToRupee } from "./plan-deliverables";

/** At most this many skills are recommended; cards show 5–8 (spec 2 §9). */
export const MAX_RECOMMENDED_SKILLS = 10;
/** Above this many hours, or this many deliverables, a plan is high complexity; medium from a third of it. */
const HIGH_HOURS = 160;
const HIGH_DELIVERABLES = 6;
/** How much more the classifier's category weighs than another when picking the project type by hours. */
const CLASSIFIER_WEIGHT = 2;
/** Classifier confidence from which its category is the project type whenever the plan has work in it (right in 40 of 41 such dev and fixture briefs). */
const SURE_CLASSIFICATION = 0.75;

/** The brief text the estimator reads: title, description and requirements. */
export function briefText(brief: Pick<Brief, "title" | "description" | "requirements">): string {
  return [brief.title, brief.description, brief.requirements ?? ""].join("\n");
}

/** The deliverable a subcategory stands for when a brief names none outright ("We need a website"). */
const DEFAULT_KIND: Record<Subcategory, DeliverableKind> = {
  website: "site_pages",
  web_app: "web_app",
  mobile_app: "mobile_app",
  api: "api_endpoints",
  maintenance: "maintenance",
  blog: "articles",
  technical_writing: "technical_docs",
  copywriting: "web_copy",
  seo_writing: "articles",
  editing: "editing",
  logo: "logo",
  ui_mockups: "ui_design",
  social_graphics: "social_graphics",
  ad_creatives: "ad_creatives",
  branding: "brand_identity",
};

/** The subcategory (spec 2 §1) a deliverable kind belongs to. */
const SUBCATEGORY_OF: Record<DeliverableKind, Subcategory> = {
  site_pages: "website",
  web_app: "web_app",
  mobile_app: "mobile_app",
  api_endpoints: "api",
  integration: "web_app",
  login: "web_app",
  admin_panel: "web_app",
  catalogue: "website",
  feature: "website",
  language_version: "website",
  data_migration: "maintenance",
  maintenance: "maintenance",
  articles: "blog",
  product_descriptions: "copywriting",
  web_copy: "copywriting",
  technical_docs: "technical_writing",
  long_form: "blog",
  emails: "copywriting",
  social_captions: "copywriting",
  scripts: "copywriting",
  editing: "editing",
  translation: "editing",
  logo: "logo",
  brand_identity: "branding",
  print_items: "branding",
  packaging: "branding",
  social_graphics: "social_graphics",
  ad_creatives: "ad_creatives",
  ui_design: "ui_mockups",
  illustrations: "social_graphics",
  icons: "ui_mockups",
  presentation: "branding",
  infographics: "social_graphics",
  mockups: "branding",
};

/** A deliverable assumed from the category when the brief names none: its default quantity, marked assumed. */
function assumedFromCategory(subcategory: Subcategory, title: string): Deliverable {
  return assumedDeliverable(DEFAULT_KIND[subcategory], title, title);
}

/** Sum of hours per category. */
function hoursByCategory(tasks: readonly PlannedTask[]): Map<InScopeType, number> {
  const hours = new Map<InScopeType, number>();
  for (const task of tasks) hours.set(task.category, (hours.get(task.category) ?? 0) + task.estimatedHours);
  return hours;
}

/** The milestone of each group is its task that ends last (ties: the later in the plan). */
function milestoneIndexes(tasks: readonly { milestoneGroup: number | null; dueDate: string }[]): Set<number> {
  const last = new Map<number, number>();
  tasks.forEach((task, i) => {
    if (task.milestoneGroup === null) return;
    const current = last.get(task.milestoneGroup);
    if (current === undefined || tasks[current].dueDate <= task.dueDate) last.set(task.milestoneGroup, i);
  });
  return new Set(last.values());
}

/**
 * Analyses a brief with the built-in estimator (DESIGN §5; spec 2 §3 analysis fields; issue 17).
 * Unsupported briefs (spec 2 §1, §5) get `projectType` "unsupported", an empty breakdown and zero
 * hours and budgets. Otherwise every deliverable read from the brief becomes tasks (task hours from
 * the norms, budgets = hours × the category's rate in whole rupees, integer paise); the project type is
 * the category carrying most hours; dates are working days from the expected start (after review),
 * with a team grown to meet the deadline when it can be; `suggestedBudget` brackets the task total by
 * the estimate's confidence; `explanation` says how all of it was made.
 * With `calibration` (issue 20 item 7), production hours of kinds of work that completed projects back with
 * enough evidence are multiplied by their ratio before scheduling and pricing, and the explanation says so;
 * without it the analysis is the norms' alone.
 * Deterministic: the same brief, `today` and calibration always give the same analysis.
 *
 * @param brief - the brief (validated with `briefSchema`).
 * @param options.today - the instant of analysis (the submission), supplied by the caller.
 * @param options.calibration - ratios of actual to estimated hours per subcategory (`calibrationRatios`); optional.
 * @returns an analysis that satisfies `analysisSchema`.
 * @throws {ZodError} when the brief does not satisfy `briefSchema`.
 */
export function analyzeBrief(
  brief: Brief,
  options: { today: Date; calibration?: readonly CalibrationRatio[] },
): Analysis {
  const input = briefSchema.parse(brief);
  const classification = classifyBrief(input);
  const extracted = extractDeliverables(input);
  // A brief refused as a whole is still planned when it states in-scope deliverables with their quantities
  // ("we shoot and edit ourselves — what we need is 20 scripts"); its out-of-scope sentences are not estimated.
  if (
    (classification.projectType === "unsupported" || classification.subcategory === "") &&
    !extracted.statesInScopeWork
  ) {
    return unsupportedAnalysis(input, classification);
  }
  const deliverables =
    extracted.deliverables.length > 0
      ? extracted.deliverables
      : [assumedFromCategory(classification.subcategory as Subcategory, input.title)];
  const seo = /\bseo\b/i.test(briefText(input));
  // A deliverable's subcategory; articles of a brief about SEO are SEO writing.
  const subcategoryOf = (kind: string): Subcategory =>
    seo && SUBCATEGORY_OF[kind as DeliverableKind] === "blog"
      ? "seo_writing"
      : SUBCATEGORY_OF[kind as DeliverableKind];
  const { tasks: planned, applied: calibrated } = calibratePlan(
    planDeliverables(deliverables),
    (deliverable) => subcategoryOf(deliverables[deliverable].kind),
    options.calibration ?? [],
  );
  const schedule = schedulePlan(
    planned.map((task) => ({
      hours: task.estimatedHours,
      dependencies: task.dependencies,
      role: ROLE_BY_CATEGORY[task.category],
    })),
    { submittedAt: options.today, deadline: input.deadline },
  );
  const dated = planned.map((task, i) => ({ ...task, ...schedule.tasks[i] }));
  const milestones = milestoneIndexes(dated);
  const breakdown: AnalysisTask[] = dated.map((task, i) => ({
    title: task.title,
    description: task.description,
    estimatedHours: task.estimatedHours,
    estimatedBudget: task.estimatedBudget,
    priority: task.priority,
    startDate: task.startDate,
    dueDate: task.dueDate,
    isMilestone: milestones.has(i),
    milestoneGroup: task.milestoneGroup,
    dependencies: task.dependencies,
    requiredSkills: task.requiredSkills,
    basis: task.basis,
    deliverable: task.deliverable,
    stage: task.stage,
  }));

  const byCategory = hoursByCategory(planned);
  // The category carrying most hours; the classifier's category counts double, because context
  // mentions ("a logo for our chat site") add deliverables that the brief does not really ask for.
  const weight = (category: InScopeType) =>
    (byCategory.get(category) ?? 0) * (category === classification.projectType ? CLASSIFIER_WEIGHT : 1);
  const sure =
    classification.confidence >= SURE_CLASSIFICATION &&
    byCategory.has(classification.projectType as InScopeType);
  const type = sure
    ? (classification.projectType as InScopeType)
    : [...byCategory.keys()].sort((a, b) => weight(b) - weight(a))[0];
  const main = deliverables
    .map(
      (d, i) =>
        [d, planned.filter((t) => t.deliverable === i).reduce((s, t) => s + t.estimatedHours, 0)] as const,
    )
    .filter(([d]) => d.category === type)
    .sort((a, b) => b[1] - a[1])[0][0];
  const subcategory = subcategoryOf(main.kind);
  const estimatedHours =
    Math.round(breakdown.reduce((sum, task) => sum + task.estimatedHours, 0) * 100) / 100;
  const totalBudget = sumPaise(breakdown.map((task) => task.estimatedBudget));
  const wordCount = countWords(briefText(input));
  // Deliverables read from the brief decide the category; the classifier's doubt matters only without them.
  const categoryConfidence = extracted.deliverables.length > 0 ? 1 : classification.confidence;
  const explanation = explainEstimate({
    deliverables,
    extracted,
    schedule,
    classificationConfidence: categoryConfidence,
    wordCount,
    calibrated,
  });
  const complexity: Complexity =
    estimatedHours >= HIGH_HOURS || deliverables.length >= HIGH_DELIVERABLES
      ? "high"
      : estimatedHours >= HIGH_HOURS / 3 || deliverables.length >= HIGH_DELIVERABLES / 2
        ? "medium"
        : "low";

  const others = [...byCategory.keys()].filter((c) => c !== type);
  const summary =
    `"${input.title}" reads as ${type === "it_services" ? "an" : "a"} ${TYPE_LABELS[type]} project of ${complexity} complexity ` +
    `with ${deliverables.length} deliverable${deliverables.length === 1 ? "" : "s"}: ${deliverables.map((d) => (d.assumed && d.quantity === 1 ? d.title : `${d.title} (${d.quantity.toLocaleString("en-IN")} ${plural(d.quantity, d.unit)}${d.assumed ? ", assumed" : ""})`)).join("; ")}. ` +
    (others.length > 0
      ? `Parts in other categories: ${others.map((c) => `${TYPE_LABELS[c]} (${byCategory.get(c)} h)`).join(", ")}. `
      : "") +
    `The plan has ${breakdown.length} tasks, about ${estimatedHours} hours over ${schedule.workingDays} working days ` +
    `(${schedule.expectedStart} to ${schedule.endDate}).`;

  const risks = [
    ...analysisRisks({
      wordCount,
      totalHours: estimatedHours,
      totalBudget,
      budgetMax: input.budgetMax,
      deadlineRisk: deadlineRiskText(schedule, input.deadline),
      integrations: deliverables.filter((d) => d.kind === "integration").map((d) => d.title),
      cappedUnits: null,
      confidence: categoryConfidence,
    }),
    ...extracted.notEstimated.map((n) => `Not estimated: "${n.text.replace(/[.!]+$/, "")}". ${n.reason}`),
  ];
  const recommendations = analysisRecommendations({
    type,
    milestoneGroups: new Set(breakdown.map((t) => t.milestoneGroup)).size,
    vague: explanation.confidence === "low",
    teamSized: schedule.team.some((member) => member.people > 1),
    offerHosting: type === "it_services" && mentionsHosting(input.title, input.description),
  });

  return {
    complexity,
    projectType: type,
    subcategory,
    estimatedHours,
    summary,
    recommendedSkills: [...new Set(breakdown.flatMap((task) => task.requiredSkills))].slice(
      0,
      MAX_RECOMMENDED_SKILLS,
    ),
    suggestedBudget: {
      min: Math.round(percentOf(totalBudget, explanation.range.minPercent) / 100) * 100,
      max: Math.round(percentOf(totalBudget, explanation.range.maxPercent) / 100) * 100,
    },
    breakdown,
    risks,
    recommendations,
    deliverables,
    notEstimated: extracted.notEstimated,
    explanation,
  };
}
