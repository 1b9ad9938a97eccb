import { desc } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { discountCoupons } from "../../db/schema";
import { type Coupon, toCoupon } from "./coupon-rows";

/**
 * Coupon Management's list (spec 3 §7 "discount_coupons select all newest first"), each with its
 * usage_count.
 * @throws AppError forbidden (403) unless an administrator.
 */
export async function listCoupons({ deps, actor }: { deps: Deps; actor: Actor }): Promise<Coupon[]> {
  requireAccess(actor, "coupons.manage");
  const rows = await deps.db
    .select()
    .from(discountCoupons)
    .orderBy(desc(discountCoupons.createdAt), desc(discountCoupons.id));
  return rows.map(toCoupon);
}
