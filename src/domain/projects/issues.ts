/**
 * Issues and change requests of a project (spec 2 §3 "Other loaded entities"; issue 3 item 8): the forms'
 * schemas, shared by the dialogs and the routes, and what a change-request review decision stores.
 * Money is integer paise.
 *
 * @module
 */
import { z } from "zod";
import type { Paise } from "../money";

export const ISSUE_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export const ISSUE_STATUSES = ["open", "in_progress", "resolved"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export const CHANGE_EFFORTS = ["small", "medium", "large"] as const;
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

/** "Report Issue": a client or a freelancer on the project. */
export const reportIssueSchema = z.object({
  title,
  description: description.min(1, "Describe the issue"),
  severity: z.enum(ISSUE_SEVERITIES),
});

/** Staff's update of an issue; resolving needs resolution notes. `assignedTo` null unassigns. */
export const updateIssueSchema = z
  .object({
    status: z.enum(ISSUE_STATUSES).optional(),
    assignedTo: z.uuid().nullable().optional(),
    resolutionNotes: z.string().trim().max(5000, "Notes must be at most 5,000 characters").optional(),
  })
  .refine((v) => v.status !== "resolved" || (v.resolutionNotes ?? "") !== "", {
    path: ["resolutionNotes"],
    message: "Add resolution notes to resolve the issue",
  });

/** "Request Change": the owning client, with the effort they expect. */
export const requestChangeSchema = z.object({
  title,
  description: description.min(1, "Describe the change"),
  estimatedEffort: z.enum(CHANGE_EFFORTS),
});

/** Staff's review; an estimated cost (paise, > 0) is required when the change needs additional payment. */
export const reviewChangeSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    reviewNotes: z.string().trim().max(5000, "Notes must be at most 5,000 characters").optional(),
    estimatedCost: z
      .number()
      .int("Cost must be in whole paise")
      .positive("Cost must be more than zero")
      .optional(),
  })
  .refine((v) => v.decision !== "needs_payment" || v.estimatedCost !== undefined, {
    path: ["estimatedCost"],
    message: "Enter the estimated cost of the change",
  });

/** What a review decision stores on the change request. */
export interface ReviewOutcome {
  status: ChangeRequestStatus;
  canAbsorbInCost: boolean;
  requiresAdditionalPayment: boolean;
  estimatedCost: Paise | null;
}

/**
 * A decision as stored fields: approve -> approved; reject -> rejected; absorb -> absorbed within the
 * agreed cost; needs additional payment -> approved with the estimated cost the client will pay.
 */
export function reviewOutcome(decision: ReviewDecision, estimatedCost?: Paise): ReviewOutcome {
  switch (decision) {
    case "approve":
      return {
        status: "approved",
        canAbsorbInCost: false,
        requiresAdditionalPayment: false,
        estimatedCost: null,
      };
    case "reject":
      return {
        status: "rejected",
        canAbsorbInCost: false,
        requiresAdditionalPayment: false,
        estimatedCost: null,
      };
    case "absorb":
      return {
        status: "absorbed",
        canAbsorbInCost: true,
        requiresAdditionalPayment: false,
        estimatedCost: null,
      };
    case "needs_payment":
      return {
        status: "approved",
        canAbsorbInCost: false,
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
