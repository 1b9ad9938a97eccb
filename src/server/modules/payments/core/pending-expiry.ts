import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../../context";
import type { Db, Tx } from "../../../db/client";
import { enqueue } from "../../../jobs/job-queue";
import { audit } from "../../../lib/audit";
import { releaseCoupon } from "./coupon-reservation";
import { couponPaymentOf, mergeDetails, PAYMENT_BOOKS } from "./payment-books";
import { RECONCILE_DELAYS_S, reconcilePayment } from "./reconcile-payment";

/** The job that expires a payment still pending (issue 19 item 1). */
export const EXPIRE_JOB = "payment.expire";

/**
 * Seconds after initiation a payment still pending expires (README "Payments"): 30 minutes, after the first
 * reconciliation (15 minutes). Its coupon use, reserved at initiate, is then released.
 */
export const PENDING_PAYMENT_EXPIRY_S = 30 * 60;

/** The expiry of one pending payment (the job's payload). */
export const expirePayloadSchema = z.object({
  paymentId: z.string(),
  entity: z.enum(["project_payment", "subscription_payment"]),
});
export type ExpirePayload = z.infer<typeof expirePayloadSchema>;

/**
 * Queues the expiry of a pending payment in the transaction that writes it, so a payment (and the coupon
 * use it holds) never stays pending for good, even when the process dies before the gateway order is open.
 */
export async function schedulePaymentExpiry(tx: Db | Tx, payload: ExpirePayload): Promise<void> {
  await enqueue(tx, EXPIRE_JOB, { ...payload }, { delaySeconds: PENDING_PAYMENT_EXPIRY_S });
}

/**
 * Marks a payment failed if it is still pending, merging `note` (e.g. `gateway_error`, `expired`) into its
 * details, releases the coupon use it held ({@link releaseCoupon}) and audits the change, in the caller's
 * transaction. A payment no longer pending is left alone.
 * @returns whether it was pending and is now failed.
 */
export async function failPendingPayment(
  tx: Tx,
  {
    entity,
    paymentId,
    note,
    actorId,
    now,
  }: ExpirePayload & { note: string; actorId: string | null; now: Date },
): Promise<boolean> {
  const table = PAYMENT_BOOKS[entity];
  const [failed] = await tx
    .update(table)
    .set({
      paymentStatus: "failed",
      paymentDetails: mergeDetails({ note }, table.paymentDetails),
      updatedAt: now,
    })
    .where(and(eq(table.id, paymentId), eq(table.paymentStatus, "pending")))
    .returning({ id: table.id });
  if (!failed) return false;
  await releaseCoupon(tx, couponPaymentOf(entity, paymentId), note);
  await audit(tx, {
    actorId,
    action: "payment.failed",
    entity,
    entityId: paymentId,
    before: { paymentStatus: "pending" },
    after: { paymentStatus: "failed", note },
  });
  return true;
}

/**
 * The expiry job (issue 19 item 1): a payment still pending {@link PENDING_PAYMENT_EXPIRY_S} after it was
 * initiated is first settled from the gateway's own answer when it has an order (a last reconciliation, so a
 * payment the gateway took is not expired), then, if still pending, marked failed with the note `expired`
 * and its coupon use released. A gateway result that arrives later still applies (decision 0009).
 */
export async function expirePayment(deps: Deps, payload: ExpirePayload): Promise<void> {
  const table = PAYMENT_BOOKS[payload.entity];
  const [row] = await deps.db
    .select({ status: table.paymentStatus, orderId: table.gatewayOrderId })
    .from(table)
    .where(eq(table.id, payload.paymentId));
  if (row?.status !== "pending") return;
  if (row.orderId) {
    const last = { paymentId: payload.paymentId, orderId: row.orderId, attempt: RECONCILE_DELAYS_S.length };
    await reconcilePayment(deps, last);
  }
  await deps.db.transaction((tx) =>
    failPendingPayment(tx, { ...payload, note: "expired", actorId: null, now: deps.now() }),
  );
}
