import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Paise } from "@/domain/money";
import { COUPON_REFUSAL_TEXTS } from "@/domain/payments/texts";
import type { Tx } from "../../db/client";
import { couponRedemptions, discountCoupons, projectPayments, subscriptionPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { mergeDetails } from "../payments/payment-rows";
import { findCouponForUse } from "./coupon-use";

/** The payment a use is counted for: a project payment or a subscription payment. */
export type RedeemedFor = { projectPaymentId: string } | { subscriptionPaymentId: string };

/** Why a use was not counted: the coupon is gone, or its total or per-person limit is already reached. */
export type RedemptionRefusal = "not_found" | "used_up" | "per_user_limit";

/**
 * Counts one use of coupon `code` for a successful payment (project or subscription) (spec 2 §5, issue 4 item 3), inside the
 * payment's transaction: locks the coupon row, checks the usage limit and the person's limit against the
 * counts as they are now, raises `usage_count` with a conditional UPDATE (it cannot pass the limit even
 * without the lock), records the redemption and writes the audit row. Concurrent redemptions of one coupon
 * queue on the lock, so of two simultaneous last uses only the first is counted.
 *
 * Validity dates and the active flag are not re-checked: they were checked when the amount was fixed, and
 * the discount was granted then. What the caller does with a refusal is its business (decision 0009).
 *
 * @param discountAmount - paise the coupon took off this payment.
 * @returns redeemed, or the refusal.
 */
export async function redeemCoupon(
  tx: Tx,
  input: { code: string; userId: string; discountAmount: Paise; payment: RedeemedFor },
): Promise<{ redeemed: true } | { redeemed: false; reason: RedemptionRefusal }> {
  const { coupon, userRedemptions } = await findCouponForUse(tx, { ...input, lock: true });
  if (!coupon) return { redeemed: false, reason: "not_found" };
  if (coupon.perUserLimit !== null && userRedemptions >= coupon.perUserLimit) {
    return { redeemed: false, reason: "per_user_limit" };
  }
  const [counted] = await tx
    .update(discountCoupons)
    .set({ usageCount: sql`${discountCoupons.usageCount} + 1` })
    .where(
      and(
        eq(discountCoupons.id, coupon.id),
        or(isNull(discountCoupons.usageLimit), lt(discountCoupons.usageCount, discountCoupons.usageLimit)),
      ),
    )
    .returning({ usageCount: discountCoupons.usageCount });
  if (!counted) return { redeemed: false, reason: "used_up" };
  await tx.insert(couponRedemptions).values({
    couponId: coupon.id,
    userId: input.userId,
    ...input.payment,
    discountAmount: input.discountAmount,
  });
  await audit(tx, {
    actorId: input.userId,
    action: "coupon.redeem",
    entity: "discount_coupon",
    entityId: coupon.id,
    before: { usageCount: coupon.usageCount },
    after: {
      usageCount: counted.usageCount,
      ...input.payment,
      discountAmount: input.discountAmount,
    },
  });
  return { redeemed: true };
}

/**
 * Counts the coupon of a payment that has just succeeded, inside its transaction (decision 0009): when the
 * last use went to someone else meanwhile the payment keeps the amount it was charged and carries the note
 * `coupon_not_counted:<reason>` in its details; with `strict` (a zero-amount payment, nothing charged yet)
 * that is refused instead.
 * @returns the note written, if any.
 * @throws AppError conflict (409) with the coupon's refusal text when `strict` and the use is not counted.
 */
export async function redeemForPayment(
  tx: Tx,
  input: {
    code: string | null;
    userId: string;
    discountAmount: Paise;
    payment: RedeemedFor;
    strict?: boolean;
  },
): Promise<string | undefined> {
  if (!input.code) return undefined;
  const redemption = await redeemCoupon(tx, { ...input, code: input.code });
  if (redemption.redeemed) return undefined;
  if (input.strict)
    throw new AppError("conflict", COUPON_REFUSAL_TEXTS[redemption.reason], { reason: redemption.reason });
  const couponNote = `coupon_not_counted:${redemption.reason}`;
  const [table, id] =
    "projectPaymentId" in input.payment
      ? [projectPayments, input.payment.projectPaymentId]
      : [subscriptionPayments, input.payment.subscriptionPaymentId];
  await tx
    .update(table)
    .set({ paymentDetails: mergeDetails({ couponNote }, table.paymentDetails) })
    .where(eq(table.id, id));
  return couponNote;
}
