/**
 * Coupon checks and arithmetic (spec 2 §3 Coupon, §5 "Coupon", §7 validate_coupon; spec 3 §5): whether a
 * coupon applies to an order and what it takes off. All amounts are integer paise; a percentage discount
 * is a whole percent of the order, rounded to the nearest paisa and capped by the max discount; a fixed
 * discount is paise. The final amount never drops below 0.
 *
 * @module
 */
import { z } from "zod";
import { formatInr, type Paise, percentOf } from "../money";
import { COUPON_REFUSAL_TEXTS, type CouponRefusal } from "./texts";

/** What a coupon is used for: validate_coupon's `p_applicable_to` (spec 2 §7). */
export type CouponPurpose = "projects" | "subscriptions";

/** The coupon fields the checks read (spec 2 §3 `discount_coupons`). */
export interface CouponTerms {
  discountType: "percentage" | "fixed";
  /** A whole percent 1-100 for `percentage`; paise for `fixed`. */
  discountValue: number;
  /** Paise; caps a percentage discount. Null = no cap. */
  maxDiscountAmount: Paise | null;
  /** Paise; the smallest order the coupon takes. Null or 0 = any. */
  minOrderAmount: Paise | null;
  /** Instants the coupon is valid between; null = open on that side. */
  validFrom: Date | null;
  validUntil: Date | null;
  /** Total uses allowed; null = unlimited. */
  usageLimit: number | null;
  /** Uses counted so far. */
  usageCount: number;
  /** Uses allowed per person; null = unlimited. */
  perUserLimit: number | null;
  applicableTo: "all" | "subscriptions" | "projects";
  isActive: boolean;
}

/** The order a coupon is checked against. */
export interface CouponOrder {
  /** Paise before the discount. */
  amount: Paise;
  purpose: CouponPurpose;
  now: Date;
  /** How often this person has already redeemed the coupon. */
  userRedemptions: number;
}

/** validate_coupon's answer (spec 2 §7): discount and final amount in paise, or why not. */
export type CouponEvaluation =
  | { valid: true; discountAmount: Paise; finalAmount: Paise }
  | { valid: false; reason: CouponRefusal; error: string; discountAmount: 0; finalAmount: Paise };

/**
 * A typed code as it is stored: trimmed and upper-cased (spec 2 §5).
 * @example normalizeCouponCode("  welcome10 ") === "WELCOME10"
 */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** An optional coupon code in a request body: trimmed and upper-cased; empty means none. */
export const optionalCouponCode = z
  .string()
  .max(40)
  .optional()
  .transform((code) => (code ? normalizeCouponCode(code) || undefined : undefined));

/**
 * Paise a coupon takes off `amount` (paise): a percentage rounded to the nearest paisa and capped by the
 * max discount, or the fixed value — never more than `amount`, never negative.
 */
export function couponDiscount(
  coupon: Pick<CouponTerms, "discountType" | "discountValue" | "maxDiscountAmount">,
  amount: Paise,
): Paise {
  const raw =
    coupon.discountType === "percentage"
      ? Math.min(percentOf(amount, coupon.discountValue), coupon.maxDiscountAmount ?? Number.MAX_SAFE_INTEGER)
      : coupon.discountValue;
  return Math.max(0, Math.min(raw, amount));
}

/** The first reason `coupon` does not apply to `order`, or null when it does. */
function refusalOf(coupon: CouponTerms | null, order: CouponOrder): CouponRefusal | null {
  if (!coupon) return "not_found";
  if (!coupon.isActive) return "inactive";
  const now = order.now.getTime();
  if (coupon.validFrom && coupon.validFrom.getTime() > now) return "not_started";
  if (coupon.validUntil && coupon.validUntil.getTime() < now) return "expired";
  if (coupon.applicableTo !== "all" && coupon.applicableTo !== order.purpose) return "not_applicable";
  if (coupon.minOrderAmount && order.amount < coupon.minOrderAmount) return "min_order";
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return "used_up";
  if (coupon.perUserLimit !== null && order.userRedemptions >= coupon.perUserLimit) return "per_user_limit";
  return null;
}

/**
 * validate_coupon (spec 2 §7): checks, in order, that the coupon exists, is active, has started, has not
 * expired, applies to the purpose (`all` applies to both), meets the minimum order, has uses left and
 * that this person has uses left; then computes the discount.
 *
 * @param coupon - the coupon found by its normalized code, or null when there is none.
 * @param order - amount (paise), purpose, now and this person's redemptions so far.
 * @returns valid with discount and final amount (paise, final >= 0), or the refusal with its message
 *   and the undiscounted amount.
 */
export function evaluateCoupon(coupon: CouponTerms | null, order: CouponOrder): CouponEvaluation {
  const reason = refusalOf(coupon, order);
  if (reason || !coupon) {
    const refusal = reason ?? "not_found";
    const error =
      refusal === "min_order"
        ? COUPON_REFUSAL_TEXTS.min_order(formatInr(coupon?.minOrderAmount ?? 0))
        : COUPON_REFUSAL_TEXTS[refusal];
    return { valid: false, reason: refusal, error, discountAmount: 0, finalAmount: order.amount };
  }
  const discountAmount = couponDiscount(coupon, order.amount);
  return { valid: true, discountAmount, finalAmount: order.amount - discountAmount };
}
