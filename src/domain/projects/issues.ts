/**
 * Issues and change requests of a project (spec 2 §3 "Other loaded entities"): the forms' schemas, shared by
 * the dialogs and the routes, which issue status moves are allowed, and what a change-request review decision
 * stores. Money is integer paise on the API (DESIGN §3); only the review form takes rupees.
 *
 * @module
 */
import { z } from "zod";
import { type Paise, parseRupeesInput } from "../money";

export const ISSUE_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];
export const ISSUE_STATUSES = ["open", "in_progress", "resolved"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const CHANGE_EFFORTS = ["small", "medium", "large"] as const;
export type ChangeEffort = (typeof CHANGE_EFFORTS)[number];
export const CHANGE_REQUEST_STATUSES = [
  "under_review",
  "approved",
  "rejected",
  "completed",
  "absorbed",
] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];
/** Staff's decisions on a change request. */
export const REVIEW_DECISIONS = ["approve", "reject", "absorb", "needs_payment"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const title = z.string().trim().min(1, "Title is required").max(200, "Title must be at most 200 characters");
const description = z.string().trim().max(5000, "Description must be at most 5,000 characters");
const notes = z.string().trim().max(5000, "Notes must be at most 5,000 characters");

/** "Report Issue": a client or a freelancer on the project (or staff). */
export const reportIssueSchema = z.object({
  title,
  description: description.min(1, "Describe the issue"),
  severity: z.enum(ISSUE_SEVERITIES),
});
export type ReportIssueInput = z.infer<typeof reportIssueSchema>;

/**
 * Staff's update of an issue (at least one field): status, assignee (`null` unassigns) and resolution notes,
 * which resolving requires.
 */
export const updateIssueSchema = z
  .object({
    status: z.enum(ISSUE_STATUSES).optional(),
    assignedTo: z.uuid().nullable().optional(),
    resolutionNotes: notes.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), "Nothing to update")
  .refine((v) => v.status !== "resolved" || (v.resolutionNotes ?? "") !== "", {
    path: ["resolutionNotes"],
    message: "Add resolution notes to resolve the issue",
  });
export type UpdateIssueInput = z.infer<typeof updateIssueSchema>;

/** Where an issue may go from each status: work starts or stops, it is resolved, a resolved one reopens. */
const ISSUE_MOVES: Record<IssueStatus, readonly IssueStatus[]> = {
  open: ["in_progress", "resolved"],
  in_progress: ["open", "resolved"],
  resolved: ["open"],
};

/**
 * Whether an issue may move from `from` to `to`. Staying put is allowed (an assignment or notes change);
 * a resolved issue only reopens (back to open), it does not go straight to in progress.
 */
export function canMoveIssue(from: IssueStatus, to: IssueStatus): boolean {
  return from === to || ISSUE_MOVES[from].includes(to);
}

/** The statuses offered for an issue now in `from`: itself first, then where it may go. */
export function issueStatusChoices(from: IssueStatus): IssueStatus[] {
  return [from, ...ISSUE_MOVES[from]];
}

/** "Request Change": the owning client, with the effort they expect. */
export const requestChangeSchema = z.object({
  title,
  description: description.min(1, "Describe the change"),
  estimatedEffort: z.enum(CHANGE_EFFORTS),
});
export type RequestChangeInput = z.infer<typeof requestChangeSchema>;

/**
 * Staff's review (API body). `estimatedCost` is in paise, required and > 0 for "needs additional payment" and
 * refused with any other decision (those store no cost).
 */
export const reviewChangeSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reviewNotes: notes.optional(),
    estimatedCost: z
      .number()
      .int("Cost must be in whole paise")
      .positive("Cost must be more than zero")
      .max(100_000_000_00, "Cost is too large")
      .optional(),
  })
  .refine((v) => v.decision !== "needs_payment" || v.estimatedCost !== undefined, {
    path: ["estimatedCost"],
    message: "Enter the estimated cost of the change",
  })
  .refine((v) => v.decision === "needs_payment" || v.estimatedCost === undefined, {
    path: ["estimatedCost"],
    message: "Only a change that needs additional payment has an estimated cost",
  });
export type ReviewChangeInput = z.infer<typeof reviewChangeSchema>;

/** The review dialog as typed: the estimated cost in rupees ("12000" or "12000.50"), checked for needs_payment. */
export const reviewChangeFormSchema = z
  .object({ decision: z.enum(REVIEW_DECISIONS), reviewNotes: notes, estimatedCost: z.string() })
  .refine((v) => v.decision !== "needs_payment" || (parseRupeesInput(v.estimatedCost) ?? 0) > 0, {
    path: ["estimatedCost"],
    message: "Enter the estimated cost in rupees, e.g. 12000 or 12000.50",
  });
export type ReviewChangeFormValues = z.infer<typeof reviewChangeFormSchema>;

/** Review form values -> the API body, rupees to paise. Call only with values `reviewChangeFormSchema` accepted. */
export function reviewFormToInput(values: ReviewChangeFormValues): ReviewChangeInput {
  const cost = values.decision === "needs_payment" ? parseRupeesInput(values.estimatedCost) : null;
  return {
    decision: values.decision,
    ...(values.reviewNotes.trim() ? { reviewNotes: values.reviewNotes.trim() } : {}),
    ...(cost ? { estimatedCost: cost } : {}),
  };
}

/** What a review decision stores on the change request (spec 2 §3 fields; cost in paise). */
export interface ReviewOutcome {
  status: ChangeRequestStatus;
  canAbsorbInCost: boolean;
  requiresAdditionalPayment: boolean;
  estimatedCost: Paise | null;
}

/**
 * A decision as stored fields: approve -> approved; reject -> rejected; absorb -> absorbed within the agreed
 * cost (can_absorb_in_cost); needs additional payment -> approved with requires_additional_payment and the
 * estimated cost (paise) the client will pay.
 */
export function reviewOutcome(decision: ReviewDecision, estimatedCost?: Paise): ReviewOutcome {
  const base = { canAbsorbInCost: false, requiresAdditionalPayment: false, estimatedCost: null };
  switch (decision) {
    case "approve":
      return { ...base, status: "approved" };
    case "reject":
      return { ...base, status: "rejected" };
    case "absorb":
      return { ...base, status: "absorbed", canAbsorbInCost: true };
    case "needs_payment":
      return {
        ...base,
        status: "approved",
        requiresAdditionalPayment: true,
        estimatedCost: estimatedCost ?? null,
      };
  }
}

/** Human labels of the decisions, as the review dialog shows them. */
export const REVIEW_DECISION_LABELS: Record<ReviewDecision, string> = {
  approve: "Approve",
  reject: "Reject",
  absorb: "Absorb in cost",
  needs_payment: "Needs additional payment",
};
