import { and, eq, sql } from "drizzle-orm";
import type { Paise } from "@/domain/money";
import {
  type CouponEvaluation,
  type CouponPurpose,
  type CouponTerms,
  evaluateCoupon,
} from "@/domain/payments/coupon-pricing";
import type { Db, Tx } from "../../../db/client";
import { couponRedemptions, discountCoupons } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";

/** A coupon row as the checks read it. */
export type CouponRow = typeof discountCoupons.$inferSelect;

/**
 * The coupon with `code` (already normalized) and how often `userId` has redeemed it. With `lock` the
 * coupon row is locked until the transaction ends, so concurrent redemptions of one coupon queue and each
 * sees the counts the previous one left (issue 4 item 3).
 */
export async function findCouponForUse(
  db: Db | Tx,
  { code, userId, lock = false }: { code: string; userId: string; lock?: boolean },
): Promise<{ coupon: CouponRow | null; userRedemptions: number }> {
  const query = db.select().from(discountCoupons).where(eq(discountCoupons.code, code));
  const [coupon] = lock ? await query.for("update") : await query;
  if (!coupon) return { coupon: null, userRedemptions: 0 };
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
  return { coupon, userRedemptions: count };
}

/**
 * validate_coupon (spec 2 §7) for `userId`: finds the coupon by its normalized code and checks it against an
 * order of `amount` paise for `purpose` at `now`.
 */
export async function checkCoupon(
  db: Db | Tx,
  input: { code: string; userId: string; amount: Paise; purpose: CouponPurpose; now: Date; lock?: boolean },
): Promise<{ coupon: CouponRow | null; evaluation: CouponEvaluation }> {
  const { coupon, userRedemptions } = await findCouponForUse(db, input);
  const terms: CouponTerms | null = coupon;
  return {
    coupon,
    evaluation: evaluateCoupon(terms, {
      amount: input.amount,
      purpose: input.purpose,
      now: input.now,
      userRedemptions,
    }),
  };
}

/**
 * The amount to charge for an order of `amount` paise with an optional coupon, checked under lock inside the
 * initiating transaction (spec 2 §5; issue 4 item 3). No coupon: the amount itself.
 * @throws AppError bad_request (400) with the coupon's refusal text and `details.reason` when it does not apply.
 */
export async function priceWithCoupon(
  tx: Tx,
  input: { code: string | null; userId: string; amount: Paise; purpose: CouponPurpose; now: Date },
): Promise<Paise> {
  if (!input.code) return input.amount;
  const { evaluation } = await checkCoupon(tx, { ...input, code: input.code, lock: true });
  if (!evaluation.valid) throw new AppError("bad_request", evaluation.error, { reason: evaluation.reason });
  return evaluation.finalAmount;
}
