/**
 * Transaction History (spec 1 §2): project and subscription payments in one list with one status
 * vocabulary, the filter buckets and the three summary cards. Amounts are integer paise.
 *
 * @module
 */
import { z } from "zod";
import { type Paise, sumPaise } from "../money";

/** The filter buckets of Transaction History: All plus these (spec 1 §2). */
export const TRANSACTION_STATUSES = ["completed", "pending", "failed"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * One status vocabulary for both tables: project payments say success / pending / failed (spec 2 §4),
 * subscription payments completed / pending / failed / refunded (spec 1 §3). Refunds are not offered
 * (spec 3 §2 legal pages), so a refunded row counts as failed.
 */
export function transactionStatus(raw: string): TransactionStatus {
  if (raw === "success" || raw === "completed") return "completed";
  if (raw === "pending") return "pending";
  return "failed";
}

/** How Transaction History names a refund's state (issue 20 item 4): the `refunds` row's, "pending" read "processing". */
export const REFUND_STATES = ["processing", "processed", "failed"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** A `refunds.status` ("pending" | "processed" | "failed") as Transaction History shows it. */
export function refundState(raw: string): RefundState {
  if (raw === "processed") return "processed";
  if (raw === "pending") return "processing";
  return "failed";
}

/**
 * The filter bucket of a refund row: processed money back is completed, a refund still with the gateway is
 * pending, a refused one failed.
 */
export function refundTransactionStatus(state: RefundState): TransactionStatus {
  if (state === "processed") return "completed";
  if (state === "processing") return "pending";
  return "failed";
}

/**
 * What a payment finally brought in (issue 20 item 4; decision 0034): what it charged minus its processed
 * refunds, in paise. Refunds still processing or failed take nothing off; never below zero.
 */
export function netPaidPaise(
  chargedPaise: Paise,
  refunds: readonly { amount: Paise; status: string }[],
): Paise {
  const refunded = sumPaise(refunds.filter((r) => r.status === "processed").map((r) => r.amount));
  return Math.max(0, chargedPaise - refunded);
}

/** Query of `GET /api/transactions`: an optional status bucket and a 1-based page. */
export const transactionQuerySchema = z.object({
  status: z.enum(TRANSACTION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The three cards and the filter counts (spec 1 §2). */
export interface TransactionSummary {
  totalTransactions: number;
  /** Sum of completed payments net of processed refunds (their rows' amounts are negative), paise. */
  totalSpent: Paise;
  pendingCount: number;
  counts: Record<TransactionStatus, number>;
}

/**
 * Summarises rows (status already mapped by {@link transactionStatus} / {@link refundTransactionStatus}).
 * Refund rows carry negative amounts, so "Total Spent" is net of processed refunds (issue 20 item 4).
 */
export function summariseTransactions(
  rows: readonly { status: TransactionStatus; amount: Paise }[],
): TransactionSummary {
  const counts: Record<TransactionStatus, number> = { completed: 0, pending: 0, failed: 0 };
  for (const row of rows) counts[row.status] += 1;
  return {
    totalTransactions: rows.length,
    totalSpent: sumPaise(rows.filter((r) => r.status === "completed").map((r) => r.amount)),
    pendingCount: counts.pending,
    counts,
  };
}
