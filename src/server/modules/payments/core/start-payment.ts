import { z } from "@hono/zod-openapi";
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Paise } from "@/domain/money";
import type { CouponPurpose } from "@/domain/payments/coupon-pricing";
import type { Actor } from "../../../access/actor";
import { requireAccess } from "../../../access/require-access";
import type { Deps } from "../../../context";
import type { Tx } from "../../../db/client";
import { paymentGateway } from "../../../integrations/payments";
import type {
  CheckoutInstruction,
  PaymentGateway,
  PaymentOrder,
} from "../../../integrations/payments/gateway";
import { audit } from "../../../lib/audit";
import { reserveCoupon } from "./coupon-reservation";
import { priceWithCoupon } from "./coupon-use";
import { openGatewayOrder } from "./open-order";
import { couponPaymentOf, PAYMENT_BOOKS, type PaymentEntity, SETTLED_STATUS } from "./payment-books";
import { schedulePaymentExpiry } from "./pending-expiry";

const success = z.literal(true);
/**
 * payment-initiate's answer (spec 2 §7), for project and subscription payments alike: the item was already
 * paid; the coupon covered it all (recorded as paid); or how to complete it — an in-page Checkout (`keyId`)
 * or a hosted page (`paymentUrl`) — for a new or a reused pending payment. `amount` is the paise charged.
 */
export const initiationSchema = z
  .union([
    z.object({ success, alreadyPaid: z.literal(true) }),
    z.object({ success, zeroAmount: z.literal(true), paymentId: z.uuid() }),
    z.object({
      success,
      existingPayment: z.boolean(),
      paymentId: z.uuid(),
      gateway: z.enum(["sandbox", "razorpay", "phonepe"]),
      orderId: z.string(),
      amount: z.number().int(),
      currency: z.literal("INR"),
      description: z.string(),
      keyId: z.string().optional(),
      paymentUrl: z.string().optional(),
    }),
  ])
  .openapi("PaymentInitiation");
export type Initiation = z.infer<typeof initiationSchema>;

/** The fields of a payment of either book that the core reads. Amounts in paise. */
interface StartedRow {
  id: string;
  amount: Paise;
  discountedAmount: Paise | null;
}

/** The initiate answer for a pending payment (new or reused) and its checkout instruction. */
export function checkoutAnswer(
  row: StartedRow,
  checkout: CheckoutInstruction,
  description: string,
  existing: boolean,
) {
  return {
    success: true as const,
    existingPayment: existing,
    paymentId: row.id,
    gateway: checkout.gateway,
    orderId: checkout.orderId,
    amount: row.discountedAmount ?? row.amount,
    currency: "INR" as const,
    description,
    ...(checkout.kind === "checkout" ? { keyId: checkout.keyId } : { paymentUrl: checkout.paymentUrl }),
  };
}

/** The columns the core gives a new payment of book `E`; the caller adds its item's (project item, plan). */
export interface NewPayment<E extends PaymentEntity> {
  userId: string;
  amount: Paise;
  discountedAmount: Paise | null;
  couponCode: string | null;
  paymentMethod: string;
  paymentDetails: Record<string, unknown>;
  /** Pending, or the book's successful status for a zero-amount payment. */
  paymentStatus: "pending" | (typeof SETTLED_STATUS)[E];
}

/** A payment to start, in the caller's transaction, for an item whose price the server computed. */
export interface PaymentStart<E extends PaymentEntity, Row extends StartedRow> {
  entity: E;
  /** The payer, who initiates. */
  userId: string;
  /** Paise before the coupon. */
  amount: Paise;
  couponCode: string | null;
  purpose: CouponPurpose;
  gateway: PaymentGateway;
  /** The gateway's description of a new payment. */
  description: string;
  now: Date;
  /** The book's rows of the same item (the project's schedule item; the plan). */
  sameItem: SQL | undefined;
  /** What the item adds to `payment_details` (a subscription's plan). */
  details?: Record<string, unknown>;
  /** What the item adds to the `payment.initiate` audit row (a subscription's plan). */
  audited?: Record<string, unknown>;
  /** Writes the payment with the item's own columns. */
  insert(values: NewPayment<E>): Promise<Row>;
  /** What a zero-amount payment's success does, in the same transaction. */
  succeed(row: Row, charged: Paise): Promise<void>;
}

/** What {@link startPayment} did: answered at once, or wrote a pending payment whose order is to be opened. */
export type Started<Row> = { done: Initiation } | { row: Row };

/**
 * The newest pending payment of the same item, person, amount, coupon and gateway that has its order. It is
 * looked for before the coupon is checked: it already holds its reserved use and keeps the price it was
 * given. Its description is the one it was opened with.
 */
async function reusablePayment(tx: Tx, start: PaymentStart<PaymentEntity, StartedRow>) {
  const table = PAYMENT_BOOKS[start.entity];
  const [row] = await tx
    .select({
      id: table.id,
      amount: table.amount,
      discountedAmount: table.discountedAmount,
      paymentDetails: table.paymentDetails,
    })
    .from(table)
    .where(
      and(
        start.sameItem,
        eq(table.userId, start.userId),
        eq(table.paymentStatus, "pending"),
        eq(table.amount, start.amount),
        start.couponCode === null ? isNull(table.couponCode) : eq(table.couponCode, start.couponCode),
        eq(table.paymentMethod, start.gateway.name),
        isNotNull(table.gatewayOrderId),
      ),
    )
    .orderBy(desc(table.createdAt))
    .limit(1);
  const checkout = row?.paymentDetails?.checkout as CheckoutInstruction | undefined;
  const description = row?.paymentDetails?.description;
  return row && checkout && typeof description === "string" ? { row, checkout, description } : null;
}

/**
 * payment-initiate's work in the database (spec 2 §7; issue 4 items 2 and 5; decision 0027), for a project
 * item or a plan alike, in the caller's transaction (the caller has locked what orders the item's payments
 * and computed its amount). Answers, in order: an existing pending payment of the same item, amount and
 * coupon, reused with its order and the coupon use it holds; zero amount — the coupon covers everything, so
 * the payment is written as successful, the use counted and `succeed` run; otherwise a new pending payment
 * holding a reserved coupon use, its expiry queued ({@link schedulePaymentExpiry}) and audited, whose gateway
 * order {@link openCheckout} opens after the transaction.
 * @throws AppError bad_request (400) for a coupon that does not apply, with its message; conflict (409) when
 *   the coupon's use cannot be counted.
 */
export async function startPayment<E extends PaymentEntity, Row extends StartedRow>(
  tx: Tx,
  start: PaymentStart<E, Row>,
): Promise<Started<Row>> {
  const reusable = await reusablePayment(tx, start);
  if (reusable) {
    return { done: checkoutAnswer(reusable.row, reusable.checkout, reusable.description, true) };
  }
  const { userId, amount, couponCode } = start;
  const charged = await priceWithCoupon(tx, {
    code: couponCode,
    userId,
    amount,
    purpose: start.purpose,
    now: start.now,
  });
  const values = { userId, amount, discountedAmount: couponCode ? charged : null, couponCode };
  const reserve = (row: Row) =>
    reserveCoupon(tx, {
      code: couponCode,
      userId,
      discountAmount: amount - charged,
      payment: couponPaymentOf(start.entity, row.id),
    });
  if (charged === 0) {
    const row = await start.insert({
      ...values,
      paymentMethod: "coupon",
      paymentDetails: { ...start.details, zeroAmount: true },
      paymentStatus: SETTLED_STATUS[start.entity],
    });
    await reserve(row);
    await start.succeed(row, charged);
    return { done: { success: true, zeroAmount: true, paymentId: row.id } };
  }
  const gateway = start.gateway.name;
  const row = await start.insert({
    ...values,
    paymentMethod: gateway,
    paymentDetails: { ...start.details, description: start.description },
    paymentStatus: "pending",
  });
  await reserve(row);
  await schedulePaymentExpiry(tx, { paymentId: row.id, entity: start.entity });
  await audit(tx, {
    actorId: userId,
    action: "payment.initiate",
    entity: start.entity,
    entityId: row.id,
    after: { paymentStatus: "pending", ...start.audited, amount, charged, couponCode, gateway },
  });
  return { row };
}

/** The arguments of a payment use case (project item or plan purchase): who initiates and what. */
export interface PaymentCall<I> {
  deps: Deps;
  actor: Actor;
  input: I;
}

/**
 * The configured gateway for a payer about to initiate, project or subscription payment (spec 2 §7).
 * @throws AppError forbidden (403) for anyone but a client (`payments.pay`).
 */
export function gatewayForPayer(deps: Deps, actor: Actor): PaymentGateway {
  requireAccess(actor, "payments.pay");
  return paymentGateway(deps);
}

/**
 * Opens the gateway order of a payment {@link startPayment} wrote, outside its transaction
 * ({@link openGatewayOrder}), and answers how to complete it.
 * @throws AppError internal (500) "Failed to initiate payment. Please try again." when the gateway refuses
 *   the order; the payment is then failed and its coupon use released.
 */
export async function openCheckout(
  deps: Deps,
  gateway: PaymentGateway,
  started: {
    entity: PaymentEntity;
    row: StartedRow;
    description: string;
    customer: PaymentOrder["customer"];
  },
): Promise<Initiation> {
  const { entity, row, description, customer } = started;
  const checkout = await openGatewayOrder(
    deps,
    gateway,
    { paymentId: row.id, amountPaise: row.discountedAmount ?? row.amount, description, customer },
    { entity, actorId: customer.id },
  );
  return checkoutAnswer(row, checkout, description, false);
}
