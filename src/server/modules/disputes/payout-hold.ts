import { and, eq, inArray } from "drizzle-orm";
import { DISPUTE_TEXTS, disputedItemLabel, disputeHoldsPayout } from "@/domain/disputes/disputes";
import type { Db, Tx } from "../../db/client";
import { disputes, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * The open or refunding dispute that holds a payout (issue 20 item 3: a freelancer's payouts for a disputed
 * item are held while its dispute is open), or null: a dispute on the same project whose item is the one the
 * payout pays for ({@link disputeHoldsPayout}). Call it in the transaction that moves the payout, after
 * locking the payout's row.
 */
export async function disputeHoldingPayout(
  tx: Db | Tx,
  payout: { projectId: string | null; paymentType: string | null; milestoneNumber?: number | null },
): Promise<{ id: string; label: string } | null> {
  if (!payout.projectId) return null;
  const active = await tx
    .select({ id: disputes.id, paymentType: disputes.paymentType, milestoneNumber: disputes.milestoneNumber })
    .from(disputes)
    .where(and(eq(disputes.projectId, payout.projectId), inArray(disputes.status, ["open", "refunding"])));
  const holding = active.find((dispute) =>
    disputeHoldsPayout(dispute, {
      paymentType: payout.paymentType,
      milestoneNumber: payout.milestoneNumber ?? null,
    }),
  );
  return holding
    ? { id: holding.id, label: disputedItemLabel(holding.paymentType, holding.milestoneNumber) }
    : null;
}

/**
 * Refuses to complete a payout held by a dispute. Takes the project row's share lock first: opening a
 * dispute holds its update lock, so a dispute opened meanwhile is either seen here or waits for this move.
 * @throws AppError conflict (409) with {@link DISPUTE_TEXTS.payoutHeld}, `details.reason` "dispute_open".
 */
export async function refuseHeldPayout(
  tx: Db | Tx,
  payout: { projectId: string | null; paymentType: string | null; milestoneNumber?: number | null },
): Promise<void> {
  if (payout.projectId)
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, payout.projectId)).for("share");
  const holding = await disputeHoldingPayout(tx, payout);
  if (holding) {
    throw new AppError("conflict", DISPUTE_TEXTS.payoutHeld, {
      reason: DISPUTE_TEXTS.payoutHeldReason,
      disputeId: holding.id,
      item: holding.label,
    });
  }
}
