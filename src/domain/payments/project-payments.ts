/**
 * Which schedule item a client may pay, what it costs, which banner invites payment, and where a paid item
 * moves the project (spec 2 §2 banners, §4 Payments, §5 payment schedule; docs/decisions/0006 and 0009).
 * The amount always comes from the schedule (DESIGN §5): the client names an item, never a sum.
 *
 * @module
 */
import { z } from "zod";
import { MILESTONE_GROUP_MAX, MILESTONE_GROUP_MIN } from "../constants";
import type { Paise } from "../money";
import { canTransition } from "../projects/lifecycle";
import {
  findScheduleItem,
  nextPayableItem,
  type PaymentSchedule,
  type PaymentScheduleItem,
  type PaymentType,
} from "../projects/payment-schedule";
import { CANCELLED_STATUS, isAccepted, isStatusCode, phaseOf, type StatusCode } from "../projects/statuses";
import { normalizeCouponCode, optionalCouponCode } from "./coupon-pricing";
import { PAYMENT_TEXTS } from "./texts";

/** The kinds of schedule item a client pays through payment-initiate (spec 2 §3 schedule item types). */
export const PAYABLE_PAYMENT_TYPES = ["advance", "milestone", "final"] as const;
/** A payable schedule item kind. */
export type PayablePaymentType = (typeof PAYABLE_PAYMENT_TYPES)[number];

/** Names one schedule item: its type and, for a milestone, its group number (1-4). */
export interface PaymentItemRef {
  paymentType: PayablePaymentType;
  /** The milestone group for `milestone`; null otherwise. */
  milestoneNumber: number | null;
}

const itemFields = {
  paymentType: z.enum(PAYABLE_PAYMENT_TYPES),
  milestoneNumber: z.number().int().min(MILESTONE_GROUP_MIN).max(MILESTONE_GROUP_MAX).nullish(),
};

/** A milestone needs its number; advance and final carry none. */
function refineItem(
  item: { paymentType: PayablePaymentType; milestoneNumber?: number | null },
  ctx: z.RefinementCtx,
) {
  const hasNumber = item.milestoneNumber !== undefined && item.milestoneNumber !== null;
  if (item.paymentType === "milestone" && !hasNumber)
    ctx.addIssue({
      code: "custom",
      path: ["milestoneNumber"],
      message: "A milestone payment needs its number",
    });
  if (item.paymentType !== "milestone" && hasNumber)
    ctx.addIssue({
      code: "custom",
      path: ["milestoneNumber"],
      message: "Only milestone payments have a number",
    });
}

/**
 * Body of `POST /api/payments/initiate` (spec 2 §7 payment-initiate): the project, the item and an optional
 * coupon. There is deliberately no amount: the spec's `amount`, `originalAmount` and `finalAmount` fields
 * are dropped if sent, and the server charges what the schedule and coupon say (DESIGN §5).
 */
export const initiatePaymentSchema = z
  .object({ projectId: z.uuid(), ...itemFields, couponCode: optionalCouponCode })
  .superRefine(refineItem);
/** A valid initiate body. */
export type InitiatePaymentInput = z.output<typeof initiatePaymentSchema>;

/**
 * Body of `POST /api/coupons/validate` (validate_coupon, spec 2 §7): the code (trimmed, upper-cased; empty
 * is "Please enter a coupon code.") and what it is for, with either a project item — whose amount the server
 * computes — or a plain amount in paise (a plan price; only a preview, initiate recomputes).
 */
export const validateCouponSchema = z
  .object({
    code: z
      .string()
      .max(40)
      .transform(normalizeCouponCode)
      .pipe(z.string().min(1, PAYMENT_TEXTS.couponRequired)),
    applicableTo: z.enum(["projects", "subscriptions"]).default("projects"),
    amount: z.number().int().min(0).max(100_000_000_00).optional(),
    projectId: z.uuid().optional(),
    paymentType: itemFields.paymentType.optional(),
    milestoneNumber: itemFields.milestoneNumber,
  })
  .superRefine((body, ctx) => {
    const byItem = body.projectId !== undefined || body.paymentType !== undefined;
    if (byItem && (body.projectId === undefined || body.paymentType === undefined)) {
      ctx.addIssue({ code: "custom", path: ["paymentType"], message: "Give both projectId and paymentType" });
    } else if (byItem && body.paymentType) {
      refineItem({ paymentType: body.paymentType, milestoneNumber: body.milestoneNumber }, ctx);
    }
    if (byItem === (body.amount !== undefined)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Give either an amount or a project item" });
    }
  });
/** A valid validate-coupon body. */
export type ValidateCouponInput = z.output<typeof validateCouponSchema>;

/** The project facts that decide whether it can be paid: status code and legacy status (spec 2 §4). */
export interface PayableProject {
  /** A status code; anything unknown counts as not accepted. */
  statusCode: string;
  /** Legacy `projects.status`; "cancelled" stops every payment. */
  status?: string;
}

/** Why an item cannot be paid now. */
export type PaymentRefusal = "not_in_schedule" | "not_due" | "not_accepted" | "cancelled";

/** The answer of {@link checkPayable}. */
export type PayableCheck =
  | { kind: "payable"; item: PaymentScheduleItem }
  | { kind: "already_paid"; item: PaymentScheduleItem }
  | { kind: "refused"; reason: PaymentRefusal; message: string };

const REFUSAL_TEXTS: Record<PaymentRefusal, string> = {
  not_in_schedule: PAYMENT_TEXTS.noAmount,
  not_due: "This payment is not due yet. Please complete the earlier payments first.",
  not_accepted: "Payments open once your project has been accepted.",
  cancelled: "This project has been cancelled.",
};

/**
 * Whether the client may pay `ref` now (spec 2 §4, §5; decision 0009): a paid item answers already-paid
 * (spec 2 §7 alreadyPaid) whatever the project's state; otherwise the project must be accepted (phase 3
 * or later: before that staff may still change tasks and so the schedule) and not cancelled, the item
 * must exist, and it must be the pending one — upcoming items wait for the earlier ones.
 */
export function checkPayable(
  project: PayableProject,
  schedule: PaymentSchedule,
  ref: PaymentItemRef,
): PayableCheck {
  const refuse = (reason: PaymentRefusal): PayableCheck => ({
    kind: "refused",
    reason,
    message: REFUSAL_TEXTS[reason],
  });
  const item = findScheduleItem(schedule, ref.paymentType, ref.milestoneNumber);
  if (item?.status === "paid") return { kind: "already_paid", item };
  if (project.status === CANCELLED_STATUS) return refuse("cancelled");
  if (!isStatusCode(project.statusCode) || !isAccepted(phaseOf(project.statusCode)))
    return refuse("not_accepted");
  if (!item) return refuse("not_in_schedule");
  if (item.status !== "pending") return refuse("not_due");
  return { kind: "payable", item };
}

/** What a payment banner invites (spec 2 §2 My Projects): the accepted project's advance, or money due now. */
export type PaymentBanner =
  | { kind: "advance"; item: PaymentScheduleItem }
  | { kind: "due"; item: PaymentScheduleItem; amountDueNow: Paise };

/**
 * The banner a client sees for a project (spec 2 §2): on an ACCEPTED project whose advance is unpaid, the
 * advance "Pay" banner; otherwise, when an item is pending and its due date has passed (the schedule's
 * amount due now), the "Pay Now" banner. None for projects that cannot be paid yet (see {@link checkPayable}).
 */
export function paymentBanner(
  project: PayableProject,
  schedule: PaymentSchedule | null,
): PaymentBanner | null {
  if (!schedule) return null;
  const item = nextPayableItem(schedule);
  if (!item || checkPayable(project, schedule, toItemRef(item)).kind !== "payable") return null;
  if (project.statusCode === "ACCEPTED" && item.type === "advance") return { kind: "advance", item };
  return schedule.amountDueNow > 0 ? { kind: "due", item, amountDueNow: schedule.amountDueNow } : null;
}

/** The reference naming a schedule item. */
export function toItemRef(item: Pick<PaymentScheduleItem, "type" | "milestoneNumber">): PaymentItemRef {
  return { paymentType: item.type, milestoneNumber: item.type === "milestone" ? item.milestoneNumber : null };
}

/**
 * The status code a verified payment moves the project to, as the `system` actor of the lifecycle machine
 * (docs/decisions/0006): the advance takes an ACCEPTED project to STARTED; a milestone or final payment
 * takes a PENDING_PAYMENT project to IN_PROGRESS_AFTER_PAYMENT. Null when the payment moves nothing (the
 * project is elsewhere in its lifecycle, e.g. staff already started it).
 */
export function statusAfterPayment(from: StatusCode, paymentType: PaymentType): StatusCode | null {
  const to: StatusCode = paymentType === "advance" ? "STARTED" : "IN_PROGRESS_AFTER_PAYMENT";
  return canTransition("system", from, to) ? to : null;
}

/** The line the gateway shows, e.g. "Advance payment (20% of total budget) — Bakery website". */
export function paymentDescription(
  item: Pick<PaymentScheduleItem, "description">,
  projectTitle: string,
): string {
  return `${item.description} — ${projectTitle}`;
}
