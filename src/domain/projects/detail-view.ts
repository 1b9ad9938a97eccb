/**
 * The project detail as each viewer sees it (spec 2 §2 "Project detail", §6): which view a role gets, and
 * the shown version, its tasks and its payment schedule shaped for that view. Pure: the server reads the rows
 * (src/server/modules/projects/detail-rows.ts), keeps what is shaped here per view and day (decision 0022)
 * and writes the JSON text.
 *
 * @module
 */
import type { Analysis, Deliverable, EstimateExplanation, NotEstimated } from "../analysis/schema";
import type { DateString } from "../dates";
import type { Paise } from "../money";
import { isStaff, type Role } from "../roles";
import { taskHours } from "./duration";
import {
  buildPaymentSchedule,
  type PaymentSchedule,
  type SchedulePayment,
  type ScheduleTask,
} from "./payment-schedule";
import type { VersionLike } from "./versions";

/** Who the detail is shaped for (spec 2 §6): the project's client, a freelancer, or staff. */
export type DetailView = "client" | "freelancer" | "staff";

/** The view of a detail `role` gets: freelancers theirs, managers and administrators staff's, clients theirs. */
export function detailViewOf(role: Role): DetailView {
  return role === "freelancer" ? "freelancer" : isStaff(role) ? "staff" : "client";
}

/** The version columns the detail reads (spec 2 §3 `project_versions`); amounts in paise. */
export interface DetailVersionRow extends VersionLike {
  id: string;
  title: string;
  description: string;
  requirements: string | null;
  estimatedBudget: Paise;
  budgetMax: Paise | null;
  freelancerBudget: Paise | null;
  /** "YYYY-MM-DD" or null. */
  deadline: DateString | null;
  requiredSkills: string[];
  includeHosting: boolean;
  /** Calendar days, null without task dates. */
  estimatedDuration: number | null;
  projectType: string | null;
  aiAnalysis: (Analysis & { engine?: string }) | null;
}

/**
 * "How this estimate was made" (issue 17 §5): the analysis's explanation, the deliverables read from the
 * brief, the sentences not estimated and each analysed task's basis. Not shown to freelancers.
 */
export interface EstimateDetail {
  explanation: EstimateExplanation | null;
  deliverables: Deliverable[];
  notEstimated: NotEstimated[];
  taskBases: { title: string; basis: string }[];
}

/** The shown version's fields; the optional ones are left out for the views spec 2 §6 hides them from. */
export interface ShownVersionFields {
  id: string;
  versionNumber: number;
  isDraft: boolean;
  title: string;
  description: string;
  requirements: string | null;
  /** Paise; not for freelancers. */
  estimatedBudget?: Paise;
  /** Paise; not for freelancers. */
  budgetMax?: Paise | null;
  /** Paise; not for clients. */
  freelancerBudget?: Paise | null;
  deadline: DateString | null;
  /** Not for clients. */
  requiredSkills?: string[];
  includeHosting: boolean;
  estimatedDuration: number | null;
  projectType: string | null;
  enabledForFreelancer: boolean;
  complexity: string | null;
  summary: string | null;
  /** The sum of the version's task hours. */
  estimatedHours: number | null;
  /** Paise; not for freelancers. */
  suggestedBudget?: { min: Paise; max: Paise } | null;
  risks: string[];
  recommendations: string[];
  engine: string | null;
  /** Null for analyses made before it existed; not for freelancers. */
  estimate?: EstimateDetail | null;
}

/** A task as the detail shows it; `estimatedBudget` (paise) not for freelancers. */
export interface ShownTask {
  id: string;
  title: string;
  description: string | null;
  status: string;
  priority: string;
  estimatedHours: number;
  estimatedBudget?: Paise;
  startDate: DateString | null;
  dueDate: DateString | null;
  isMilestone: boolean;
  milestoneGroup: number | null;
  dependencies: string[];
  requiredSkills: string[];
  assignedTo: string | null;
}

/** The task columns the detail reads (spec 2 §3 `project_tasks`): hours as decimals, budget in paise. */
export interface DetailTaskRow extends ShownTask, ScheduleTask {
  estimatedBudget: Paise;
}

/**
 * The version a detail shows, its tasks and the payment schedule, as one view sees them: the part of the
 * detail that the server keeps per view and day (decision 0022). Not the brief-and-analysis content a
 * submit or an edit writes (`VersionContent`, src/server/modules/projects/version-content.ts).
 */
export interface ShownVersion {
  version: ShownVersionFields;
  tasks: ShownTask[];
  /** Null for freelancers. */
  paymentSchedule: PaymentSchedule | null;
}

/**
 * The version, its tasks and the payment schedule as `view` sees them (spec 2 §6): freelancers get no
 * client or estimated budgets, task budgets, suggested budget, estimate explanation or schedule; clients no
 * freelancer budget and no required skills. Budgets in paise, dates "YYYY-MM-DD"; the schedule's amount
 * due depends on the day of `now` in India.
 */
export function shownVersion(
  view: DetailView,
  version: DetailVersionRow,
  tasks: readonly DetailTaskRow[],
  payments: readonly SchedulePayment[],
  now: Date,
): ShownVersion {
  const freelancer = view === "freelancer";
  const client = view === "client";
  const analysis = version.aiAnalysis;
  return {
    version: {
      id: version.id,
      versionNumber: version.versionNumber,
      isDraft: version.isDraft,
      title: version.title,
      description: version.description,
      requirements: version.requirements,
      ...(freelancer ? {} : { estimatedBudget: version.estimatedBudget, budgetMax: version.budgetMax }),
      ...(client ? {} : { freelancerBudget: version.freelancerBudget }),
      deadline: version.deadline,
      // spec 2 §6: required skills are hidden from clients.
      ...(client ? {} : { requiredSkills: version.requiredSkills }),
      includeHosting: version.includeHosting,
      estimatedDuration: version.estimatedDuration,
      projectType: version.projectType,
      enabledForFreelancer: version.enabledForFreelancer,
      complexity: analysis?.complexity ?? null,
      summary: analysis?.summary ?? null,
      // The tasks' hours, not the analysis': an administrator's task edits move it (issue 17 §7).
      estimatedHours: taskHours(tasks),
      ...(freelancer ? {} : { suggestedBudget: analysis?.suggestedBudget ?? null }),
      risks: analysis?.risks ?? [],
      recommendations: analysis?.recommendations ?? [],
      engine: analysis?.engine ?? null,
      // How the estimate was made names the client's rates and range: not for freelancers (spec 2 §6).
      ...(freelancer ? {} : { estimate: estimateOf(analysis) }),
    },
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.status,
      priority: t.priority,
      estimatedHours: t.estimatedHours,
      ...(freelancer ? {} : { estimatedBudget: t.estimatedBudget }),
      startDate: t.startDate,
      dueDate: t.dueDate,
      isMilestone: t.isMilestone,
      milestoneGroup: t.milestoneGroup,
      dependencies: t.dependencies,
      requiredSkills: t.requiredSkills,
      assignedTo: t.assignedTo,
    })),
    paymentSchedule: freelancer ? null : buildPaymentSchedule({ tasks, payments, now }),
  };
}

/**
 * "How this estimate was made" of a version's analysis (issue 17 §5): its explanation, deliverables,
 * sentences not estimated and each analysed task's basis. Null for analyses made before these existed.
 */
export function estimateOf(analysis: DetailVersionRow["aiAnalysis"]): EstimateDetail | null {
  if (!analysis?.explanation && !analysis?.deliverables?.length && !analysis?.notEstimated?.length) {
    return null;
  }
  return {
    explanation: analysis.explanation ?? null,
    deliverables: analysis.deliverables ?? [],
    notEstimated: analysis.notEstimated ?? [],
    taskBases: analysis.breakdown.flatMap((t) => (t.basis ? [{ title: t.title, basis: t.basis }] : [])),
  };
}
