import { and, eq, ne, sql } from "drizzle-orm";
import { formatInr } from "@/domain/money";
import type { Deps } from "../../../context";
import type { Tx } from "../../../db/client";
import { type RefundStatus, refunds } from "../../../db/schema";
import { paymentGateway } from "../../../integrations/payments";
import type { GatewayName, RefundOrder, VerifiedRefund } from "../../../integrations/payments/gateway";
import { enqueue } from "../../../jobs/job-queue";
import { AppError } from "../../../lib/app-error";
import { audit } from "../../../lib/audit";
import { issueCreditNote } from "../../receipts";
import { isPaymentId } from "./apply-verified";
import { mergeDetails, PAYMENT_BOOKS, type PaymentEntity, SETTLED_STATUS } from "./payment-books";
import { clearRefundDue } from "./refund-due";
import { announceRefundSettled } from "./refund-settled";
import { type RefundRequest, type RefundRow, type RefundView, toRefundView } from "./refund-view";

/** The job that asks the gateway about a refund still pending (refund-check.ts runs it). */
export const REFUND_CHECK_JOB = "refund.check";

/**
 * When a pending refund is checked again, in seconds after it was asked for: 15 minutes, 1 hour, 6 hours,
 * then daily to 10 days (Razorpay's normal refunds take 5-7 working days). Each check sends again a refund the
 * gateway never acknowledged and reads the state of one it did, so a refund settles even when no webhook is
 * configured or one was lost.
 */
export const REFUND_CHECK_DELAYS_S = [
  15 * 60,
  60 * 60,
  6 * 60 * 60,
  ...Array.from({ length: 10 }, (_, day) => (day + 1) * 24 * 60 * 60),
] as const;

/** Longest reason kept (characters). */
export const REFUND_REASON_MAX = 500;

/** A payment row of either book, as refunds read it. Amounts in paise. */
interface CapturedPayment {
  entity: PaymentEntity;
  id: string;
  paymentStatus: string;
  amount: number;
  discountedAmount: number | null;
  paymentMethod: string | null;
  gatewayOrderId: string | null;
  transactionId: string | null;
  paymentDetails: Record<string, unknown> | null;
}

/** The book `paymentId` is in, or null for no payment of ours. */
async function bookOf(db: Deps["db"] | Tx, paymentId: string): Promise<PaymentEntity | null> {
  if (!isPaymentId(paymentId)) return null;
  for (const entity of ["project_payment", "subscription_payment"] as const) {
    const table = PAYMENT_BOOKS[entity];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, paymentId));
    if (row) return entity;
  }
  return null;
}

/** Locks payment `paymentId` of `entity`'s book (SELECT … FOR UPDATE) and reads it. */
async function lockPayment(tx: Tx, entity: PaymentEntity, paymentId: string): Promise<CapturedPayment> {
  const table = PAYMENT_BOOKS[entity];
  const [row] = await tx.select().from(table).where(eq(table.id, paymentId)).for("update");
  if (!row) throw new AppError("not_found", "Payment not found");
  return { entity, ...row };
}

/**
 * Paise the gateway captured for `payment`: its charged amount when it succeeded, or when it was a duplicate
 * capture flagged `refundDue` (the amount was checked against the charge before the duplicate was found);
 * 0 otherwise (pending, failed, zero-amount: nothing to give back).
 */
export function capturedPaise(payment: CapturedPayment): number {
  if (!payment.paymentMethod || !payment.gatewayOrderId) return 0;
  const settled = payment.paymentStatus === SETTLED_STATUS[payment.entity];
  const duplicate =
    payment.paymentDetails?.refundDue === true || payment.paymentDetails?.note === "duplicate_payment";
  return settled || duplicate ? (payment.discountedAmount ?? payment.amount) : 0;
}

/** The gateway's id of the captured payment: `transaction_id`, or the id a duplicate capture noted. */
function gatewayPaymentIdOf(payment: CapturedPayment): string | null {
  const noted = payment.paymentDetails?.gatewayPaymentId;
  return payment.transactionId ?? (typeof noted === "string" ? noted : null);
}

const paymentColumn = (entity: PaymentEntity) =>
  entity === "project_payment" ? refunds.projectPaymentId : refunds.subscriptionPaymentId;

/** Paise of the payment's refunds that are not failed (pending ones count: they may still go through). */
async function refundedPaise(tx: Tx, entity: PaymentEntity, paymentId: string, status?: RefundStatus) {
  const [{ total }] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(
      and(
        eq(paymentColumn(entity), paymentId),
        status ? eq(refunds.status, status) : ne(refunds.status, "failed"),
      ),
    );
  return total;
}

async function findByKey(db: Deps["db"] | Tx, refundKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.refundKey, refundKey));
  return row;
}

/**
 * Paise payment `paymentId` has left to refund: captured minus its non-failed refunds (0 for a payment that
 * captured nothing).
 * @throws AppError not_found (404) for an unknown payment.
 */
export async function refundablePaise(deps: Pick<Deps, "db">, paymentId: string): Promise<number> {
  const entity = await bookOf(deps.db, paymentId);
  if (!entity) throw new AppError("not_found", "Payment not found");
  return deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, entity, paymentId);
    return Math.max(0, capturedPaise(payment) - (await refundedPaise(tx, entity, paymentId)));
  });
}

/**
 * Step 1, under the payment row's lock: checks the amount against what is left, writes the pending refund
 * row and its `refund.request` audit row. Returns the row, and whether it is new.
 */
async function recordRequest(deps: Deps, entity: PaymentEntity, request: RefundRequest) {
  return deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, entity, request.paymentId);
    const again = await findByKey(tx, request.refundKey);
    if (again) return { row: again, created: false };
    const captured = capturedPaise(payment);
    if (captured === 0) throw new AppError("conflict", "This payment captured nothing to refund");
    const configured = paymentGateway(deps).name;
    if (payment.paymentMethod !== configured) throw notConfigured(payment.paymentMethod);
    const left = captured - (await refundedPaise(tx, entity, payment.id));
    if (request.amountPaise > left) {
      throw new AppError(
        "conflict",
        left > 0
          ? `The refund exceeds what is left to refund (${formatInr(left)})`
          : "This payment has been refunded in full",
        { refundablePaise: Math.max(0, left) },
      );
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        ...(entity === "project_payment"
          ? { projectPaymentId: payment.id }
          : { subscriptionPaymentId: payment.id }),
        amount: request.amountPaise,
        reason: request.reason,
        refundKey: request.refundKey,
        gateway: payment.paymentMethod as GatewayName,
        requestedBy: request.requestedBy,
      })
      .returning();
    await enqueue(
      tx,
      REFUND_CHECK_JOB,
      { refundId: row.id, attempt: 0 },
      { delaySeconds: REFUND_CHECK_DELAYS_S[0] },
    );
    await audit(tx, {
      actorId: request.requestedBy,
      action: "refund.request",
      entity,
      entityId: payment.id,
      after: { refundId: row.id, amount: row.amount, reason: row.reason, refundKey: row.refundKey },
    });
    return { row, created: true };
  });
}

/** A refund through a gateway other than the configured one: only that gateway can give the money back. */
function notConfigured(gateway: string | null): AppError {
  return new AppError(
    "conflict",
    `This payment was made through ${gateway ?? "another gateway"}, which is not the payment gateway configured now`,
  );
}

/** What the gateway needs to refund `row` (read outside the lock: these fields never change). */
async function refundOrderOf(deps: Deps, row: RefundRow): Promise<RefundOrder> {
  const view = toRefundView(row);
  const table = PAYMENT_BOOKS[view.entity];
  const [payment] = await deps.db.select().from(table).where(eq(table.id, view.paymentId));
  return {
    refundId: row.id,
    paymentId: view.paymentId,
    orderId: payment.gatewayOrderId as string,
    gatewayPaymentId: gatewayPaymentIdOf({ entity: view.entity, ...payment }),
    amountPaise: row.amount,
    reason: row.reason,
  };
}

/** Sends `row` to the gateway and applies its answer; a gateway that cannot be reached leaves it pending. */
async function sendToGateway(deps: Deps, row: RefundRow): Promise<RefundView> {
  const gateway = paymentGateway(deps);
  let statement: VerifiedRefund;
  try {
    statement = await gateway.refund(await refundOrderOf(deps, row));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const [noted] = await deps.db
      .update(refunds)
      .set({ details: mergeDetails({ lastError: message }, refunds.details) })
      .where(eq(refunds.id, row.id))
      .returning();
    return toRefundView(noted ?? row);
  }
  return (await applyRefundStatement(deps, gateway.name, statement)).refund;
}

/**
 * Refunds part or all of a captured payment through the gateway it was paid with (issue 20 item 1), for
 * project and subscription payments alike:
 * 1. under the payment row's lock (SELECT … FOR UPDATE): the amount must not exceed what the payment captured
 *    minus its earlier refunds that did not fail; a pending refund row is written and audited
 *    (`refund.request`), so concurrent refunds of one payment never add up to more than its capture, and its
 *    first status check is queued ({@link REFUND_CHECK_JOB});
 * 2. the gateway is asked, outside any transaction, with the refund's id as its merchant reference;
 * 3. its statement is applied ({@link applyRefundStatement}): processed, failed, or still pending (a later
 *    webhook or {@link refreshRefund} finishes it).
 * Idempotent by `refundKey`: a key already used answers that refund (a pending one the gateway never
 * acknowledged is sent again, which the gateway de-duplicates by the refund's id).
 * The payment's own status is not changed; a duplicate capture's `refundDue` flag clears once its refunds
 * are processed in full.
 * @returns the refund; `pending` with no `gatewayRefundId` when the gateway could not be reached.
 * @throws AppError bad_request (400) for an amount that is not a positive integer of paise, an empty or
 *   long reason or key; not_found (404) for an unknown payment; conflict (409) when the payment captured
 *   nothing, when it was made through another gateway than the one configured now, when the amount exceeds
 *   what is left (`details.refundablePaise`), or when the key was used for another payment or amount.
 */
export async function refundPayment(deps: Deps, request: RefundRequest): Promise<RefundView> {
  const reason = request.reason.trim();
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) {
    throw new AppError("bad_request", "The refund amount must be a positive number of paise");
  }
  if (!reason || reason.length > REFUND_REASON_MAX) {
    throw new AppError("bad_request", `A refund needs a reason of at most ${REFUND_REASON_MAX} characters`);
  }
  if (!request.refundKey || request.refundKey.length > 200) {
    throw new AppError("bad_request", "A refund needs a refund key of at most 200 characters");
  }
  const entity = await bookOf(deps.db, request.paymentId);
  if (!entity) throw new AppError("not_found", "Payment not found");
  let outcome: { row: RefundRow; created: boolean };
  try {
    outcome = await recordRequest(deps, entity, { ...request, reason });
  } catch (error) {
    // Two requests with one new key at once: the second's insert meets the first's row.
    const again = await findByKey(deps.db, request.refundKey);
    if (!again) throw error;
    outcome = { row: again, created: false };
  }
  const { row, created } = outcome;
  if (!created) {
    const view = toRefundView(row);
    if (view.paymentId !== request.paymentId || view.amountPaise !== request.amountPaise) {
      throw new AppError("conflict", "This refund key was already used for another refund");
    }
    if (row.status !== "pending" || row.gatewayRefundId) return view;
    if (row.gateway !== paymentGateway(deps).name) throw notConfigured(row.gateway);
  }
  return sendToGateway(deps, row);
}

/** What applying a refund statement did. */
export interface AppliedRefund {
  refund: RefundView;
  /** False for a replay or a statement that changes nothing. */
  changed: boolean;
}

/**
 * The one place a gateway's verified refund statement changes a refund (the answer to the request, a
 * webhook, a status check), in one transaction under the payment row's lock, then the refund row's:
 * - a refund already processed or failed stays as it is (a replayed webhook writes nothing);
 * - pending: the gateway's refund id is kept;
 * - processed / failed: the status, the failure reason and `settled_at` are written and audited
 *   (`refund.processed`, `refund.failed`); when the payment's processed refunds reach its capture, its
 *   `refundDue` flag clears (`refundDue: false`, `refundedAt`) and the payer is told (refund-due.ts); then the listeners registered with
 *   `onRefundSettled` (refund-settled.ts) are told in the same transaction (a dispute's refund moves the
 *   dispute, decision 0037).
 * @throws AppError not_found (404) for a refund of ours that does not exist; bad_request (400) when the
 *   statement comes from another gateway than the refund's.
 */
export async function applyRefundStatement(
  deps: Deps,
  gateway: GatewayName,
  statement: VerifiedRefund,
): Promise<AppliedRefund> {
  const [found] = await deps.db
    .select()
    .from(refunds)
    .where(
      isPaymentId(statement.refundId)
        ? eq(refunds.id, statement.refundId)
        : eq(refunds.gatewayRefundId, statement.gatewayRefundId ?? ""),
    );
  if (!found) throw new AppError("not_found", "Refund not found");
  if (found.gateway !== gateway) throw new AppError("bad_request", "Refund verification failed");
  const { entity, paymentId } = toRefundView(found);
  return deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, entity, paymentId);
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for("update");
    const gatewayRefundId = row.gatewayRefundId ?? statement.gatewayRefundId ?? null;
    if (row.status !== "pending") return { refund: toRefundView(row), changed: false };
    const now = deps.now();
    if (statement.status === "pending") {
      if (gatewayRefundId === row.gatewayRefundId) return { refund: toRefundView(row), changed: false };
      const [accepted] = await tx
        .update(refunds)
        .set({ gatewayRefundId, details: mergeDetails(statement.details, refunds.details), updatedAt: now })
        .where(eq(refunds.id, row.id))
        .returning();
      return { refund: toRefundView(accepted), changed: true };
    }
    const [settled] = await tx
      .update(refunds)
      .set({
        status: statement.status,
        gatewayRefundId,
        failureReason:
          statement.status === "failed" ? (statement.failureReason ?? "Refused by the gateway") : null,
        details: mergeDetails(statement.details, refunds.details),
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, "pending")))
      .returning();
    if (settled.status === "processed") await issueCreditNote(tx, settled.id, now);
    await audit(tx, {
      actorId: null,
      action: `refund.${statement.status}`,
      entity,
      entityId: paymentId,
      before: { refundId: row.id, status: row.status },
      after: {
        refundId: row.id,
        status: settled.status,
        amount: settled.amount,
        gatewayRefundId,
        ...(settled.failureReason ? { failureReason: settled.failureReason } : {}),
      },
    });
    if (statement.status === "processed" && payment.paymentDetails?.refundDue === true) {
      const processed = await refundedPaise(tx, entity, paymentId, "processed");
      if (processed >= capturedPaise(payment)) await clearRefundDue(tx, entity, paymentId, processed, now);
    }
    const refund = toRefundView(settled);
    await announceRefundSettled(tx, { refund, now });
    return { refund, changed: true };
  });
}

/**
 * A verified refund webhook applied ({@link applyRefundStatement}); null for a refund that is not ours (made
 * on the gateway's dashboard), which is acknowledged and ignored.
 * @throws AppError bad_request (400) when the statement comes from another gateway than the refund's.
 */
export async function applyRefundWebhook(
  deps: Deps,
  gateway: GatewayName,
  statement: VerifiedRefund,
): Promise<AppliedRefund | null> {
  try {
    return await applyRefundStatement(deps, gateway, statement);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/**
 * Brings a pending refund up to date: one the gateway never acknowledged is sent again (the gateway
 * de-duplicates it by the refund's id); one it acknowledged is looked up (Razorpay fetch refund, PhonePe
 * refund status) and the answer applied. A refund no longer pending is answered as it is.
 * @throws AppError not_found (404) for an unknown refund; conflict (409) for a refund through another gateway
 *   than the one configured now.
 */
export async function refreshRefund(deps: Deps, refundId: string): Promise<RefundView> {
  const [row] = isPaymentId(refundId)
    ? await deps.db.select().from(refunds).where(eq(refunds.id, refundId))
    : [];
  if (!row) throw new AppError("not_found", "Refund not found");
  if (row.status !== "pending") return toRefundView(row);
  const gateway = paymentGateway(deps);
  if (row.gateway !== gateway.name) throw notConfigured(row.gateway);
  if (!row.gatewayRefundId) return sendToGateway(deps, row);
  const order = await refundOrderOf(deps, row);
  const statement = await gateway.fetchRefund({ ...order, gatewayRefundId: row.gatewayRefundId });
  return (await applyRefundStatement(deps, gateway.name, statement)).refund;
}

/** The refunds of one payment, oldest first. */
export async function refundsOfPayment(deps: Pick<Deps, "db">, paymentId: string): Promise<RefundView[]> {
  if (!isPaymentId(paymentId)) return [];
  const rows = await deps.db
    .select()
    .from(refunds)
    .where(sql`${refunds.projectPaymentId} = ${paymentId} or ${refunds.subscriptionPaymentId} = ${paymentId}`)
    .orderBy(refunds.createdAt, refunds.id);
  return rows.map(toRefundView);
}
