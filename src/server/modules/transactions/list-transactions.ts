import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { planLabel } from "@/domain/plans/eligibility";
import {
  summariseTransactions,
  TRANSACTION_STATUSES,
  type TransactionStatus,
  type TransactionSummary,
  transactionStatus,
} from "@/domain/transactions/transactions";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { projectPayments, projects, projectVersions, subscriptionPayments } from "../../db/schema";

/** One row of Transaction History (spec 1 §2). `amount` is what was charged (after coupon), paise. */
export const transactionSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(["project", "subscription"]),
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
  })
  .openapi("Transaction");
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * All of the actor's payments, project and subscription, newest first (spec 1 §2 Transaction History).
 * A person's history is small, so both tables are read whole and merged here; the page and the status
 * bucket are applied after the summary, which always covers everything.
 */
export async function loadTransactions(deps: Deps, actor: Actor): Promise<Transaction[]> {
  const [project, subscription] = await Promise.all([
    deps.db
      .select({ payment: projectPayments, title: projectVersions.title })
      .from(projectPayments)
      .leftJoin(projects, eq(projects.id, projectPayments.projectId))
      .leftJoin(projectVersions, currentVersionOfProject)
      .where(eq(projectPayments.userId, actor.id)),
    deps.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.userId, actor.id)),
  ]);
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
    })),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/**
 * One page of the actor's Transaction History, optionally one status bucket, with the summary cards and
 * the filter counts over all of it. Any signed-in user has a history (possibly empty).
 */
export async function listTransactions({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: { status?: TransactionStatus; page: number; pageSize: number };
}): Promise<{
  items: Transaction[];
  total: number;
  page: number;
  pageSize: number;
  summary: TransactionSummary;
}> {
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
