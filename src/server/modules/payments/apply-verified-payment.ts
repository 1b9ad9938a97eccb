import { and, eq, ne, sql } from "drizzle-orm";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { PaymentStatus } from "@/domain/projects/payment-schedule";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { projectPayments, projects } from "../../db/schema";
import type { GatewayName, VerifiedPayment } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { releaseCoupon } from "../coupons/coupon-reservation";
import { mergeDetails, type PaymentRow, sameItem } from "./payment-rows";
import { recordSuccess } from "./record-success";

/** What applying a verified result did. */
export interface AppliedPayment {
  paymentId: string;
  /** The project paid for; null for a subscription payment. */
  projectId: string | null;
  /** The payment's status afterwards. */
  status: PaymentStatus;
  /** False for a replay or a result that changes nothing (still pending, already final). */
  changed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a gateway's merchant reference can be one of our payment ids (a UUID). */
export function isPaymentId(value: string): boolean {
  return UUID.test(value);
}

/**
 * Marks a payment failed, merging `note` into its details, and releases the coupon use it held; audited
 * when it changed. A plain failure moves
 * only a pending payment. A noted one (`amount_mismatch`, `duplicate_payment`: money the gateway took that
 * we cannot count) also marks a failed payment — a retried order can succeed after failing — unless it
 * already carries that note, so a replay writes nothing.
 */
async function markFailed(
  tx: Tx,
  row: PaymentRow,
  note: Record<string, unknown> & { note?: string },
  now: Date,
): Promise<boolean> {
  const from = note.note
    ? and(
        ne(projectPayments.paymentStatus, "success"),
        sql`coalesce(${projectPayments.paymentDetails}->>'note', '') <> ${note.note}`,
      )
    : eq(projectPayments.paymentStatus, "pending");
  const [failed] = await tx
    .update(projectPayments)
    .set({ paymentStatus: "failed", paymentDetails: mergeDetails(note), updatedAt: now })
    .where(and(eq(projectPayments.id, row.id), from))
    .returning({ id: projectPayments.id });
  if (!failed) return false;
  await releaseCoupon(tx, { projectPaymentId: row.id }, note.note ?? "failed");
  await audit(tx, {
    actorId: null,
    action: "payment.failed",
    entity: "project_payment",
    entityId: row.id,
    before: { paymentStatus: row.paymentStatus },
    after: { paymentStatus: "failed", ...note },
  });
  return true;
}

/**
 * The one place a gateway's verified result changes a project payment (issue 4 item 3; decision 0009),
 * used by the browser return, the Checkout callback and webhooks alike. In one transaction, with the
 * project row locked so payments of one project apply one at a time:
 * - the result must name our payment and the order and gateway it was created with;
 * - pending: nothing changes; failed: a pending payment becomes failed and its coupon use is released;
 * - success: the amount must be the one charged (else the payment fails with `amount_mismatch`); when
 *   another payment already settled the same schedule item, this one fails with `duplicate_payment`
 *   (refund due, never a second success); otherwise a conditional UPDATE (`status <> 'success'`) marks it
 *   successful and {@link recordSuccess} makes the coupon use permanent, audits, notifies and moves the project.
 * A replayed result finds its work done and changes nothing, so it writes no audit row either.
 * @throws AppError not_found (404) for an unknown payment; bad_request (400) "Payment verification
 *   failed" when the result names another order or gateway.
 */
export async function applyVerifiedPayment(
  deps: Deps,
  gateway: GatewayName,
  result: VerifiedPayment,
): Promise<AppliedPayment> {
  if (!isPaymentId(result.paymentId)) throw new AppError("not_found", "Payment not found");
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ projectId: projectPayments.projectId })
      .from(projectPayments)
      .where(eq(projectPayments.id, result.paymentId));
    if (!found) throw new AppError("not_found", "Payment not found");
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, found.projectId)).for("update");
    const [row] = await tx
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.id, result.paymentId))
      .for("update");
    if (row.paymentMethod !== gateway || row.gatewayOrderId !== result.orderId) {
      throw new AppError("bad_request", PAYMENT_TEXTS.verificationFailed);
    }
    const now = deps.now();
    const answer = (status: PaymentStatus, changed: boolean): AppliedPayment => ({
      paymentId: row.id,
      projectId: row.projectId,
      status,
      changed,
    });
    const verified = { verified: result.details, gatewayPaymentId: result.gatewayPaymentId ?? null };

    if (result.status === "pending" || row.paymentStatus === "success")
      return answer(row.paymentStatus, false);
    if (result.status === "failed") {
      const changed = await markFailed(tx, row, verified, now);
      return answer(changed ? "failed" : row.paymentStatus, changed);
    }
    const charged = row.discountedAmount ?? row.amount;
    if (result.amountPaise !== undefined && result.amountPaise !== charged) {
      const note = { ...verified, note: "amount_mismatch", gatewayAmount: result.amountPaise };
      return answer("failed", await markFailed(tx, row, note, now));
    }
    const [settled] = await tx
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(sameItem(row), eq(projectPayments.paymentStatus, "success"), ne(projectPayments.id, row.id)))
      .limit(1);
    if (settled) {
      const note = { ...verified, note: "duplicate_payment", refundDue: true, settledBy: settled.id };
      return answer("failed", await markFailed(tx, row, note, now));
    }
    const [succeeded] = await tx
      .update(projectPayments)
      .set({
        paymentStatus: "success",
        transactionId: result.gatewayPaymentId ?? null,
        paymentDetails: mergeDetails(verified),
        updatedAt: now,
      })
      .where(and(eq(projectPayments.id, row.id), ne(projectPayments.paymentStatus, "success")))
      .returning({ id: projectPayments.id });
    if (!succeeded) return answer("success", false);
    await recordSuccess(
      tx,
      { ...row, charged, paymentType: row.paymentType },
      { before: { paymentStatus: row.paymentStatus }, now },
    );
    return answer("success", true);
  });
}
