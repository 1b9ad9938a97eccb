import { z } from "@hono/zod-openapi";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  DISPUTE_OUTCOMES,
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  type DisputeStatus,
  disputedItemLabel,
  holdsPayouts,
} from "@/domain/disputes/disputes";
import type { Db, Tx } from "../../db/client";
import { disputeEvidence, disputes, profiles, projectPayments, refunds } from "../../db/schema";

/**
 * One dispute as the API shows it (issue 20 item 3). Amounts in paise; `amountPaid` and `refundAmount` are
 * null for freelancers, who never see budgets or what the client paid (spec 2 §6).
 */
export const disputeSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    paymentId: z.uuid(),
    item: z.object({
      paymentType: z.enum(["advance", "milestone", "final"]),
      milestoneNumber: z.number().int().nullable(),
      label: z.string(),
    }),
    amountPaid: z.number().int().nullable(),
    status: z.enum(DISPUTE_STATUSES),
    statusLabel: z.string(),
    reason: z.string(),
    openedBy: z.object({ id: z.uuid(), fullName: z.string() }),
    createdAt: z.string(),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    refundAmount: z.number().int().nullable(),
    resolutionNotes: z.string().nullable(),
    resolvedBy: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    /** Why the last refund attempt failed (the dispute is open again); null otherwise. */
    lastError: z.string().nullable(),
    /** The refund's state at the gateway, when one was asked for. */
    refundStatus: z.enum(["pending", "processed", "failed"]).nullable(),
    /** Whether the freelancers' payouts for the item are held (open or refunding). */
    payoutsHeld: z.boolean(),
    evidence: z.array(z.object({ id: z.uuid(), fileName: z.string(), fileSize: z.number().int() })),
  })
  .openapi("Dispute");
export type DisputeView = z.infer<typeof disputeSchema>;

const opener = alias(profiles, "opener");
const resolver = alias(profiles, "resolver");

/**
 * Disputes matching `where`, newest first, with their evidence, shaped for the viewer: without amounts
 * when `withAmounts` is false (freelancers).
 */
export async function selectDisputes(
  db: Db | Tx,
  where: SQL | undefined,
  withAmounts: boolean,
): Promise<DisputeView[]> {
  const rows = await db
    .select({
      dispute: disputes,
      paid: projectPayments.amount,
      discounted: projectPayments.discountedAmount,
      openerName: opener.fullName,
      resolverName: resolver.fullName,
      refundStatus: refunds.status,
    })
    .from(disputes)
    .innerJoin(projectPayments, eq(projectPayments.id, disputes.projectPaymentId))
    .innerJoin(opener, eq(opener.id, disputes.openedBy))
    .leftJoin(resolver, eq(resolver.id, disputes.resolvedBy))
    .leftJoin(refunds, eq(refunds.id, disputes.refundId))
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id));
  const ids = rows.map((row) => row.dispute.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(disputeEvidence)
          .where(inArray(disputeEvidence.disputeId, ids))
          .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.fileName));
  return rows.map(({ dispute: d, ...row }) => ({
    id: d.id,
    projectId: d.projectId,
    paymentId: d.projectPaymentId,
    item: {
      paymentType: d.paymentType,
      milestoneNumber: d.milestoneNumber,
      label: disputedItemLabel(d.paymentType, d.milestoneNumber),
    },
    amountPaid: withAmounts ? (row.discounted ?? row.paid) : null,
    status: d.status,
    statusLabel: DISPUTE_STATUS_LABELS[d.status as DisputeStatus],
    reason: d.reason,
    openedBy: { id: d.openedBy, fullName: row.openerName },
    createdAt: d.createdAt.toISOString(),
    outcome: d.outcome,
    refundAmount: withAmounts ? d.refundAmount : null,
    resolutionNotes: d.resolutionNotes,
    resolvedBy: row.resolverName,
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
    lastError: d.lastError,
    refundStatus: row.refundStatus,
    payoutsHeld: holdsPayouts(d.status),
    evidence: files
      .filter((file) => file.disputeId === d.id)
      .map((file) => ({ id: file.id, fileName: file.fileName, fileSize: file.fileSize })),
  }));
}

/** One dispute by id, shaped for the viewer, or undefined. */
export async function loadDispute(db: Db | Tx, id: string, withAmounts: boolean) {
  const [view] = await selectDisputes(db, eq(disputes.id, id), withAmounts);
  return view;
}

/** The disputes of one project (all states). */
export function projectDisputes(db: Db | Tx, projectId: string, withAmounts: boolean) {
  return selectDisputes(db, and(eq(disputes.projectId, projectId)), withAmounts);
}
