import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { InvoiceFacts } from "@/domain/receipts/tax-invoice";
import { profiles } from "./auth";
import { at, createdAt, id, paise, updatedAt } from "./columns";
import { freelancers } from "./people";
import { projectRef, projects } from "./projects";

/**
 * subscription_payments (spec 1 §3), shaped like project_payments: `amount` is the plan's price and
 * `discounted_amount` what was charged when a coupon applied, both in paise. The plan bought is a column
 * (the spec keeps it in payment_details) so it can be read without parsing JSON.
 */
export const subscriptionPayments = pgTable(
  "subscription_payments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subscriptionType: text("subscription_type").$type<"pro" | "enterprise">().notNull(),
    amount: paise("amount").notNull(),
    discountedAmount: paise("discounted_amount"),
    couponCode: text("coupon_code"),
    currency: text("currency").notNull().default("INR"),
    paymentStatus: text("payment_status")
      .$type<"completed" | "pending" | "failed" | "refunded">()
      .notNull()
      .default("pending"),
    paymentMethod: text("payment_method"),
    transactionId: text("transaction_id").unique(),
    /** The gateway's order id for this payment; null for zero-amount payments. */
    gatewayOrderId: text("gateway_order_id").unique(),
    paymentDetails: jsonb("payment_details").$type<Record<string, unknown>>(),
    /** The tax invoice's number ("KA/26-27/000042"), given in the transaction that records the success. */
    invoiceNumber: text("invoice_number").unique(),
    invoicedAt: at("invoiced_at"),
    /** The buyer's GSTIN, state and country and the SAC at issue; null for invoices numbered by migration 0015. */
    invoiceFacts: jsonb("invoice_facts").$type<InvoiceFacts>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscription_payments_user_idx").on(t.userId, t.createdAt)],
);

/** project_payments (spec 2 §3). amount and discounted_amount in paise. */
export const projectPayments = pgTable(
  "project_payments",
  {
    id: id(),
    projectId: projectRef(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    amount: paise("amount").notNull(),
    discountedAmount: paise("discounted_amount"),
    couponCode: text("coupon_code"),
    currency: text("currency").notNull().default("INR"),
    paymentStatus: text("payment_status")
      .$type<"success" | "pending" | "failed">()
      .notNull()
      .default("pending"),
    paymentMethod: text("payment_method"),
    paymentType: text("payment_type").$type<"advance" | "milestone" | "final" | "one_time">().notNull(),
    milestoneNumber: integer("milestone_number"),
    transactionId: text("transaction_id").unique(),
    /** The gateway's order id for this payment (one order per row); null for zero-amount payments. */
    gatewayOrderId: text("gateway_order_id").unique(),
    paymentDetails: jsonb("payment_details").$type<Record<string, unknown>>(),
    /** The tax invoice's number ("KA/26-27/000042"), given in the transaction that records the success. */
    invoiceNumber: text("invoice_number").unique(),
    invoicedAt: at("invoiced_at"),
    /** The buyer's GSTIN, state and country and the SAC at issue; null for invoices numbered by migration 0015. */
    invoiceFacts: jsonb("invoice_facts").$type<InvoiceFacts>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_payments_project_idx").on(t.projectId, t.createdAt),
    index("project_payments_user_idx").on(t.userId, t.createdAt),
    // At most one successful payment per schedule item, whatever the code above it does (issue 4 item 3).
    uniqueIndex("project_payments_one_success_idx")
      .on(t.projectId, t.paymentType, sql`coalesce(${t.milestoneNumber}, 0)`)
      .where(sql`${t.paymentStatus} = 'success'`),
  ],
);

/**
 * The last invoice serial given in each financial year ("2026-27"; issue 19 item 4). Raised by one UPSERT in
 * the transaction that records a payment's success, so the row lock orders concurrent successes and a
 * rolled-back payment gives its serial back: numbers are consecutive with no gaps (unlike a sequence).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastSerial: integer("last_serial").notNull(),
});

/**
 * The last credit note serial given in each financial year ("2026-27"; issue 20 item 4): credit notes are
 * their own series, raised like {@link invoiceCounters} in the transaction that records a refund as
 * processed, so they are consecutive with no gaps.
 */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastSerial: integer("last_serial").notNull(),
});

/** discount_coupons (spec 2 §3, spec 3 §3). Fixed discounts and limits in paise; percentage in whole percent. */
export const discountCoupons = pgTable(
  "discount_coupons",
  {
    id: id(),
    code: text("code").notNull(),
    discountType: text("discount_type").$type<"percentage" | "fixed">().notNull(),
    discountValue: paise("discount_value").notNull(),
    maxDiscountAmount: paise("max_discount_amount"),
    minOrderAmount: paise("min_order_amount"),
    validFrom: at("valid_from"),
    validUntil: at("valid_until"),
    usageLimit: integer("usage_limit"),
    usageCount: integer("usage_count").notNull().default(0),
    perUserLimit: integer("per_user_limit"),
    applicableTo: text("applicable_to")
      .$type<"all" | "subscriptions" | "projects">()
      .notNull()
      .default("all"),
    isActive: boolean("is_active").notNull().default(true),
    description: text("description"),
    createdBy: uuid("created_by").references(() => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("discount_coupons_code_idx").on(t.code)],
);

/**
 * One counted use of a coupon (spec 2 §5, issue 4 item 3): written in the same transaction that raises
 * `discount_coupons.usage_count`, so per-person limits are counted from here. A payment redeems at most once.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => discountCoupons.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    projectPaymentId: uuid("project_payment_id")
      .unique()
      .references(() => projectPayments.id, { onDelete: "cascade" }),
    subscriptionPaymentId: uuid("subscription_payment_id")
      .unique()
      .references(() => subscriptionPayments.id, { onDelete: "cascade" }),
    /** Paise the coupon took off. */
    discountAmount: paise("discount_amount").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_redemptions_coupon_user_idx").on(t.couponId, t.userId)],
);

/**
 * Orders of the built-in sandbox gateway (DESIGN §5): what its hosted page shows and where it returns. Kept
 * in the database so any app process can serve the page and the result. Amount in paise.
 */
export const sandboxOrders = pgTable("sandbox_orders", {
  id: id(),
  /** The merchant reference: our payment row's id. */
  paymentId: text("payment_id").notNull(),
  amount: paise("amount").notNull(),
  currency: text("currency").notNull().default("INR"),
  description: text("description").notNull(),
  returnUrl: text("return_url").notNull(),
  /** created until Pay or Fail is pressed; the first answer stands. */
  status: text("status").$type<"created" | "paid" | "failed">().notNull().default("created"),
  /** The sandbox's payment id once answered, e.g. "sbx_pay_…". */
  transactionId: text("transaction_id"),
  createdAt: createdAt(),
  completedAt: at("completed_at"),
});

/** A refund's state: asked of the gateway (`pending`), money returned (`processed`), or refused (`failed`). */
export type RefundStatus = "pending" | "processed" | "failed";

/**
 * Refunds of captured payments (issue 20 items 1-2, decision 0034), of either book: exactly one of
 * `project_payment_id` and `subscription_payment_id` is set. `amount` in paise. `refund_key` is the caller's
 * idempotency key (a second request with the same key answers the first refund); the refund's own `id` is
 * the merchant reference sent to the gateway (Razorpay `receipt`, PhonePe `merchantRefundId`). Non-failed
 * refunds of a payment never add up to more than it captured (checked under the payment row's lock).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    projectPaymentId: uuid("project_payment_id").references(() => projectPayments.id, {
      onDelete: "cascade",
    }),
    subscriptionPaymentId: uuid("subscription_payment_id").references(() => subscriptionPayments.id, {
      onDelete: "cascade",
    }),
    /** Paise returned, > 0 (a partial refund is less than the capture). */
    amount: paise("amount").notNull(),
    currency: text("currency").notNull().default("INR"),
    reason: text("reason").notNull(),
    refundKey: text("refund_key").notNull().unique(),
    /** The gateway the payment was made with, and so the one that refunds it. */
    gateway: text("gateway").$type<"sandbox" | "razorpay" | "phonepe">().notNull(),
    /** The gateway's refund id (`rfnd_…`, PhonePe's refundId, `sbx_rfnd_…`); null until the gateway accepted it. */
    gatewayRefundId: text("gateway_refund_id").unique(),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    /** Why the gateway refused the refund (`failed` only). */
    failureReason: text("failure_reason"),
    /** Raw, non-secret gateway fields. */
    details: jsonb("details").$type<Record<string, unknown>>(),
    /** The staff member who asked for it; null when the system did. */
    requestedBy: uuid("requested_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the gateway confirmed (`processed`) or refused (`failed`) it. */
    settledAt: at("settled_at"),
    /** The credit note's number ("CN/26-27/000007"), given when the refund became processed (issue 20 item 4). */
    creditNoteNumber: text("credit_note_number").unique(),
    /** The credit note's date: when the refund became processed. */
    creditNotedAt: at("credit_noted_at"),
  },
  (t) => [
    index("refunds_project_payment_idx").on(t.projectPaymentId),
    index("refunds_subscription_payment_idx").on(t.subscriptionPaymentId),
    index("refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("refunds_one_payment", sql`num_nonnulls(${t.projectPaymentId}, ${t.subscriptionPaymentId}) = 1`),
    check("refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Refunds of the built-in sandbox gateway (DESIGN §5): what its hosted page lists under an order. Processed
 * at once; `merchant_refund_id` (our refund's id) makes a repeated request answer the first one. Paise.
 */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  /** The sandbox's refund id, e.g. "sbx_rfnd_…". */
  id: text("id").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => sandboxOrders.id, { onDelete: "cascade" }),
  merchantRefundId: text("merchant_refund_id").notNull().unique(),
  amount: paise("amount").notNull(),
  status: text("status").$type<"processed" | "failed">().notNull(),
  reason: text("reason"),
  createdAt: createdAt(),
});

/** freelancer_payments (spec 3 §3): payouts to freelancers. amount in paise. */
export const freelancerPayments = pgTable(
  "freelancer_payments",
  {
    id: id(),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => freelancers.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    paidBy: uuid("paid_by").references(() => profiles.id),
    amount: paise("amount").notNull(),
    paymentStatus: text("payment_status")
      .$type<"completed" | "processing" | "pending" | "failed" | "cancelled">()
      .notNull()
      .default("pending"),
    paymentType: text("payment_type"),
    /**
     * The milestone a `milestone_payment` payout pays for (1-based, as `project_payments.milestone_number`);
     * null for other types and for payouts recorded without it (decision 0037: those are held by a dispute on
     * any milestone of the project). Migration 0022.
     */
    milestoneNumber: integer("milestone_number"),
    paymentMethod: text("payment_method"),
    description: text("description"),
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
    paidAt: at("paid_at"),
  },
  (t) => [
    index("freelancer_payments_freelancer_idx").on(t.freelancerId, t.createdAt, t.id),
    check(
      "freelancer_payments_milestone_check",
      sql`${t.milestoneNumber} is null or (${t.paymentType} = 'milestone_payment' and ${t.milestoneNumber} >= 1)`,
    ),
  ],
);
