import type { Paise } from "@/domain/money";
import type { Tx } from "../../../db/client";
import { audit } from "../../../lib/audit";
import { confirmCoupon } from "./coupon-reservation";
import { couponPaymentOf, type PaymentEntity, SETTLED_STATUS } from "./payment-books";

/** A payment of either book that has just succeeded. Amounts in paise. */
export interface SettledPayment {
  id: string;
  userId: string;
  /** Paise before the coupon. */
  amount: Paise;
  /** Paise charged (after the coupon). */
  charged: Paise;
  couponCode: string | null;
}

/**
 * The first steps of every success, project or subscription payment, inside its transaction: makes the
 * coupon use permanent ({@link confirmCoupon}; a released use that can no longer be counted leaves
 * `couponNote`, decision 0027) and writes the `payment.success` audit row with `before` (the status the
 * payment had, null for a zero-amount payment).
 */
export async function recordSettlement(
  tx: Tx,
  entity: PaymentEntity,
  payment: SettledPayment,
  before: Record<string, unknown>,
): Promise<void> {
  const couponNote = await confirmCoupon(tx, {
    code: payment.couponCode,
    userId: payment.userId,
    discountAmount: payment.amount - payment.charged,
    payment: couponPaymentOf(entity, payment.id),
  });
  await audit(tx, {
    actorId: null,
    action: "payment.success",
    entity,
    entityId: payment.id,
    before,
    after: {
      paymentStatus: SETTLED_STATUS[entity],
      amount: payment.amount,
      charged: payment.charged,
      couponNote,
    },
  });
}
