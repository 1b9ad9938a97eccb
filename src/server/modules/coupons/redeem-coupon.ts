import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Paise } from "@/domain/money";
import type { Tx } from "../../db/client";
import { couponRedemptions, discountCoupons } from "../../db/schema";
import { audit } from "../../lib/audit";
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
