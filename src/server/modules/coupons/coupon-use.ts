import { and, eq, sql } from "drizzle-orm";
import type { Paise } from "@/domain/money";
import {
  type CouponEvaluation,
  type CouponPurpose,
  type CouponTerms,
  evaluateCoupon,
} from "@/domain/payments/coupon-pricing";
import type { Db, Tx } from "../../db/client";
import { couponRedemptions, discountCoupons } from "../../db/schema";

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
