import { type CreateCouponInput, couponValidityWindow } from "@/domain/coupons/coupons";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { discountCoupons } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type Coupon, toCoupon } from "./coupon-rows";

/**
 * Creates a coupon (spec 3 §5 "Coupon creation"): the code arrives trimmed and upper-cased by
 * `createCouponSchema`; valid-from (today in India when empty) and valid-until become the start and the
 * end of those India calendar days; created by the actor, active, audited in the same transaction.
 * @throws AppError forbidden (403) unless an administrator; bad_request (400) when valid-until falls before
 *   today and valid-from was left empty; conflict (409) when the code is taken.
 */
export async function createCoupon({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CreateCouponInput;
}): Promise<Coupon> {
  requireAccess(actor, "coupons.manage");
  const window = couponValidityWindow(input, deps.now());
  if (window.validUntil < window.validFrom) {
    throw new AppError("bad_request", "Valid until cannot be before valid from", [
      { path: "validUntil", message: "Valid until cannot be before valid from" },
    ]);
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discountCoupons)
      .values({ ...input, ...window, isActive: true, createdBy: actor.id })
      .onConflictDoNothing({ target: discountCoupons.code })
      .returning();
    if (!row) throw new AppError("conflict", `A coupon with the code ${input.code} already exists.`);
    const coupon = toCoupon(row);
    await audit(tx, {
      actorId: actor.id,
      action: "coupon.create",
      entity: "discount_coupon",
      entityId: row.id,
      after: coupon,
    });
    return coupon;
  });
}
