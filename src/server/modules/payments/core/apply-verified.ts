import { and, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { PaymentStatus } from "@/domain/projects/payment-schedule";
import type { Deps } from "../../../context";
import type { Tx } from "../../../db/client";
import { profiles, projectPayments, projects, subscriptionPayments } from "../../../db/schema";
import type { GatewayName, VerifiedPayment } from "../../../integrations/payments/gateway";
import { AppError } from "../../../lib/app-error";
import { audit } from "../../../lib/audit";
import { type PaymentRow, sameItem } from "../payment-rows";
import { activateSubscription } from "./activate-subscription";
import { releaseCoupon } from "./coupon-reservation";
import {
  couponPaymentOf,
  mergeDetails,
  PAYMENT_BOOKS,
  type PaymentEntity,
  SETTLED_STATUS,
} from "./payment-books";
import { recordSuccess } from "./record-success";

/** What applying a verified result did. */
export interface AppliedPayment {
  paymentId: string;
  /** The project paid for; null for a subscription payment. */
  projectId: string | null;
  /** The payment's status afterwards, in the project vocabulary (a completed subscription is `success`). */
  status: PaymentStatus;
  /** False for a replay or a result that changes nothing (still pending, already final). */
  changed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a gateway's merchant reference can be one of our payment ids (a UUID). */
export function isPaymentId(value: string): boolean {
  return UUID.test(value);
}

type SubscriptionRow = typeof subscriptionPayments.$inferSelect;
/** A payment row of either book. Amounts in paise. */
type BookRow = PaymentRow | SubscriptionRow;

/** How the core applies a result to one book: the row it locks first, the duplicate check, the success. */
interface Book<Row extends BookRow> {
  entity: PaymentEntity;
  /**
   * The row that orders the book's successes (locked before the payment row): the project; the payer's
   * profile, so two renewals extend the expiry twice. `key` is the payment's column that names it.
   */
  owner: { table: typeof projects | typeof profiles; id: AnyPgColumn; key: AnyPgColumn };
  /** The id of another payment that already settled what `row` pays for (none for subscriptions). */
  settledBy(tx: Tx, row: Row): Promise<string | undefined>;
  /** What follows the success, after the status change ({@link recordSuccess}, {@link activateSubscription}). */
  succeed(
    tx: Tx,
    row: Row & { charged: number },
    context: { before: Record<string, unknown>; now: Date },
  ): Promise<void>;
  projectId(row: Row): string | null;
}

const projectBook: Book<PaymentRow> = {
  entity: "project_payment",
  owner: { table: projects, id: projects.id, key: projectPayments.projectId },
  async settledBy(tx, row) {
    const [settled] = await tx
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(sameItem(row), eq(projectPayments.paymentStatus, "success"), ne(projectPayments.id, row.id)))
      .limit(1);
    return settled?.id;
  },
  succeed: recordSuccess,
  projectId: (row) => row.projectId,
};

const subscriptionBook: Book<SubscriptionRow> = {
  entity: "subscription_payment",
  owner: { table: profiles, id: profiles.id, key: subscriptionPayments.userId },
  settledBy: async () => undefined,
  succeed: activateSubscription,
  projectId: () => null,
};

/**
 * Marks a payment failed, merging `note` into its details, and releases the coupon use it held; audited
 * when it changed. A plain failure moves only a pending payment. A noted one (`amount_mismatch`,
 * `duplicate_payment`: money the gateway took that we cannot count) also marks a failed payment — a retried
 * order can succeed after failing — unless it already carries that note, so a replay writes nothing.
 */
async function markFailed(
  tx: Tx,
  entity: PaymentEntity,
  row: BookRow,
  note: Record<string, unknown> & { note?: string },
  now: Date,
): Promise<boolean> {
  const table = PAYMENT_BOOKS[entity];
  const from = note.note
    ? and(
        ne(table.paymentStatus, SETTLED_STATUS[entity]),
        sql`coalesce(${table.paymentDetails}->>'note', '') <> ${note.note}`,
      )
    : eq(table.paymentStatus, "pending");
  const [failed] = await tx
    .update(table)
    .set({
      paymentStatus: "failed",
      paymentDetails: mergeDetails(note, table.paymentDetails),
      updatedAt: now,
    })
    .where(and(eq(table.id, row.id), from))
    .returning({ id: table.id });
  if (!failed) return false;
  await releaseCoupon(tx, couponPaymentOf(entity, row.id), note.note ?? "failed");
  await audit(tx, {
    actorId: null,
    action: "payment.failed",
    entity,
    entityId: row.id,
    before: { paymentStatus: row.paymentStatus },
    after: { paymentStatus: "failed", ...note },
  });
  return true;
}

/**
 * Applies a verified result to a payment of `book`, in one transaction with what orders the book's successes
 * locked (decision 0009; spec 2 §7, spec 1 §4 "Subscription purchase"):
 * - the result must name the order and gateway the payment was created with;
 * - pending, or a payment already successful (or refunded): nothing changes;
 * - failed: a pending payment becomes failed and its coupon use is released;
 * - success: the amount must be the one charged (else the payment fails with `amount_mismatch`); when
 *   another payment already settled the same project item, this one fails with `duplicate_payment` (refund
 *   due, never a second success); otherwise a conditional UPDATE (`status` not yet the settled one) marks it
 *   successful and the book's success follows. Two subscription payments of one plan that both succeed both
 *   count: each is a year paid for.
 * A replayed result finds its work done and changes nothing, so it writes no audit row either.
 */
async function applyToBook<Row extends BookRow>(
  deps: Deps,
  book: Book<Row>,
  gateway: GatewayName,
  result: VerifiedPayment,
): Promise<AppliedPayment> {
  return deps.db.transaction(async (tx) => {
    const { entity, owner } = book;
    const table = PAYMENT_BOOKS[entity];
    await tx
      .select({ id: owner.id })
      .from(owner.table)
      .innerJoin(table, eq(owner.key, owner.id))
      .where(eq(table.id, result.paymentId))
      .for("update", { of: owner.table });
    const [row] = (await tx
      .select()
      .from(table)
      .where(eq(table.id, result.paymentId))
      .for("update")) as Row[];
    if (!row) throw new AppError("not_found", "Payment not found");
    if (row.paymentMethod !== gateway || row.gatewayOrderId !== result.orderId) {
      throw new AppError("bad_request", PAYMENT_TEXTS.verificationFailed);
    }
    const settled = SETTLED_STATUS[entity];
    const now = deps.now();
    // In the project vocabulary: a book's other statuses are pending, failed and (subscriptions) refunded.
    const status =
      row.paymentStatus === settled
        ? "success"
        : (row.paymentStatus as Exclude<BookRow["paymentStatus"], typeof settled>);
    const answer = (to: PaymentStatus, changed: boolean): AppliedPayment => ({
      paymentId: row.id,
      projectId: book.projectId(row),
      status: to,
      changed,
    });
    const verified = { verified: result.details, gatewayPaymentId: result.gatewayPaymentId ?? null };

    if (result.status === "pending" || status === "success" || status === "refunded")
      return answer(status === "refunded" ? "failed" : status, false);
    if (result.status === "failed") {
      const changed = await markFailed(tx, entity, row, verified, now);
      return answer(changed ? "failed" : status, changed);
    }
    const charged = row.discountedAmount ?? row.amount;
    if (result.amountPaise !== undefined && result.amountPaise !== charged) {
      const note = { ...verified, note: "amount_mismatch", gatewayAmount: result.amountPaise };
      return answer("failed", await markFailed(tx, entity, row, note, now));
    }
    const settledBy = await book.settledBy(tx, row);
    if (settledBy) {
      const note = { ...verified, note: "duplicate_payment", refundDue: true, settledBy };
      return answer("failed", await markFailed(tx, entity, row, note, now));
    }
    const [succeeded] = await tx
      .update(table)
      .set({
        paymentStatus: settled,
        transactionId: result.gatewayPaymentId ?? null,
        paymentDetails: mergeDetails(verified, table.paymentDetails),
        updatedAt: now,
      })
      .where(and(eq(table.id, row.id), ne(table.paymentStatus, settled)))
      .returning({ id: table.id });
    if (!succeeded) return answer("success", false);
    await book.succeed(tx, { ...row, charged }, { before: { paymentStatus: row.paymentStatus }, now });
    return answer("success", true);
  });
}

/**
 * The one place a gateway's verified result changes a payment (issue 4 item 3; decision 0009), a project or
 * a subscription payment (one return URL and one webhook URL serve both), used by the browser return, the
 * Checkout callback, webhooks, reconciliation and expiry alike ({@link applyToBook}).
 * @throws AppError not_found (404) for an unknown payment; bad_request (400) "Payment verification failed"
 *   when the result names another order or gateway.
 */
export async function applyGatewayResult(
  deps: Deps,
  gateway: GatewayName,
  result: VerifiedPayment,
): Promise<AppliedPayment> {
  if (!isPaymentId(result.paymentId)) throw new AppError("not_found", "Payment not found");
  const [subscription] = await deps.db
    .select({ id: subscriptionPayments.id })
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.id, result.paymentId));
  return subscription
    ? applyToBook(deps, subscriptionBook, gateway, result)
    : applyToBook(deps, projectBook, gateway, result);
}
