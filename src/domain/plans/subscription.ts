/**
 * Buying and renewing a subscription plan (spec 1 §2 plan modal, §3 subscription_payments, §4
 * "Subscription purchase", §9 plans): which purchases are allowed, and when a paid plan expires.
 *
 * @module
 */
import { addYears } from "date-fns";
import { z } from "zod";
import { SUBSCRIPTION_TERM_YEARS } from "../constants";
import { optionalCouponCode } from "../payments/coupon-pricing";
import { effectivePlan, PAID_PLANS, type PaidPlan, planLabel, type SubscriptionType } from "./eligibility";

/**
 * Body of `POST /api/subscriptions/initiate` (spec 1 §7 payment-initiate for a subscription): the plan and
 * an optional coupon. As for projects there is no amount: the server charges the plan's price less the
 * coupon (DESIGN §5), so the spec's `amount`, `maxAmount` and `userId` are not accepted.
 */
export const subscriptionPurchaseSchema = z.object({
  subscriptionType: z.enum(PAID_PLANS),
  couponCode: optionalCouponCode,
});
/** A valid subscription initiate body. */
export type SubscriptionPurchaseInput = z.output<typeof subscriptionPurchaseSchema>;

/** A client's stored plan. */
export interface CurrentPlan {
  subscriptionType: SubscriptionType;
  /** Null for a plan without an end (free, or granted by staff). */
  subscriptionExpiresAt: Date | null;
}

const RANK: Record<SubscriptionType, number> = { free: 0, pro: 1, enterprise: 2 };

/**
 * Whether `plan` may be bought now. Renewing the plan in effect and upgrading are allowed; buying Pro while
 * Enterprise is in effect is refused, because Enterprise already includes it and the two years would not
 * add up. A lapsed plan counts as free ({@link effectivePlan}).
 * @returns null when allowed, else the message to show.
 */
export function purchaseRefusal(current: CurrentPlan, plan: PaidPlan, now: Date): string | null {
  const inEffect = effectivePlan(current.subscriptionType, current.subscriptionExpiresAt, now);
  if (RANK[inEffect] <= RANK[plan]) return null;
  return `Your ${planLabel(inEffect)} is active and already includes everything in the ${planLabel(plan)}.`;
}

/**
 * The expiry after a successful payment for `plan` at `paidAt` (spec 1 §3 subscription_expires_at,
 * §9 "per annum"): a renewal of the plan in effect extends its expiry by one year, so paying early loses
 * nothing; a new plan (from free, a lapsed plan or an upgrade) runs one year from the payment. A plan in
 * effect without an expiry stays without one.
 */
export function expiryAfterPayment(current: CurrentPlan, plan: PaidPlan, paidAt: Date): Date | null {
  const inEffect = effectivePlan(current.subscriptionType, current.subscriptionExpiresAt, paidAt);
  if (inEffect === plan) {
    return current.subscriptionExpiresAt && addYears(current.subscriptionExpiresAt, SUBSCRIPTION_TERM_YEARS);
  }
  return addYears(paidAt, SUBSCRIPTION_TERM_YEARS);
}
