import { and, eq, ne, sql } from "drizzle-orm";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { subscriptionPayments } from "../../db/schema";
import type { GatewayName, VerifiedPayment } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { releaseCoupon } from "../coupons/coupon-reservation";
import type { AppliedPayment } from "../payments/apply-verified-payment";
import { mergeDetails } from "../payments/payment-rows";
import { activateSubscription, lockPayer } from "./activate-subscription";

type SubscriptionRow = typeof subscriptionPayments.$inferSelect;

/**
 * Marks a subscription payment failed with `details` (see the project payments' rule) and releases the
 * coupon use it held; audited when it changed.
 */
async function markFailed(tx: Tx, row: SubscriptionRow, details: Record<string, unknown>, now: Date) {
  const note = typeof details.note === "string" ? details.note : null;
  const from = note
    ? and(
        ne(subscriptionPayments.paymentStatus, "completed"),
        sql`coalesce(${subscriptionPayments.paymentDetails}->>'note', '') <> ${note}`,
      )
    : eq(subscriptionPayments.paymentStatus, "pending");
  const [failed] = await tx
    .update(subscriptionPayments)
    .set({
      paymentStatus: "failed",
      paymentDetails: mergeDetails(details, subscriptionPayments.paymentDetails),
      updatedAt: now,
    })
    .where(and(eq(subscriptionPayments.id, row.id), from))
    .returning({ id: subscriptionPayments.id });
  if (!failed) return false;
  await releaseCoupon(tx, { subscriptionPaymentId: row.id }, note ?? "failed");
  await audit(tx, {
    actorId: null,
    action: "payment.failed",
    entity: "subscription_payment",
    entityId: row.id,
    before: { paymentStatus: row.paymentStatus },
    after: { paymentStatus: "failed", ...details },
  });
  return true;
}

/**
 * Applies a gateway's verified result to a subscription payment (spec 1 §4 "Subscription purchase"; the
 * same rules as project payments, decision 0009), in one transaction with the payer's profile locked:
 * the result must name the order and gateway the payment was created with; pending changes nothing;
 * failed fails a pending payment; success needs the amount charged (else `amount_mismatch`), then a
 * conditional UPDATE (`status <> 'completed'`) completes it and {@link activateSubscription} sets the plan.
 * A replay finds its work done and writes nothing. Two pending payments for the same plan that both
 * succeed both count: each is a year paid for, so the second extends the expiry by another year.
 * `status` is answered in the project vocabulary (success / pending / failed).
 * @throws AppError bad_request (400) "Payment verification failed" when the result names another order or
 *   gateway.
 */
export async function applyVerifiedSubscriptionPayment(
  deps: Deps,
  gateway: GatewayName,
  result: VerifiedPayment,
  row: SubscriptionRow,
): Promise<AppliedPayment> {
  return deps.db.transaction(async (tx) => {
    await lockPayer(tx, row.userId);
    const [current] = await tx
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, row.id))
      .for("update");
    if (current.paymentMethod !== gateway || current.gatewayOrderId !== result.orderId) {
      throw new AppError("bad_request", PAYMENT_TEXTS.verificationFailed);
    }
    const now = deps.now();
    const status = current.paymentStatus === "completed" ? "success" : current.paymentStatus;
    const answer = (to: AppliedPayment["status"], changed: boolean): AppliedPayment => ({
      paymentId: current.id,
      projectId: null,
      status: to,
      changed,
    });
    const verified = { verified: result.details, gatewayPaymentId: result.gatewayPaymentId ?? null };
    if (result.status === "pending" || status === "success" || status === "refunded") {
      return answer(status === "refunded" ? "failed" : status, false);
    }
    if (result.status === "failed") {
      const changed = await markFailed(tx, current, verified, now);
      return answer(changed ? "failed" : status, changed);
    }
    const charged = current.discountedAmount ?? current.amount;
    if (result.amountPaise !== undefined && result.amountPaise !== charged) {
      const note = { ...verified, note: "amount_mismatch", gatewayAmount: result.amountPaise };
      return answer("failed", await markFailed(tx, current, note, now));
    }
    const [completed] = await tx
      .update(subscriptionPayments)
      .set({
        paymentStatus: "completed",
        transactionId: result.gatewayPaymentId ?? null,
        paymentDetails: mergeDetails(verified, subscriptionPayments.paymentDetails),
        updatedAt: now,
      })
      .where(
        and(eq(subscriptionPayments.id, current.id), ne(subscriptionPayments.paymentStatus, "completed")),
      )
      .returning({ id: subscriptionPayments.id });
    if (!completed) return answer("success", false);
    await activateSubscription(
      tx,
      { ...current, charged },
      { before: { paymentStatus: current.paymentStatus }, now },
    );
    return answer("success", true);
  });
}
