/**
 * Freelancer payouts (spec 3 §2 "Freelancer Payment History", §3 freelancer_payments; issue 4 item 8):
 * what staff record, the status flow and the four summary figures. Amounts are integer paise.
 *
 * @module
 */
import { z } from "zod";
import { type Paise, parseRupeesInput, sumPaise } from "../money";

/** spec 3 §3: payout statuses. */
export const PAYOUT_STATUSES = ["pending", "processing", "completed", "failed", "cancelled"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a payout pays for; shown with underscores as spaces (spec 3 §2). */
export const PAYOUT_TYPES = [
  "milestone_payment",
  "advance_payment",
  "final_payment",
  "bonus",
  "other",
] as const;
/** How it is paid. */
export const PAYOUT_METHODS = ["bank_transfer", "upi", "cheque", "other"] as const;

/**
 * The status flow (spec 3 §4 leaves transitions unstated; this is Kaarya's): a recorded payout is pending,
 * goes to processing when sent, and ends completed or failed; pending or processing may be cancelled;
 * a failed payout may be retried (back to processing). Completed and cancelled are final.
 */
const NEXT: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ["processing", "completed", "cancelled"],
  processing: ["completed", "failed", "cancelled"],
  failed: ["processing"],
  completed: [],
  cancelled: [],
};

/** The statuses a payout in `from` may move to. */
export function nextPayoutStatuses(from: PayoutStatus): readonly PayoutStatus[] {
  return NEXT[from];
}

/** Whether a payout may move from `from` to `to`. */
export function canMovePayout(from: PayoutStatus, to: PayoutStatus): boolean {
  return NEXT[from].includes(to);
}

/** Longest schedule a payout may name a milestone of (milestone numbers are 1-based). */
export const PAYOUT_MILESTONE_MAX = 100;

/**
 * Staff's "Record Payment" (API body): amount in paise, the freelancer's `freelancers.id`, and for a
 * milestone payment optionally the milestone it pays (1-based, as the payment schedule numbers them): a
 * dispute on another milestone then does not hold it (decision 0037).
 */
export const recordPayoutSchema = z
  .object({
    freelancerId: z.uuid("Choose a freelancer"),
    amount: z
      .number()
      .int("Amount must be in whole paise")
      .positive("Amount must be more than zero")
      .max(100_000_000_00, "Amount is too large"),
    paymentType: z.enum(PAYOUT_TYPES),
    paymentMethod: z.enum(PAYOUT_METHODS),
    description: z.string().trim().max(1000, "Description must be at most 1,000 characters").optional(),
    milestoneNumber: z
      .number()
      .int("Choose a milestone")
      .min(1, "Choose a milestone")
      .max(PAYOUT_MILESTONE_MAX, "Choose a milestone")
      .optional(),
  })
  .refine((payout) => payout.milestoneNumber === undefined || payout.paymentType === "milestone_payment", {
    path: ["milestoneNumber"],
    message: "Only a milestone payment names a milestone",
  });
export type RecordPayoutInput = z.infer<typeof recordPayoutSchema>;

/**
 * A status change (API body); `transactionId` is the bank or UPI reference, kept when completing.
 * `overrideUnpaidClient`: staff confirmed completing a payout of a project whose client has paid nothing
 * (issue 19 item 3); the override is audited.
 */
export const payoutStatusSchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  transactionId: z.string().trim().max(100, "Transaction id must be at most 100 characters").optional(),
  overrideUnpaidClient: z.boolean().optional(),
});

/** Why a payout cannot be completed (409 `details.reason`, issue 19 item 3), and its message. */
export const PAYOUT_UNPAID_REFUSAL = {
  reason: "client_unpaid",
  message:
    "The client has not paid anything for this project yet, so this payment cannot be marked completed.",
} as const;

/** The four cards of Payment History (spec 3 §2). */
export interface PayoutSummary {
  /** Sum of completed payouts, paise. */
  totalEarnings: Paise;
  completedCount: number;
  /** Pending or processing. */
  pendingCount: number;
  /** Sum of pending and processing payouts, paise. */
  pendingAmount: Paise;
}

/** Summarises payouts for the Payment History cards; failed and cancelled ones count nowhere. */
export function summarisePayouts(payouts: readonly { amount: Paise; status: PayoutStatus }[]): PayoutSummary {
  const completed = payouts.filter((p) => p.status === "completed");
  const pending = payouts.filter((p) => p.status === "pending" || p.status === "processing");
  return {
    totalEarnings: sumPaise(completed.map((p) => p.amount)),
    completedCount: completed.length,
    pendingCount: pending.length,
    pendingAmount: sumPaise(pending.map((p) => p.amount)),
  };
}

/** A milestone chosen in the Record Payment form: "" (none) or a number from 1 to `PAYOUT_MILESTONE_MAX`. */
function parseMilestoneChoice(text: string): number | undefined {
  const n = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return n >= 1 && n <= PAYOUT_MILESTONE_MAX ? n : undefined;
}

const payoutFormFields = z.object({
  freelancerId: z.string().min(1, "Choose a freelancer"),
  amount: z
    .string()
    .refine((text) => (parseRupeesInput(text) ?? 0) > 0, "Enter an amount in rupees, e.g. 12500 or 12500.50"),
  paymentType: z.enum(PAYOUT_TYPES),
  paymentMethod: z.enum(PAYOUT_METHODS),
  /** The select's value: "" or the milestone's number as text; read only for a milestone payment. */
  milestoneNumber: z.string(),
  description: z.string().max(1000, "Description must be at most 1,000 characters"),
});
export type PayoutFormValues = z.infer<typeof payoutFormFields>;

/**
 * The Record Payment form as typed: the amount in rupees ("12500" or "12500.50"). `milestones`: the numbers
 * of the project's payment schedule milestones (spec 2 §5); when there are any, a milestone payment must name
 * one of them ("Choose a milestone"), so a dispute on another milestone does not hold it (decision 0037).
 * With none, a milestone payment names no milestone.
 */
export function payoutFormSchemaFor(milestones: readonly number[]) {
  return payoutFormFields.refine(
    (values) =>
      values.paymentType !== "milestone_payment" ||
      milestones.length === 0 ||
      milestones.includes(parseMilestoneChoice(values.milestoneNumber) ?? 0),
    { path: ["milestoneNumber"], message: "Choose a milestone" },
  );
}

/** The form's schema for a project whose payment schedule has no milestones. */
export const payoutFormSchema = payoutFormSchemaFor([]);

/**
 * Form values -> the API body, rupees to paise; the milestone only for a milestone payment. Call only with
 * values `payoutFormSchemaFor` accepted.
 */
export function payoutFormToInput(values: PayoutFormValues): RecordPayoutInput {
  const milestoneNumber =
    values.paymentType === "milestone_payment" ? parseMilestoneChoice(values.milestoneNumber) : undefined;
  return {
    freelancerId: values.freelancerId,
    amount: parseRupeesInput(values.amount) ?? 0,
    paymentType: values.paymentType,
    paymentMethod: values.paymentMethod,
    ...(milestoneNumber === undefined ? {} : { milestoneNumber }),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
  };
}
