import { and, eq } from "drizzle-orm";
import { canMovePayout, type PayoutStatus } from "@/domain/payouts/payouts";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";

/**
 * Moves a payout along its status flow (`canMovePayout`, src/domain/payouts): completing stamps `paid_at`
 * and keeps the bank or UPI reference. The update is conditional on the status read, so two staff acting at
 * once cannot both move it; audited in the same transaction.
 * @throws AppError forbidden (403) unless staff; not_found (404) for an unknown payout; conflict (409)
 *   for a move the flow does not allow or a payout changed meanwhile.
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
  input: { status: PayoutStatus; transactionId?: string };
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
    return { id: payoutId, status: input.status };
  });
}
