import type { RefundStatus, refunds } from "../../../db/schema";
import type { GatewayName } from "../../../integrations/payments/gateway";
import type { PaymentEntity } from "./payment-books";

/** A `refunds` row. Amount in paise. */
export type RefundRow = typeof refunds.$inferSelect;

/** What asks for a refund (issue 20 items 1-2). */
export interface RefundRequest {
  /** A `project_payments.id` or `subscription_payments.id`. */
  paymentId: string;
  /** Integer paise, > 0 and at most what the payment captured minus its earlier non-failed refunds. */
  amountPaise: number;
  /** Why (1-500 characters), kept with the refund, its audit row and the gateway's notes. */
  reason: string;
  /**
   * The caller's idempotency key (1-200 characters), unique across all refunds: asking again with a key
   * already used answers that refund instead of making another (e.g. `dispute:{disputeId}`).
   */
  refundKey: string;
  /** The staff member asking; null when the system does. */
  requestedBy: string | null;
}

/** A refund as callers see it. Amount in paise; times ISO 8601. */
export interface RefundView {
  id: string;
  paymentId: string;
  entity: PaymentEntity;
  amountPaise: number;
  reason: string;
  refundKey: string;
  gateway: GatewayName;
  gatewayRefundId: string | null;
  status: RefundStatus;
  failureReason: string | null;
  requestedBy: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** The view of a refund row. */
export function toRefundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    paymentId: (row.projectPaymentId ?? row.subscriptionPaymentId) as string,
    entity: row.projectPaymentId ? "project_payment" : "subscription_payment",
    amountPaise: row.amount,
    reason: row.reason,
    refundKey: row.refundKey,
    gateway: row.gateway,
    gatewayRefundId: row.gatewayRefundId,
    status: row.status,
    failureReason: row.failureReason,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
