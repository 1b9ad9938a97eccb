import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { projectPayments, subscriptionPayments } from "../../../db/schema";

/**
 * The two books of payments the core keeps, by the entity name their audit rows use: project payments
 * (spec 2 §3) and subscription payments (spec 1 §4). They share their columns but the item paid for.
 */
export const PAYMENT_BOOKS = {
  project_payment: projectPayments,
  subscription_payment: subscriptionPayments,
} as const;
export type PaymentEntity = keyof typeof PAYMENT_BOOKS;

/** The status of a successful payment in each book: `success` (spec 2 §3), `completed` (spec 1 §4). */
export const SETTLED_STATUS = { project_payment: "success", subscription_payment: "completed" } as const;

/** The payment a use of a coupon is held for: a project payment or a subscription payment. */
export type CouponPayment = { projectPaymentId: string } | { subscriptionPaymentId: string };

/** The `coupon_redemptions` reference of payment `id` in `entity`'s book. */
export function couponPaymentOf(entity: PaymentEntity, id: string): CouponPayment {
  return entity === "project_payment" ? { projectPaymentId: id } : { subscriptionPaymentId: id };
}

/**
 * `payment_details` with `extra` merged in (jsonb `||`), for an UPDATE's `set`: details accumulate —
 * checkout, verified gateway fields, notes — and none is lost to a later write. `column` is the
 * `payment_details` column of the table updated (project payments unless given).
 */
export function mergeDetails(
  extra: Record<string, unknown>,
  column: AnyPgColumn = projectPayments.paymentDetails,
): SQL {
  return sql`coalesce(${column}, '{}'::jsonb) || ${JSON.stringify(extra)}::jsonb`;
}
