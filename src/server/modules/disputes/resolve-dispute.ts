import { eq } from "drizzle-orm";
import {
  DISPUTE_TEXTS,
  disputedItemLabel,
  type ResolveDisputeInput,
  resolutionRefund,
} from "@/domain/disputes/disputes";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { disputes, refunds } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type RefundView, refreshRefund, refundablePaise, refundPayment } from "../payments";
import { disputeAudience, sendDisputeNotices } from "./dispute-notices";
import {
  applyDisputeRefund,
  checkedMove,
  type DisputeRow,
  failureOf,
  lockDispute,
  refundKeyOf,
} from "./dispute-refund";
import { type DisputeView, loadDispute } from "./dispute-rows";

/**
 * Staff resolve a dispute (issue 20 item 3): released (nothing refunded, the payout hold ends), or
 * partially or fully refunded through the payment's gateway (`refundPayment` of the payments module,
 * refund key `dispute:<id>`). A release is one transaction. A refund is the decision (open -> refunding,
 * with the outcome, amount in paise and notes; one transaction, the dispute row locked so two staff cannot
 * both decide), then the gateway call outside any transaction (the refund core runs its own), then its
 * answer (one transaction): processed -> partially or fully refunded; pending (Razorpay, PhonePe) stays
 * refunding — resolving it again checks the refund, and the refund's webhook or the `refund.check` job
 * settling it moves the dispute as well (`settleDisputeOfRefund`, decision 0037); failed or refused -> open again with `lastError`, and
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
    return settleRefund(deps, actor, current, label);
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
  return settleRefund(deps, actor, decided, label);
}

/**
 * Asks the gateway for a refunding dispute's refund (idempotent by its key; a pending one is checked again)
 * and applies the answer to the dispute in one transaction ({@link applyDisputeRefund}). A refund the
 * gateway settles at once has usually moved the dispute already, through the refund core's listener.
 */
async function settleRefund(
  deps: Deps,
  actor: Actor,
  dispute: DisputeRow,
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
    if (refund.status === "failed") failure = failureOf(refund);
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Unknown trouble (the gateway unreachable past the core's handling): the dispute stays refunding
      // and resolving it again retries with the same key.
      throw error;
    }
    failure = error.message;
  }
  // The refund core's settled-refund listener may have moved the dispute already, in the refund's own
  // transaction (settleDisputeOfRefund); then this finds it no longer refunding and leaves it.
  await deps.db.transaction((tx) => applyDisputeRefund(tx, dispute.id, { refund, failure }, deps.now()));
  if (failure !== null) {
    throw new AppError("conflict", DISPUTE_TEXTS.refundFailed(failure), { reason: "refund_failed" });
  }
  return (await loadDispute(deps.db, dispute.id, true)) as DisputeView;
}
