import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { planLabel } from "@/domain/plans/eligibility";
import {
  REFUND_STATES,
  refundState,
  refundTransactionStatus,
  summariseTransactions,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  type TransactionSummary,
  transactionStatus,
} from "@/domain/transactions/transactions";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { projectPayments, projects, projectVersions, refunds, subscriptionPayments } from "../../db/schema";
import { keptPagesOf } from "../../lib/list-revisions";

/**
 * One row of Transaction History (spec 1 §2). `amount` is what was charged (after coupon), paise; a refund
 * (issue 20 item 4) is its own row with a negative amount, its state and, once processed, its credit note.
 */
export const transactionSchema = z
  .object({
    /** The payment's id, or the refund's for a refund row. */
    id: z.uuid(),
    kind: z.enum(["project", "subscription", "refund"]),
    /** The plan or project the payment was for. */
    name: z.string(),
    projectId: z.uuid().nullable(),
    paymentType: z.string().nullable(),
    milestoneNumber: z.number().int().nullable(),
    status: z.enum(TRANSACTION_STATUSES),
    amount: z.number().int(),
    currency: z.string(),
    paymentMethod: z.string().nullable(),
    transactionId: z.string().nullable(),
    couponCode: z.string().nullable(),
    createdAt: z.string(),
    /** Refund rows: the refunded payment's id; null for payments. */
    refundOf: z.uuid().nullable(),
    /** Refund rows: processing, processed or failed; null for payments. */
    refundStatus: z.enum(REFUND_STATES).nullable(),
    /** Refund rows: why it was refunded. */
    reason: z.string().nullable(),
    /** Refund rows: the credit note's number ("CN/26-27/000007") once processed. */
    creditNoteNumber: z.string().nullable(),
  })
  .openapi("Transaction");
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * All of the actor's payments, project and subscription, and the refunds of them (issue 20 item 4), newest
 * first (spec 1 §2 Transaction History).
 * A person's history is small, so both tables are read whole and merged here; the page and the status
 * bucket are applied after the summary, which always covers everything.
 */
export async function loadTransactions(deps: Deps, actor: Actor): Promise<Transaction[]> {
  const [project, subscription, projectRefunds, subscriptionRefunds] = await Promise.all([
    deps.db
      .select({ payment: projectPayments, title: projectVersions.title })
      .from(projectPayments)
      .leftJoin(projects, eq(projects.id, projectPayments.projectId))
      .leftJoin(projectVersions, currentVersionOfProject)
      .where(eq(projectPayments.userId, actor.id)),
    deps.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.userId, actor.id)),
    deps.db
      .select({ refund: refunds, payment: projectPayments, title: projectVersions.title })
      .from(refunds)
      .innerJoin(projectPayments, eq(projectPayments.id, refunds.projectPaymentId))
      .leftJoin(projects, eq(projects.id, projectPayments.projectId))
      .leftJoin(projectVersions, currentVersionOfProject)
      .where(eq(projectPayments.userId, actor.id)),
    deps.db
      .select({ refund: refunds, payment: subscriptionPayments })
      .from(refunds)
      .innerJoin(subscriptionPayments, eq(subscriptionPayments.id, refunds.subscriptionPaymentId))
      .where(eq(subscriptionPayments.userId, actor.id)),
  ]);
  const payment = { refundOf: null, refundStatus: null, reason: null, creditNoteNumber: null };
  const refundRow = (r: typeof refunds.$inferSelect) => {
    const state = refundState(r.status);
    return {
      id: r.id,
      kind: "refund" as const,
      status: refundTransactionStatus(state),
      amount: -r.amount,
      currency: r.currency,
      paymentMethod: r.gateway,
      transactionId: r.gatewayRefundId,
      couponCode: null,
      createdAt: r.createdAt.toISOString(),
      refundOf: r.projectPaymentId ?? r.subscriptionPaymentId,
      refundStatus: state,
      reason: r.reason,
      creditNoteNumber: r.creditNoteNumber,
    };
  };
  const rows: Transaction[] = [
    ...project.map(({ payment: p, title }) => ({
      id: p.id,
      kind: "project" as const,
      name: title ?? "Project",
      projectId: p.projectId,
      paymentType: p.paymentType,
      milestoneNumber: p.milestoneNumber,
      status: transactionStatus(p.paymentStatus),
      amount: p.discountedAmount ?? p.amount,
      currency: p.currency,
      paymentMethod: p.paymentMethod,
      transactionId: p.transactionId,
      couponCode: p.couponCode,
      createdAt: p.createdAt.toISOString(),
      ...payment,
    })),
    ...subscription.map((p) => ({
      id: p.id,
      kind: "subscription" as const,
      name: planLabel(p.subscriptionType),
      projectId: null,
      paymentType: null,
      milestoneNumber: null,
      status: transactionStatus(p.paymentStatus),
      amount: p.discountedAmount ?? p.amount,
      currency: p.currency,
      paymentMethod: p.paymentMethod,
      transactionId: p.transactionId,
      couponCode: p.couponCode,
      createdAt: p.createdAt.toISOString(),
      ...payment,
    })),
    ...projectRefunds.map(({ refund, payment: p, title }) => ({
      ...refundRow(refund),
      name: title ?? "Project",
      projectId: p.projectId,
      paymentType: p.paymentType,
      milestoneNumber: p.milestoneNumber,
    })),
    ...subscriptionRefunds.map(({ refund, payment: p }) => ({
      ...refundRow(refund),
      name: planLabel(p.subscriptionType),
      projectId: null,
      paymentType: null,
      milestoneNumber: null,
    })),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/**
 * One page of the actor's Transaction History, optionally one status bucket, with the summary cards and
 * the filter counts over all of it. Any signed-in user has a history (possibly empty). A page is answered
 * again while the `transactions` list revision stands (decision 0035: any change of a project or
 * subscription payment, a refund, or a project's current version or its title raises it).
 */
export async function listTransactions({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: TransactionQuery;
}): Promise<TransactionPage> {
  const key = `${actor.id}:${query.status ?? ""}:${query.page}:${query.pageSize}`;
  return keptTransactionPages(deps.db, key, () => readTransactionPage(deps, actor, query));
}

type TransactionQuery = { status?: TransactionStatus; page: number; pageSize: number };
/** A page of Transaction History as the route answers it. */
type TransactionPage = {
  items: Transaction[];
  total: number;
  page: number;
  pageSize: number;
  summary: TransactionSummary;
};

/** Each user's pages of Transaction History, kept by the `transactions` revision (decision 0035). */
const keptTransactionPages = keptPagesOf<TransactionPage>("transactions", "transactions_list_revision");

/** One page of the actor's Transaction History, read from the database (see {@link listTransactions}). */
async function readTransactionPage(
  deps: Deps,
  actor: Actor,
  query: TransactionQuery,
): Promise<TransactionPage> {
  const all = await loadTransactions(deps, actor);
  const filtered = query.status ? all.filter((t) => t.status === query.status) : all;
  const start = (query.page - 1) * query.pageSize;
  return {
    items: filtered.slice(start, start + query.pageSize),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    summary: summariseTransactions(all),
  };
}
