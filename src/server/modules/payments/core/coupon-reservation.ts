import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Paise } from "@/domain/money";
import { COUPON_REFUSAL_TEXTS } from "@/domain/payments/texts";
import type { Tx } from "../../../db/client";
import {
  couponRedemptions,
  discountCoupons,
  projectPayments,
  subscriptionPayments,
} from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { audit } from "../../../lib/audit";
import { findCouponForUse } from "./coupon-use";
import { type CouponPayment, mergeDetails } from "./payment-books";

/** Why a use could not be counted: the coupon is gone, or its total or per-person limit is reached. */
export type UseRefusal = "not_found" | "used_up" | "per_user_limit";

/** A use of a coupon: the normalized code, the payer and the paise the coupon takes off the payment. */
interface CouponUse {
  code: string;
  userId: string;
  discountAmount: Paise;
  payment: CouponPayment;
}

/** The payment's table, id, redemption column and the status that makes its use permanent. */
function book(payment: CouponPayment) {
  return "projectPaymentId" in payment
    ? {
        table: projectPayments,
        id: payment.projectPaymentId,
        column: couponRedemptions.projectPaymentId,
        settled: "success",
      }
    : {
        table: subscriptionPayments,
        id: payment.subscriptionPaymentId,
        column: couponRedemptions.subscriptionPaymentId,
        settled: "completed",
      };
}

/**
 * Counts one use of the coupon for `payment`: locks the coupon row, checks the person's limit against their
 * uses (reserved and permanent alike), raises `usage_count` with a conditional UPDATE (it cannot pass the
 * usage limit even without the lock) and records the `coupon_redemptions` row. Concurrent uses of one coupon
 * queue on the lock, so of two simultaneous last uses only the first is counted.
 */
async function countUse(
  tx: Tx,
  use: CouponUse,
): Promise<{ couponId: string; usageCount: number } | { refused: UseRefusal }> {
  const { coupon, userRedemptions } = await findCouponForUse(tx, { ...use, lock: true });
  if (!coupon) return { refused: "not_found" };
  if (coupon.perUserLimit !== null && userRedemptions >= coupon.perUserLimit) {
    return { refused: "per_user_limit" };
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
  if (!counted) return { refused: "used_up" };
  await tx.insert(couponRedemptions).values({
    couponId: coupon.id,
    userId: use.userId,
    ...use.payment,
    discountAmount: use.discountAmount,
  });
  return { couponId: coupon.id, usageCount: counted.usageCount };
}

/**
 * Reserves one use of a coupon for a payment being initiated (issue 19 item 1; spec 2 §5), in the
 * initiating transaction right after the payment row is written and the coupon was priced under its row lock
 * (`priceWithCoupon`): the use counts against the usage limit and the person's limit at once, so checkouts
 * opened before the first completes cannot all get the discount. It is released when the payment fails, is
 * cancelled or expires ({@link releaseCoupon}) and made permanent on success ({@link confirmCoupon}).
 * Project and subscription payments alike; no code, nothing to reserve. Audited as `coupon.reserve`.
 * @throws AppError conflict (409) with the coupon's refusal text when the use cannot be counted.
 */
export async function reserveCoupon(
  tx: Tx,
  use: Omit<CouponUse, "code"> & { code: string | null },
): Promise<void> {
  if (!use.code) return;
  const counted = await countUse(tx, { ...use, code: use.code });
  if ("refused" in counted) {
    throw new AppError("conflict", COUPON_REFUSAL_TEXTS[counted.refused], { reason: counted.refused });
  }
  await audit(tx, {
    actorId: use.userId,
    action: "coupon.reserve",
    entity: "discount_coupon",
    entityId: counted.couponId,
    after: { usageCount: counted.usageCount, ...use.payment, discountAmount: use.discountAmount },
  });
}

/**
 * Gives back the use reserved for `payment` when it failed, was cancelled or expired (issue 19 item 1):
 * under the coupon's row lock, deletes the redemption — only while the payment is not successful, so a
 * permanent use is never released — and lowers `usage_count`. Nothing reserved: nothing happens, so a
 * replayed failure releases once. Audited as `coupon.release` with `reason`.
 * @returns whether a use was released.
 */
export async function releaseCoupon(tx: Tx, payment: CouponPayment, reason: string): Promise<boolean> {
  const { table, id, column, settled } = book(payment);
  const [held] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(column, id));
  if (!held) return false;
  await tx
    .select({ id: discountCoupons.id })
    .from(discountCoupons)
    .where(eq(discountCoupons.id, held.couponId))
    .for("update");
  const [released] = await tx
    .delete(couponRedemptions)
    .where(
      and(
        eq(column, id),
        sql`exists (select 1 from ${table} where ${table.id} = ${id} and ${table.paymentStatus} <> ${settled})`,
      ),
    )
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  const [coupon] = await tx
    .update(discountCoupons)
    .set({ usageCount: sql`greatest(${discountCoupons.usageCount} - 1, 0)` })
    .where(eq(discountCoupons.id, released.couponId))
    .returning({ usageCount: discountCoupons.usageCount });
  await audit(tx, {
    actorId: null,
    action: "coupon.release",
    entity: "discount_coupon",
    entityId: released.couponId,
    after: { usageCount: coupon.usageCount, ...payment, reason },
  });
  return true;
}

/**
 * Makes the coupon use of a payment that has just succeeded permanent, inside its transaction (issue 19
 * item 1): the use reserved at initiate stays counted (a successful payment's use is never released). A
 * payment whose reservation was released (it failed or expired, then the gateway reported it paid) counts a
 * use anew; when the last use went to someone else meanwhile it keeps the amount it was charged and carries
 * the note `coupon_not_counted:<reason>` (decision 0009). Audited as `coupon.redeem`.
 * @returns the note written, if any.
 */
export async function confirmCoupon(
  tx: Tx,
  use: Omit<CouponUse, "code"> & { code: string | null },
): Promise<string | undefined> {
  if (!use.code) return undefined;
  const { table, id, column } = book(use.payment);
  const [reserved] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(column, id));
  const counted = reserved ? { couponId: reserved.couponId } : await countUse(tx, { ...use, code: use.code });
  if ("refused" in counted) {
    const couponNote = `coupon_not_counted:${counted.refused}`;
    await tx
      .update(table)
      .set({ paymentDetails: mergeDetails({ couponNote }, table.paymentDetails) })
      .where(eq(table.id, id));
    return couponNote;
  }
  await audit(tx, {
    actorId: use.userId,
    action: "coupon.redeem",
    entity: "discount_coupon",
    entityId: counted.couponId,
    after: { ...use.payment, discountAmount: use.discountAmount, reserved: Boolean(reserved) },
  });
  return undefined;
}
