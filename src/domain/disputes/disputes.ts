/**
 * Milestone disputes (issue 20 item 3): a client disputes a paid schedule item (the advance, a milestone or
 * the final payment) while the project is in progress; staff resolve it as released, partially refunded or
 * fully refunded, with notes. The states, who may move them, and the texts the API and the screens share.
 * Amounts are integer paise.
 *
 * @module
 */
import { z } from "zod";
import { type Paise, parseRupeesInput } from "../money";
import type { PaymentType } from "../projects/payment-schedule";
import { dashboardBucket, isStatusCode } from "../projects/statuses";
import type { Role } from "../roles";

/**
 * A dispute's states:
 * - `open`: the client disputed the item; staff look into it. The freelancers' payouts for the item are held.
 * - `refunding`: staff decided on a refund and asked the gateway for it; still held until it is processed.
 * - `released`: staff found for the freelancer; nothing is refunded and the hold ends (final).
 * - `partially_refunded` / `fully_refunded`: the gateway processed the refund (final).
 */
export const DISPUTE_STATUSES = [
  "open",
  "refunding",
  "released",
  "partially_refunded",
  "fully_refunded",
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What staff decide (the resolution dialog's choices). */
export const DISPUTE_OUTCOMES = ["released", "partially_refunded", "fully_refunded"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** How each state and outcome reads on screen and in notifications. */
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: "Open",
  refunding: "Refund processing",
  released: "Released",
  partially_refunded: "Partially refunded",
  fully_refunded: "Fully refunded",
};

/** Who moves a dispute: a signed-in role, or the system when the gateway answers a refund. */
export type DisputeActor = Role | "system";

/** The moves of a dispute. */
export type DisputeMove =
  | "open"
  | "release"
  | "request_refund"
  | "refund_processed_partial"
  | "refund_processed_full"
  | "refund_failed";

const STAFF = ["manager", "administrator"] as const;

/** One edge: from (null = a new dispute), to, and who may take it. */
interface DisputeEdge {
  from: DisputeStatus | null;
  to: DisputeStatus;
  by: readonly DisputeActor[];
}

/**
 * The edges (issue 20 item 3). A refund decision goes through `refunding`, because the gateway answers
 * outside the database's transaction: processed ends the dispute as refunded; a failed or refused refund
 * puts it back to `open`, where staff may decide again.
 */
export const DISPUTE_MOVES: Record<DisputeMove, DisputeEdge> = {
  open: { from: null, to: "open", by: ["client"] },
  release: { from: "open", to: "released", by: STAFF },
  request_refund: { from: "open", to: "refunding", by: STAFF },
  refund_processed_partial: { from: "refunding", to: "partially_refunded", by: ["system"] },
  refund_processed_full: { from: "refunding", to: "fully_refunded", by: ["system"] },
  refund_failed: { from: "refunding", to: "open", by: ["system"] },
};

/** Why a move was refused: the actor may not take it (403) or the dispute is not where it starts (409). */
export type DisputeRefusal = "not_allowed" | "wrong_state";

/**
 * Checks a move of a dispute in `from` (null for a new one) by `actor`.
 * @returns the state it moves to, or the refusal.
 */
export function moveDispute(
  from: DisputeStatus | null,
  move: DisputeMove,
  actor: DisputeActor,
): { ok: true; to: DisputeStatus } | { ok: false; refusal: DisputeRefusal } {
  const edge = DISPUTE_MOVES[move];
  if (!edge.by.includes(actor)) return { ok: false, refusal: "not_allowed" };
  if (edge.from !== from) return { ok: false, refusal: "wrong_state" };
  return { ok: true, to: edge.to };
}

/** Open and refunding disputes hold the freelancers' payouts for their item. */
export function holdsPayouts(status: DisputeStatus): boolean {
  return status === "open" || status === "refunding";
}

/** Whether the dispute still waits for staff or the gateway (not final). */
export function isActiveDispute(status: DisputeStatus): boolean {
  return holdsPayouts(status);
}

/**
 * A dispute may be opened while the project is in progress: its status is in the dashboard's active bucket
 * (spec 2 §4: phase 3 to 4, ACCEPTED to IN_PROGRESS_AFTER_PAYMENT) and it is not cancelled.
 */
export function disputableProject(project: { statusCode: string; status: string | null }): boolean {
  if (project.status === "cancelled" || !isStatusCode(project.statusCode)) return false;
  return dashboardBucket(project.statusCode) === "active";
}

/** The move a processed refund makes: the whole capture refunded is full, less is partial. */
export function refundedMove(refundedPaise: Paise, capturedPaise: Paise): DisputeMove {
  return refundedPaise >= capturedPaise ? "refund_processed_full" : "refund_processed_partial";
}

/** Limits of a dispute's texts and files. */
export const DISPUTE_REASON_MIN = 10;
export const DISPUTE_REASON_MAX = 2000;
export const DISPUTE_NOTES_MAX = 2000;
export const DISPUTE_MAX_FILES = 5;
/** Evidence files together, bytes (each file: 10 MB, spec 2 §5). */
export const DISPUTE_MAX_TOTAL_BYTES = 25 * 1024 * 1024;

/** The screens' and the API's texts. */
export const DISPUTE_TEXTS = {
  reasonShort: `Describe the problem in at least ${DISPUTE_REASON_MIN} characters.`,
  reasonLong: `The reason can be at most ${DISPUTE_REASON_MAX.toLocaleString("en-IN")} characters.`,
  notesRequired: "Add resolution notes.",
  notesLong: `Notes can be at most ${DISPUTE_NOTES_MAX.toLocaleString("en-IN")} characters.`,
  tooMany: `Attach at most ${DISPUTE_MAX_FILES} evidence files.`,
  tooLargeTogether: "Evidence files may total at most 25MB.",
  notInProgress: "A payment can be disputed only while the project is in progress.",
  notPaid: "Only a paid advance, milestone or final payment can be disputed.",
  alreadyOpen: "This payment already has an open dispute.",
  notOwner: "Only the project's client can dispute its payments.",
  notOpen: "This dispute is no longer open.",
  amountRequired: "Enter the amount to refund.",
  amountTooLarge: "The refund cannot be more than the amount paid.",
  partialIsWhole: "A partial refund must be less than the amount paid; choose a full refund instead.",
  refundFailed: (why: string) => `The refund failed: ${why} The dispute is still open.`,
  payoutHeld:
    "This payment is on hold: the client has an open dispute on its milestone. It can be completed once the dispute is resolved.",
  payoutHeldReason: "dispute_open",
  openFailed: "Failed to open the dispute. Please try again.",
  resolveFailed: "Failed to resolve the dispute. Please try again.",
} as const;

/** Which schedule item a payout of `payoutType` pays for, as a dispute names it; null: none (bonus, other). */
export function payoutItemType(payoutType: string | null): PaymentType | null {
  if (payoutType === "advance_payment") return "advance";
  if (payoutType === "milestone_payment") return "milestone";
  if (payoutType === "final_payment") return "final";
  return null;
}

/**
 * Whether an active dispute on item (`disputeType`, `disputeMilestone`) holds a payout of `payoutType` and
 * `payoutMilestone` on the same project: same kind of item and, for milestones, the same number — a
 * milestone payout recorded without its number is held by a dispute on any milestone.
 */
export function disputeHoldsPayout(
  dispute: { paymentType: string; milestoneNumber: number | null },
  payout: { paymentType: string | null; milestoneNumber: number | null },
): boolean {
  const item = payoutItemType(payout.paymentType);
  if (item === null || item !== dispute.paymentType) return false;
  if (item !== "milestone" || payout.milestoneNumber === null) return true;
  return payout.milestoneNumber === dispute.milestoneNumber;
}

/** `POST /api/projects/{id}/disputes` text fields (the evidence files come as `files`). */
export const openDisputeFieldsSchema = z.object({
  paymentId: z.uuid("Choose the payment to dispute"),
  reason: z
    .string()
    .trim()
    .min(DISPUTE_REASON_MIN, DISPUTE_TEXTS.reasonShort)
    .max(DISPUTE_REASON_MAX, DISPUTE_TEXTS.reasonLong),
});

/** `POST /api/disputes/{id}/resolve`: the outcome, the refund in paise for a partial one, and notes. */
export const resolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    amountPaise: z.number().int().positive().optional(),
    notes: z
      .string()
      .trim()
      .min(1, DISPUTE_TEXTS.notesRequired)
      .max(DISPUTE_NOTES_MAX, DISPUTE_TEXTS.notesLong),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === "partially_refunded" && value.amountPaise === undefined)
      ctx.addIssue({ code: "custom", path: ["amountPaise"], message: DISPUTE_TEXTS.amountRequired });
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeSchema>;

/**
 * The amount a resolution refunds, paise: none for released, the whole paid amount for a full refund, and
 * for a partial one the amount asked, which must be less than what was paid.
 * @returns the amount, or the text of why it is refused.
 */
export function resolutionRefund(
  outcome: DisputeOutcome,
  askedPaise: number | undefined,
  paidPaise: Paise,
): { ok: true; amountPaise: Paise } | { ok: false; message: string } {
  if (outcome === "released") return { ok: true, amountPaise: 0 };
  if (outcome === "fully_refunded") return { ok: true, amountPaise: paidPaise };
  if (askedPaise === undefined || askedPaise <= 0)
    return { ok: false, message: DISPUTE_TEXTS.amountRequired };
  if (askedPaise > paidPaise) return { ok: false, message: DISPUTE_TEXTS.amountTooLarge };
  if (askedPaise === paidPaise) return { ok: false, message: DISPUTE_TEXTS.partialIsWhole };
  return { ok: true, amountPaise: askedPaise };
}

/** The resolution dialog as typed: the amount in rupees ("2500" or "2500.50"). */
export const resolveDisputeFormSchema = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  amount: z.string(),
  notes: z
    .string()
    .trim()
    .min(1, DISPUTE_TEXTS.notesRequired)
    .max(DISPUTE_NOTES_MAX, DISPUTE_TEXTS.notesLong),
});
export type ResolveDisputeFormValues = z.infer<typeof resolveDisputeFormSchema>;

/** Form values -> the API body, rupees to paise; null amount when a partial refund's amount is not a sum. */
export function resolveFormToInput(values: ResolveDisputeFormValues): ResolveDisputeInput {
  const amount = values.outcome === "partially_refunded" ? parseRupeesInput(values.amount) : null;
  return {
    outcome: values.outcome,
    notes: values.notes.trim(),
    ...(amount !== null && amount > 0 ? { amountPaise: amount } : {}),
  };
}

/** How a disputed item is named: "Advance", "Milestone 2", "Final payment". */
export function disputedItemLabel(paymentType: string, milestoneNumber: number | null): string {
  if (paymentType === "milestone") return `Milestone ${milestoneNumber ?? ""}`.trim();
  if (paymentType === "final") return "Final payment";
  return "Advance";
}
