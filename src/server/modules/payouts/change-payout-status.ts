import { and, eq } from "drizzle-orm";
import { canMovePayout, PAYOUT_UNPAID_REFUSAL, type PayoutStatus } from "@/domain/payouts/payouts";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { freelancerPayments, projectPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { refuseHeldPayout } from "../disputes";

/** Whether the client of `projectId` has a successful payment for it (a coupon-covered one counts). */
async function clientHasPaid(tx: Tx, projectId: string): Promise<boolean> {
  const [paid] = await tx
    .select({ id: projectPayments.id })
    .from(projectPayments)
    .where(and(eq(projectPayments.projectId, projectId), eq(projectPayments.paymentStatus, "success")))
    .limit(1);
  return Boolean(paid);
}

/**
 * Moves a payout along its status flow (`canMovePayout`, src/domain/payouts): completing stamps `paid_at`
 * and keeps the bank or UPI reference. A payout of a project whose client has paid nothing is completed
 * only with `overrideUnpaidClient` (issue 19 item 3), and the override gets its own audit row
 * (`payout.unpaid_override`). The update is conditional on the status read, so two staff acting at once
 * cannot both move it; audited in the same transaction.
 * @throws AppError forbidden (403) unless staff; not_found (404) for an unknown payout; conflict (409)
 *   for a move the flow does not allow, a payout changed meanwhile, or completing for an unpaid project
 *   without the override (`details.reason` "client_unpaid", {@link PAYOUT_UNPAID_REFUSAL}), or completing a
 *   payout held by an open dispute on its item (`details.reason` "dispute_open").
 */
export async function changePayoutStatus({
  deps,
  actor,
  payoutId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  payoutId: string;
  input: { status: PayoutStatus; transactionId?: string; overrideUnpaidClient?: boolean };
}): Promise<{ id: string; status: PayoutStatus }> {
  requireAccess(actor, "payouts.manage");
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(freelancerPayments).where(eq(freelancerPayments.id, payoutId));
    if (!current) throw new AppError("not_found", "Payment not found");
    const from = current.paymentStatus;
    if (!canMovePayout(from, input.status)) {
      throw new AppError("conflict", `A ${from} payment cannot become ${input.status}.`);
    }
    const completing = input.status === "completed";
    // A payout for an item the client disputes waits for the dispute (issue 20 item 3).
    if (completing) await refuseHeldPayout(tx, current);
    const unpaid = completing && current.projectId !== null && !(await clientHasPaid(tx, current.projectId));
    if (unpaid && !input.overrideUnpaidClient) {
      throw new AppError("conflict", PAYOUT_UNPAID_REFUSAL.message, { reason: PAYOUT_UNPAID_REFUSAL.reason });
    }
    const [moved] = await tx
      .update(freelancerPayments)
      .set({
        paymentStatus: input.status,
        ...(completing ? { paidAt: deps.now() } : {}),
        ...(input.transactionId ? { transactionId: input.transactionId } : {}),
      })
      .where(and(eq(freelancerPayments.id, payoutId), eq(freelancerPayments.paymentStatus, from)))
      .returning({ id: freelancerPayments.id });
    if (!moved) throw new AppError("conflict", "The payment changed meanwhile. Please reload and try again.");
    await audit(tx, {
      actorId: actor.id,
      action: "payout.status",
      entity: "freelancer_payment",
      entityId: payoutId,
      before: { status: from },
      after: { status: input.status, transactionId: input.transactionId ?? current.transactionId },
    });
    if (unpaid) {
      await audit(tx, {
        actorId: actor.id,
        action: "payout.unpaid_override",
        entity: "freelancer_payment",
        entityId: payoutId,
        before: { status: from, clientPaid: false },
        after: { status: input.status, projectId: current.projectId, amount: current.amount },
      });
    }
    return { id: payoutId, status: input.status };
  });
}
