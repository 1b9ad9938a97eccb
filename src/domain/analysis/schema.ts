/**
 * Shapes of a project brief and of its analysis (spec 2 §3 "AI analysis"). One set of zod schemas
 * serves the built-in estimator, the API contract and the validation of an LLM's structured output
 * (DESIGN §5), so a model answer that does not fit is rejected the same way everywhere.
 *
 * Units: money is integer paise (₹1 = 100 paise), effort is hours, dates are "YYYY-MM-DD".
 *
 * @module
 */
import { z } from "zod";

/** Whole, non-negative paise: money is never a float (DESIGN §3). */
const paiseSchema = z.number().int().nonnegative();

/** A calendar date "YYYY-MM-DD" that exists (rejects "2025-02-30"). */
const isoDateSchema = z.iso.date({ error: "Use the date format YYYY-MM-DD" });

/** Task priority (spec 2 §4 "Tasks"). */
export const taskPrioritySchema = z.enum(["low", "medium", "high", "urgent"]);
/** Task priority: low, medium, high or urgent (spec 2 §4). */
export type TaskPriority = z.infer<typeof taskPrioritySchema>;

/**
 * Where a task sits in the work (the scheduler and the invariants read it): `discovery` (requirements,
 * research, briefs), `production` (build, write, design), `review` (editing, revisions, design review),
 * `testing`, `delivery` (launch, final files, handover).
 */
export const taskStageSchema = z.enum(["discovery", "production", "review", "testing", "delivery"]);
/** Stage of a task; see {@link taskStageSchema}. */
export type TaskStage = z.infer<typeof taskStageSchema>;

/** The three supported categories (spec 2 §1). */
export const inScopeTypeSchema = z.enum(["it_services", "content_creation", "graphic_design"]);

/**
 * One deliverable read from the brief (issue 17 §1): `kind` a key of the norms table (e.g. "articles",
 * "site_pages", "integration"), `category` the spec 2 §1 category it belongs to, `title` in the client's
 * words ("Checkout with UPI"), `quantity` in `unit` (e.g. 40 "articles"), `wordsEach` for written pieces,
 * `variants` for work made in several versions (an ad in 4 sizes, an app for 2 platforms), `pagesEach` the pages
 * of each multi-page print piece ("a 16-page brochure"), `assumed` true when the brief gave no quantity, `source`
 * the sentence it was read from.
 */
export const deliverableSchema = z.object({
  kind: z.string().min(1),
  category: inScopeTypeSchema,
  title: z.string().min(1),
  quantity: z.number().positive(),
  unit: z.string(),
  wordsEach: z.number().int().positive().optional(),
  variants: z.number().int().positive().optional(),
  pagesEach: z.number().int().positive().optional(),
  assumed: z.boolean(),
  source: z.string(),
});
/** A deliverable read from the brief; see {@link deliverableSchema}. */
export type Deliverable = z.infer<typeof deliverableSchema>;

/** A sentence of the brief that asks for something no deliverable covers: listed, never dropped silently. */
export const notEstimatedSchema = z.object({ text: z.string(), reason: z.string() });
/** A sentence left out of the estimate, with why. */
export type NotEstimated = z.infer<typeof notEstimatedSchema>;

/**
 * "How this estimate was made" (issue 17 §5): the hourly rate per kind of work (paise) and its source,
 * the working calendar (hours a working day, working days, review period), the expected start, the team
 * the schedule assumes, a confidence with its reason, the assumptions, and how the range was derived.
 */
export const estimateExplanationSchema = z.object({
  rates: z.array(z.object({ category: inScopeTypeSchema, ratePaise: paiseSchema, source: z.string() })),
  hoursPerDay: z.number().positive(),
  workingWeek: z.string(),
  expectedStart: isoDateSchema,
  team: z.array(z.object({ role: z.string(), people: z.number().int().positive() })),
  confidence: z.enum(["high", "medium", "low"]),
  confidenceReason: z.string(),
  assumptions: z.array(z.string()),
  range: z.object({ minPercent: z.number(), maxPercent: z.number(), explanation: z.string() }),
});
/** How an estimate was made; see {@link estimateExplanationSchema}. */
export type EstimateExplanation = z.infer<typeof estimateExplanationSchema>;

/** Complexity of a project (spec 2 §3): low, medium or high. */
export const complexitySchema = z.enum(["low", "medium", "high"]);
/** Complexity of a project (spec 2 §3). */
export type Complexity = z.infer<typeof complexitySchema>;

/**
 * One task of the breakdown (spec 2 §3 "AI analysis" → breakdown):
 * `estimatedHours` in hours (≥ 0), `estimatedBudget` in integer paise, `startDate`/`dueDate`
 * "YYYY-MM-DD", `milestoneGroup` 1..4 or null, `dependencies` as indexes into the breakdown list.
 */
export const analysisTaskSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  estimatedHours: z.number().nonnegative(),
  estimatedBudget: paiseSchema,
  priority: taskPrioritySchema,
  startDate: isoDateSchema,
  dueDate: isoDateSchema,
  isMilestone: z.boolean(),
  milestoneGroup: z.number().int().min(1).max(4).nullable(),
  dependencies: z.array(z.number().int().nonnegative()),
  requiredSkills: z.array(z.string()),
  /** How the hours were reached, e.g. "40 × 2,000 words at 500 words an hour = 160 h". Absent in analyses made before it existed. */
  basis: z.string().optional(),
  /** Index into `analysis.deliverables` of the deliverable this task produces; null for shared tasks (discovery, testing, launch). */
  deliverable: z.number().int().nonnegative().nullable().optional(),
  /** Where the task sits in the work: its dates must follow the order discovery → production → review → testing → delivery. */
  stage: taskStageSchema.optional(),
});
/** One task of the breakdown; see {@link analysisTaskSchema} for units. */
export type AnalysisTask = z.infer<typeof analysisTaskSchema>;

/** Supported categories (spec 2 §1) plus `unsupported`, which blocks the project (spec 2 §5). */
export const projectTypeSchema = z.enum(["it_services", "content_creation", "graphic_design", "unsupported"]);
/** Project category (spec 2 §1), or `unsupported`. */
export type ProjectType = z.infer<typeof projectTypeSchema>;

/**
 * The analysis of a brief (spec 2 §3 "AI analysis"). `estimatedHours` in hours,
 * `suggestedBudget.min`/`max` in integer paise with min ≤ max, `subcategory` e.g. "website",
 * "mobile_app", "logo", "blog" (empty for unsupported briefs). The summary is kept a plain string
 * (the spec also allows an object); the UI renders one shape.
 */
export const analysisSchema = z.object({
  complexity: complexitySchema,
  projectType: projectTypeSchema,
  subcategory: z.string(),
  estimatedHours: z.number().nonnegative(),
  summary: z.string(),
  recommendedSkills: z.array(z.string()),
  suggestedBudget: z
    .object({ min: paiseSchema, max: paiseSchema })
    .refine((budget) => budget.min <= budget.max, { message: "min must not exceed max" }),
  breakdown: z.array(analysisTaskSchema),
  risks: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** The deliverables read from the brief; tasks point at them by index. Optional: older analyses lack it. */
  deliverables: z.array(deliverableSchema).optional(),
  /** Sentences that ask for something no deliverable covers (each also raises a risk). */
  notEstimated: z.array(notEstimatedSchema).optional(),
  /** "How this estimate was made". Optional: older analyses and model answers before repair lack it. */
  explanation: estimateExplanationSchema.optional(),
});
/** The analysis of a brief; see {@link analysisSchema} for units. */
export type Analysis = z.infer<typeof analysisSchema>;

/**
 * The brief a client submits for analysis (spec 2 §2 step 1, §5): title 1..200 characters,
 * description 1..10 000, optional requirements up to 20 000, optional `budgetMax` in integer
 * paise (null or 0 mean "not given", spec 2 §5 "empty means 0"), optional `deadline` "YYYY-MM-DD".
 */
export const briefSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(10_000, "Description must be at most 10,000 characters"),
  requirements: z.string().trim().max(20_000, "Requirements must be at most 20,000 characters").optional(),
  budgetMax: z
    .number()
    .int("Budget must be a whole number")
    .min(0, "Budget cannot be negative")
    .max(100_000_000_000, "Budget is too large")
    .nullable()
    .optional(),
  deadline: isoDateSchema.nullable().optional(),
});
/** The brief a client submits; see {@link briefSchema}. */
export type Brief = z.infer<typeof briefSchema>;
