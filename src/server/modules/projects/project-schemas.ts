import { z } from "@hono/zod-openapi";
import { deliverableSchema, estimateExplanationSchema, notEstimatedSchema } from "@/domain/analysis/schema";
import { SUBSCRIPTION_TYPES } from "@/domain/plans/eligibility";
import { pagedListSchema } from "../../lib/openapi";
import { projectActualsSchema } from "./project-actuals";

/** A task as shown on project detail; `estimatedBudget` (paise) is omitted for freelancers (spec 2 §6). */
export const taskSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    priority: z.string(),
    estimatedHours: z.number(),
    estimatedBudget: z.number().int().optional().openapi({ description: "paise" }),
    startDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    isMilestone: z.boolean(),
    milestoneGroup: z.number().int().nullable(),
    dependencies: z.array(z.string()),
    requiredSkills: z.array(z.string()),
    assignedTo: z.uuid().nullable().optional().openapi({ description: "assignee's user id" }),
  })
  .openapi("Task");

const scheduleItemSchema = z.object({
  type: z.enum(["advance", "milestone", "final"]),
  milestoneNumber: z.number().int().nullable(),
  description: z.string(),
  amount: z.number().int(),
  originalAmount: z.number().int(),
  advanceAdjustment: z.number().int(),
  dueDate: z.string(),
  status: z.enum(["paid", "pending", "upcoming"]),
  /** Paise refunded of the payment that paid the item (processed refunds), only when any (issue 20 item 4). */
  refunded: z.number().int().optional(),
  /** What that payment brought in net of `refunded`, paise. */
  netPaid: z.number().int().optional(),
});

export const paymentScheduleSchema = z
  .object({
    totalBudget: z.number().int(),
    items: z.array(scheduleItemSchema),
    amountDueNow: z.number().int(),
  })
  .openapi("PaymentSchedule", { description: "All amounts in paise (spec 2 §5)." });

/** One row of a project list (My Projects, All Projects). Budgets in paise; staff-only fields optional. */
export const projectListItemSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().openapi({ description: "its first 300 characters (the card shows three lines)" }),
    statusCode: z.string(),
    statusName: z.string(),
    status: z.string().openapi({ description: "legacy status; cancelled after a cancel (spec 2 §4)" }),
    phase: z.number().int(),
    createdAt: z.string(),
    deadline: z.string().nullable(),
    estimatedDuration: z.number().int().nullable(),
    requiredSkills: z
      .array(z.string())
      .optional()
      .openapi({ description: "not sent to clients (spec 2 §6)" }),
    budgetMax: z.number().int().nullable(),
    estimatedBudget: z.number().int().optional(),
    freelancerBudget: z.number().int().nullable().optional(),
    clientName: z.string().optional(),
    clientEmail: z.string().optional(),
    overrunHours: z.number().nullable().optional().openapi({
      description:
        "with ?sort=overrun only: actual − estimated hours of the tasks with hours logged, one decimal; null when none is",
    }),
  })
  .openapi("ProjectListItem");

export const projectListSchema = pagedListSchema(projectListItemSchema, "ProjectList");

/**
 * "How this estimate was made" on project detail (issue 17 §5), from the version's analysis: rates in paise
 * per hour, the deliverables read from the brief, the sentences not estimated and each analysed task's
 * basis ("40 × 2,000 words at 500 words an hour = 160 h"). Not sent to freelancers (spec 2 §6).
 */
const estimateDetailSchema = z
  .object({
    explanation: estimateExplanationSchema.nullable(),
    deliverables: z.array(deliverableSchema),
    notEstimated: z.array(notEstimatedSchema),
    taskBases: z.array(z.object({ title: z.string(), basis: z.string() })),
  })
  .openapi("EstimateDetail");

export const projectDetailSchema = z
  .object({
    id: z.uuid(),
    statusCode: z.string(),
    status: z.string().optional().openapi({ description: "legacy status; cancelled after a cancel" }),
    statusName: z.string(),
    phase: z.number().int(),
    currentVersion: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    client: z.object({ fullName: z.string(), email: z.string() }).optional(),
    clientPlan: z
      .object({
        eligible: z.boolean(),
        plan: z.enum(SUBSCRIPTION_TYPES),
        used: z.number().int(),
        limit: z.number().int().nullable().openapi({ description: "null: unlimited" }),
        message: z.string().nullable().openapi({ description: "why the project cannot be accepted" }),
      })
      .optional()
      .openapi({
        description:
          "staff only, while the project is not yet accepted: whether the client's plan has room for another accepted project (issue 19 item 2)",
      }),
    actuals: projectActualsSchema,
    version: z.object({
      id: z.uuid(),
      versionNumber: z.number().int(),
      isDraft: z.boolean(),
      title: z.string(),
      description: z.string(),
      requirements: z.string().nullable(),
      estimatedBudget: z.number().int().optional(),
      budgetMax: z.number().int().nullable().optional(),
      freelancerBudget: z.number().int().nullable().optional(),
      deadline: z.string().nullable(),
      requiredSkills: z
        .array(z.string())
        .optional()
        .openapi({ description: "not sent to clients (spec 2 §6)" }),
      includeHosting: z.boolean(),
      estimatedDuration: z.number().int().nullable(),
      projectType: z.string().nullable(),
      enabledForFreelancer: z.boolean(),
      complexity: z.string().nullable(),
      summary: z.string().nullable(),
      estimatedHours: z.number().nullable().openapi({ description: "the sum of the version's task hours" }),
      suggestedBudget: z.object({ min: z.number().int(), max: z.number().int() }).nullable().optional(),
      risks: z.array(z.string()),
      recommendations: z.array(z.string()),
      engine: z.string().nullable(),
      estimate: estimateDetailSchema
        .nullable()
        .optional()
        .openapi({ description: "null for analyses made before it existed; not sent to freelancers" }),
    }),
    tasks: z.array(taskSchema),
    paymentSchedule: paymentScheduleSchema.nullable(),
  })
  .openapi("ProjectDetail");

export type ProjectDetail = z.infer<typeof projectDetailSchema>;
export type ProjectList = z.infer<typeof projectListSchema>;

export const matchSchema = z
  .object({
    freelancerId: z.uuid(),
    userId: z.uuid(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    title: z.string(),
    rating: z.number(),
    hourlyRate: z.number().int().openapi({ description: "paise per hour" }),
    completedProjects: z.number().int(),
    successRate: z.number(),
    experienceYears: z.number().int(),
    availabilityStatus: z.string(),
    matchScore: z.number().int(),
    matchReasoning: z.string(),
    labels: z.array(z.string()),
    skills: z.array(z.string()),
  })
  .openapi("FreelancerMatch");
