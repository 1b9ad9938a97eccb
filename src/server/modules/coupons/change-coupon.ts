import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { discountCoupons, projectPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type Coupon, toCoupon } from "./coupon-rows";

/** The coupon row, locked until the transaction ends. @throws AppError not_found (404). */
async function lockCoupon(tx: Tx, couponId: string) {
  const [row] = await tx.select().from(discountCoupons).where(eq(discountCoupons.id, couponId)).for("update");
  if (!row) throw new AppError("not_found", "Coupon not found");
  return row;
}

/**
 * Activate / Deactivate (spec 3 §4 "Coupon: active <-> inactive"). Setting the state it already has
 * changes nothing and writes no audit row; a change is audited in the same transaction.
 * @throws AppError forbidden (403) unless an administrator; not_found (404) for an unknown coupon.
 */
export async function setCouponActive({
  deps,
  actor,
  couponId,
  isActive,
}: {
  deps: Deps;
  actor: Actor;
  couponId: string;
  isActive: boolean;
}): Promise<Coupon> {
  requireAccess(actor, "coupons.manage");
  return deps.db.transaction(async (tx) => {
    const current = await lockCoupon(tx, couponId);
    if (current.isActive === isActive) return toCoupon(current);
    const [row] = await tx
      .update(discountCoupons)
      .set({ isActive })
      .where(eq(discountCoupons.id, couponId))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: isActive ? "coupon.activate" : "coupon.deactivate",
      entity: "discount_coupon",
      entityId: couponId,
      before: { isActive: current.isActive },
      after: { isActive },
    });
    return toCoupon(row);
  });
}

/**
 * Deletes a coupon after the confirmation (spec 3 §4, §8) — only one nobody has used. A coupon with a
 * usage count or any project payment carrying its code (pending ones included) is refused: deleting it
 * would leave those payments pointing at a code that no longer exists, or that a new coupon could take.
 * Deactivate it instead. The row is locked first, so a redemption that counts a use waits or goes first.
 * @throws AppError forbidden (403) unless an administrator; not_found (404); conflict (409) when used.
 */
export async function deleteCoupon({
  deps,
  actor,
  couponId,
}: {
  deps: Deps;
  actor: Actor;
  couponId: string;
}): Promise<{ id: string }> {
  requireAccess(actor, "coupons.manage");
  return deps.db.transaction(async (tx) => {
    const current = await lockCoupon(tx, couponId);
    const [{ payments }] = await tx
      .select({ payments: sql<number>`count(*)::int` })
      .from(projectPayments)
      .where(eq(projectPayments.couponCode, current.code));
    if (current.usageCount > 0 || payments > 0) {
      throw new AppError(
        "conflict",
        "This coupon has been used, so it cannot be deleted: its payments keep its code. Deactivate it instead.",
      );
    }
    await tx.delete(discountCoupons).where(eq(discountCoupons.id, couponId));
    await audit(tx, {
      actorId: actor.id,
      action: "coupon.delete",
      entity: "discount_coupon",
      entityId: couponId,
      before: toCoupon(current),
    });
    return { id: couponId };
  });
}
