import { sql } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import {
  type RefundView,
  refreshRefund,
  refundablePaise,
  refundPayment,
  refundsOfPayment,
} from "../payments";

/** The reason kept with a refund of the "Refunds due" queue. */
export const DUPLICATE_REFUND_REASON = "Duplicate payment: the item had already been paid";

/**
 * Refunds what is left of a duplicate capture in one action ("Refunds due", issue 20 item 2): the whole
 * refundable amount (paise), reason {@link DUPLICATE_REFUND_REASON}, idempotent by the dialog's `refundKey`.
 * On the sandbox the refund is processed at once and the payment leaves the queue; on Razorpay and PhonePe
 * it leaves when the gateway confirms.
 * @throws AppError forbidden (403) for anyone but staff; not_found (404) for a payment not flagged
 *   `refundDue`; conflict (409) when nothing is left to refund (a refund already under way or done).
 */
export async function refundDuePayment({
  deps,
  actor,
  paymentId,
  refundKey,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
  refundKey: string;
}): Promise<RefundView> {
  requireAccess(actor, "refunds.manage");
  const key = `refund-due:${paymentId}:${refundKey}`;
  const [due] = await deps.db
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(
      sql`${projectPayments.id} = ${paymentId} and (${projectPayments.paymentDetails}->>'refundDue') = 'true'`,
    );
  const earlier = (await refundsOfPayment(deps, paymentId)).find((r) => r.refundKey === key);
  if (earlier) return earlier;
  if (!due) throw new AppError("not_found", "No refund is due for this payment");
  const amountPaise = await refundablePaise(deps, paymentId);
  if (amountPaise === 0) throw new AppError("conflict", "A refund of this payment is already under way");
  return refundPayment(deps, {
    paymentId,
    amountPaise,
    reason: DUPLICATE_REFUND_REASON,
    refundKey: key,
    requestedBy: actor.id,
  });
}

/**
 * A staff refund of part or all of a payment (issue 20 item 1) through {@link refundPayment}.
 * @throws AppError forbidden (403) for anyone but staff, and what {@link refundPayment} throws.
 */
export async function refundByStaff({
  deps,
  actor,
  paymentId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
  input: { amountPaise: number; reason: string; refundKey: string };
}): Promise<RefundView> {
  requireAccess(actor, "refunds.manage");
  return refundPayment(deps, { paymentId, ...input, requestedBy: actor.id });
}

/**
 * A payment's refunds and what is left to refund (paise), for staff.
 * @throws AppError forbidden (403) for anyone but staff; not_found (404) for an unknown payment.
 */
export async function paymentRefunds({
  deps,
  actor,
  paymentId,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
}) {
  requireAccess(actor, "refunds.manage");
  const refundable = await refundablePaise(deps, paymentId);
  return { refundablePaise: refundable, refunds: await refundsOfPayment(deps, paymentId) };
}

/**
 * Brings a pending refund up to date with its gateway (sends one never acknowledged again; reads the state of
 * one acknowledged).
 * @throws AppError forbidden (403) for anyone but staff; not_found (404) for an unknown refund.
 */
export async function refreshRefundByStaff({
  deps,
  actor,
  refundId,
}: {
  deps: Deps;
  actor: Actor;
  refundId: string;
}) {
  requireAccess(actor, "refunds.manage");
  return refreshRefund(deps, refundId);
}
