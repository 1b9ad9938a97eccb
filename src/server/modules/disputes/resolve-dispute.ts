import { eq } from "drizzle-orm";
import {
  DISPUTE_TEXTS,
  type DisputeMove,
  type DisputeStatus,
  disputedItemLabel,
  moveDispute,
  type ResolveDisputeInput,
  resolutionRefund,
} from "@/domain/disputes/disputes";
import { formatInr } from "@/domain/money";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { disputes, refunds } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type RefundView, refreshRefund, refundablePaise, refundPayment } from "../payments";
import { type DisputeAudience, disputeAudience, sendDisputeNotices } from "./dispute-notices";
import { type DisputeView, loadDispute } from "./dispute-rows";

type DisputeRow = typeof disputes.$inferSelect;

/** Locks a dispute's row (SELECT … FOR UPDATE) and reads it. */
async function lockDispute(tx: Tx, id: string): Promise<DisputeRow> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for("update");
  if (!row) throw new AppError("not_found", "Dispute not found");
  return row;
}

/** Checks a move by `actor`: 403 when the actor may not take it, 409 when the dispute is elsewhere. */
function checkedMove(from: DisputeStatus, move: DisputeMove, actor: Actor["role"] | "system") {
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
function refundKeyOf(dispute: DisputeRow): string {
  return dispute.refundId ? `dispute:${dispute.id}:after:${dispute.refundId}` : `dispute:${dispute.id}`;
}

/**
 * Staff resolve a dispute (issue 20 item 3): released (nothing refunded, the payout hold ends), or
 * partially or fully refunded through the payment's gateway (`refundPayment` of the payments module,
 * refund key `dispute:<id>`). A release is one transaction. A refund is the decision (open -> refunding,
 * with the outcome, amount in paise and notes; one transaction, the dispute row locked so two staff cannot
 * both decide), then the gateway call outside any transaction (the refund core runs its own), then its
 * answer (one transaction): processed -> partially or fully refunded; pending (Razorpay, PhonePe) stays
 * refunding — resolving it again checks the refund; failed or refused -> open again with `lastError`, and
 * the caller gets a 409 saying so. Every move is audited and notified (client, staff, the team's
 * freelancers without amounts).
 * @throws AppError forbidden (403) unless staff; not_found (404); bad_request (400) for a partial amount
 *   that is not less than what is left to refund; conflict (409) when the dispute is no longer open, a
 *   different decision is already processing, or the refund failed.
 */
export async function resolveDispute({
  deps,
  actor,
  disputeId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  disputeId: string;
  input: ResolveDisputeInput;
}): Promise<DisputeView> {
  requireAccess(actor, "disputes.resolve");
  const [current] = await deps.db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!current) throw new AppError("not_found", "Dispute not found");
  const audience = await disputeAudience(deps.db, current.projectId);
  const label = disputedItemLabel(current.paymentType, current.milestoneNumber);

  if (current.status === "refunding") {
    if (input.outcome !== current.outcome) throw new AppError("conflict", DISPUTE_TEXTS.notOpen);
    return settleRefund(deps, actor, current, audience, label);
  }
  if (input.outcome === "released") {
    await deps.db.transaction(async (tx) => {
      const row = await lockDispute(tx, disputeId);
      const to = checkedMove(row.status, "release", actor.role);
      await tx
        .update(disputes)
        .set({
          status: to,
          outcome: "released",
          refundAmount: null,
          resolutionNotes: input.notes,
          resolvedBy: actor.id,
          resolvedAt: deps.now(),
          lastError: null,
        })
        .where(eq(disputes.id, disputeId));
      await audit(tx, {
        actorId: actor.id,
        action: "dispute.release",
        entity: "dispute",
        entityId: disputeId,
        before: { status: row.status },
        after: { status: to, outcome: "released", notes: input.notes },
      });
      const body = `Our team reviewed the dispute of ${label.toLowerCase()} on ${audience.title} and released the payment to the freelancers. Notes: ${input.notes}`;
      await sendDisputeNotices(tx, row.projectId, [
        { userIds: [row.openedBy], title: `Dispute resolved: ${label} released`, body },
        {
          userIds: audience.freelancerIds,
          title: `Dispute resolved: ${label} released`,
          body: `The dispute of ${label.toLowerCase()} on ${audience.title} was resolved in your favour; its payouts are no longer on hold.`,
        },
        { userIds: audience.staffIds, title: `Dispute resolved: ${label} released`, body },
      ]);
    });
    return (await loadDispute(deps.db, disputeId, true)) as DisputeView;
  }

  if (current.status !== "open") throw new AppError("conflict", DISPUTE_TEXTS.notOpen);
  const left = await refundablePaise(deps, current.projectPaymentId);
  if (left <= 0) throw new AppError("conflict", "This payment has nothing left to refund.");
  const amount = resolutionRefund(input.outcome, input.amountPaise, left);
  if (!amount.ok) throw new AppError("bad_request", amount.message);
  const decided = await deps.db.transaction(async (tx) => {
    const row = await lockDispute(tx, disputeId);
    const to = checkedMove(row.status, "request_refund", actor.role);
    const [updated] = await tx
      .update(disputes)
      .set({
        status: to,
        outcome: input.outcome,
        refundAmount: amount.amountPaise,
        resolutionNotes: input.notes,
        resolvedBy: actor.id,
        lastError: null,
      })
      .where(eq(disputes.id, disputeId))
      .returning();
    await audit(tx, {
      actorId: actor.id,
      action: "dispute.refund_requested",
      entity: "dispute",
      entityId: disputeId,
      before: { status: row.status },
      after: { status: to, outcome: input.outcome, refundAmount: amount.amountPaise, notes: input.notes },
    });
    return updated;
  });
  return settleRefund(deps, actor, decided, audience, label);
}

/**
 * Asks the gateway for a refunding dispute's refund (idempotent by its key; a pending one is checked again)
 * and applies the answer to the dispute in one transaction.
 */
async function settleRefund(
  deps: Deps,
  actor: Actor,
  dispute: DisputeRow,
  audience: DisputeAudience,
  label: string,
): Promise<DisputeView> {
  const amountPaise = dispute.refundAmount ?? 0;
  let refund: RefundView | null = null;
  let failure: string | null = null;
  try {
    const [earlier] = dispute.refundId
      ? await deps.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, dispute.refundId))
      : [];
    // This decision's own refund, already asked for: check it again; else ask (again) by the decision's key.
    refund =
      earlier && earlier.status !== "failed" && dispute.refundId
        ? await refreshRefund(deps, dispute.refundId)
        : await refundPayment(deps, {
            paymentId: dispute.projectPaymentId,
            amountPaise,
            reason: `Dispute of ${label.toLowerCase()}: ${dispute.resolutionNotes ?? ""}`.slice(0, 500),
            refundKey: refundKeyOf(dispute),
            requestedBy: actor.id,
          });
    if (refund.status === "failed") failure = refund.failureReason ?? "the gateway refused it.";
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Unknown trouble (the gateway unreachable past the core's handling): the dispute stays refunding
      // and resolving it again retries with the same key.
      throw error;
    }
    failure = error.message;
  }
  const view = await deps.db.transaction(async (tx) => {
    const row = await lockDispute(tx, dispute.id);
    if (row.status !== "refunding") return null;
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
      return "failed" as const;
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
      return "pending" as const;
    }
    const move = row.outcome === "fully_refunded" ? "refund_processed_full" : "refund_processed_partial";
    const to = checkedMove(row.status, move, "system");
    await tx
      .update(disputes)
      .set({ status: to, refundId: refund.id, resolvedAt: deps.now(), lastError: null })
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
    return "processed" as const;
  });
  if (view === "failed" && failure !== null) {
    throw new AppError("conflict", DISPUTE_TEXTS.refundFailed(failure), { reason: "refund_failed" });
  }
  return (await loadDispute(deps.db, dispute.id, true)) as DisputeView;
}
