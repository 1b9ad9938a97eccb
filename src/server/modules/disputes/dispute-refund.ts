import { and, eq } from "drizzle-orm";
import {
  DISPUTE_TEXTS,
  type DisputeMove,
  type DisputeStatus,
  disputedItemLabel,
  moveDispute,
} from "@/domain/disputes/disputes";
import { formatInr } from "@/domain/money";
import type { Actor } from "../../access/actor";
import type { Tx } from "../../db/client";
import { disputes } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import type { RefundSettled, RefundView } from "../payments";
import { disputeAudience, sendDisputeNotices } from "./dispute-notices";

/** A `disputes` row. */
export type DisputeRow = typeof disputes.$inferSelect;

/** Locks a dispute's row (SELECT … FOR UPDATE) and reads it. */
export async function lockDispute(tx: Tx, id: string): Promise<DisputeRow> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for("update");
  if (!row) throw new AppError("not_found", "Dispute not found");
  return row;
}

/** Checks a move by `actor`: 403 when the actor may not take it, 409 when the dispute is elsewhere. */
export function checkedMove(from: DisputeStatus, move: DisputeMove, actor: Actor["role"] | "system") {
  const result = moveDispute(from, move, actor);
  if (!result.ok) {
    throw result.refusal === "not_allowed"
      ? new AppError("forbidden", "Only staff can resolve disputes.")
      : new AppError("conflict", DISPUTE_TEXTS.notOpen);
  }
  return result.to;
}

/**
 * The refund key of a dispute's refund: `dispute:<id>` for the first attempt, so a retry after a crash
 * answers the same refund; after a failed refund (`refundId` then names it) the next attempt is keyed by the
 * failed refund's id (the refund core keeps a used key's answer: the failed key would answer "failed" again).
 */
export function refundKeyOf(dispute: Pick<DisputeRow, "id" | "refundId">): string {
  return dispute.refundId ? `dispute:${dispute.id}:after:${dispute.refundId}` : `dispute:${dispute.id}`;
}

/** What the gateway said of a refunding dispute's refund: the refund, or why asking for it failed. */
export interface DisputeRefundAnswer {
  refund: RefundView | null;
  /** Why the refund failed or was refused; null when it is pending or processed. */
  failure: string | null;
}

/** Why a failed refund failed, as the dispute keeps it. */
export function failureOf(refund: RefundView): string {
  return refund.failureReason ?? "the gateway refused it.";
}

/**
 * Applies a refunding dispute's refund answer in `tx` (issue 20 item 3, decision 0037), the dispute row
 * locked: failed -> open again with `lastError` (staff notified, `dispute.refund_failed`); pending -> stays
 * refunding with the refund's id (the client told it is on the way, `dispute.refund_pending`, once per
 * refund); processed -> partially or fully refunded as decided (client, team and staff notified, the
 * freelancers without amounts; `dispute.refunded`). Every move is audited in `tx`.
 * @returns what it did, or null when the dispute is no longer refunding (already applied).
 */
export async function applyDisputeRefund(
  tx: Tx,
  disputeId: string,
  { refund, failure }: DisputeRefundAnswer,
  now: Date,
): Promise<"failed" | "pending" | "processed" | null> {
  const row = await lockDispute(tx, disputeId);
  if (row.status !== "refunding") return null;
  const audience = await disputeAudience(tx, row.projectId);
  const label = disputedItemLabel(row.paymentType, row.milestoneNumber);
  if (failure !== null) {
    const to = checkedMove(row.status, "refund_failed", "system");
    await tx
      .update(disputes)
      .set({
        status: to,
        lastError: failure,
        refundId: refund?.id ?? row.refundId,
        outcome: null,
        refundAmount: null,
        resolvedAt: null,
      })
      .where(eq(disputes.id, row.id));
    await audit(tx, {
      actorId: null,
      action: "dispute.refund_failed",
      entity: "dispute",
      entityId: row.id,
      before: { status: row.status, outcome: row.outcome, refundAmount: row.refundAmount },
      after: { status: to, refundId: refund?.id ?? null, error: failure },
    });
    await sendDisputeNotices(tx, row.projectId, [
      {
        userIds: audience.staffIds,
        title: `Dispute refund failed: ${label} on ${audience.title}`,
        body: DISPUTE_TEXTS.refundFailed(failure),
      },
    ]);
    return "failed";
  }
  if (refund?.status !== "processed") {
    await tx
      .update(disputes)
      .set({ refundId: refund?.id ?? null })
      .where(eq(disputes.id, row.id));
    if (row.refundId !== (refund?.id ?? null)) {
      await audit(tx, {
        actorId: null,
        action: "dispute.refund_pending",
        entity: "dispute",
        entityId: row.id,
        before: { status: row.status },
        after: { status: row.status, refundId: refund?.id ?? null, refundAmount: row.refundAmount },
      });
      await sendDisputeNotices(tx, row.projectId, [
        {
          userIds: [row.openedBy],
          title: `Refund on the way: ${label}`,
          body: `Our team decided to refund ${formatInr(row.refundAmount ?? 0)} of ${label.toLowerCase()} on ${audience.title}. The gateway is processing it; refunds usually reach you within 5-7 working days. Notes: ${row.resolutionNotes ?? ""}`,
        },
      ]);
    }
    return "pending";
  }
  const move = row.outcome === "fully_refunded" ? "refund_processed_full" : "refund_processed_partial";
  const to = checkedMove(row.status, move, "system");
  await tx
    .update(disputes)
    .set({ status: to, refundId: refund.id, resolvedAt: now, lastError: null })
    .where(eq(disputes.id, row.id));
  await audit(tx, {
    actorId: null,
    action: "dispute.refunded",
    entity: "dispute",
    entityId: row.id,
    before: { status: row.status },
    after: { status: to, refundId: refund.id, refundAmount: row.refundAmount },
  });
  const what = to === "fully_refunded" ? "fully refunded" : "partially refunded";
  const body = `Our team resolved the dispute of ${label.toLowerCase()} on ${audience.title}: ${formatInr(row.refundAmount ?? 0)} was refunded to the original payment method. Notes: ${row.resolutionNotes ?? ""}`;
  await sendDisputeNotices(tx, row.projectId, [
    { userIds: [row.openedBy], title: `Dispute resolved: ${label} ${what}`, body },
    {
      userIds: audience.freelancerIds,
      title: `Dispute resolved: ${label} ${what}`,
      body: `The dispute of ${label.toLowerCase()} on ${audience.title} was resolved with a refund to the client. Our team will confirm your payouts for it.`,
    },
    { userIds: audience.staffIds, title: `Dispute resolved: ${label} ${what}`, body },
  ]);
  return "processed";
}

/**
 * The disputes module's listener for settled refunds (registered with the payments module's
 * `onRefundSettled` in `createApp`, decision 0037): when the refund of a refunding dispute — its refund id,
 * or its decision's refund key `dispute:<id>[:after:<failed refund id>]` — is processed or failed, however it
 * settled (the gateway's answer, a Razorpay or PhonePe webhook, the `refund.check` job, a staff check), the
 * dispute moves in the refund's own transaction ({@link applyDisputeRefund}): refunded, or open again.
 * Refunds of other keys and disputes no longer refunding are left alone, so a replay changes nothing.
 */
export async function settleDisputeOfRefund(tx: Tx, { refund, now }: RefundSettled): Promise<void> {
  if (refund.entity !== "project_payment" || !refund.refundKey.startsWith("dispute:")) return;
  const [dispute] = await tx
    .select({ id: disputes.id, refundId: disputes.refundId })
    .from(disputes)
    .where(and(eq(disputes.projectPaymentId, refund.paymentId), eq(disputes.status, "refunding")));
  if (!dispute || (dispute.refundId !== refund.id && refundKeyOf(dispute) !== refund.refundKey)) return;
  const failure = refund.status === "failed" ? failureOf(refund) : null;
  await applyDisputeRefund(tx, dispute.id, { refund, failure }, now);
}
