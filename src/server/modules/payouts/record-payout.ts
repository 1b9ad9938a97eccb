import { and, eq } from "drizzle-orm";
import type { RecordPayoutInput } from "@/domain/payouts/payouts";
import { onProjectTeam, requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerPayments, freelancers } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";

/**
 * Staff record a payout to a freelancer for a project (issue 4 item 8, spec 3 §3): status pending, paid by
 * the actor, audited in the same transaction. The freelancer must be on the project: invited or linked
 * (project_freelancers) or assigned one of its tasks. A milestone payment may name its milestone
 * (`milestoneNumber`): only a dispute on that milestone then holds it (decision 0037).
 * @returns the new payout's id.
 * @throws AppError forbidden (403) unless manager or administrator; project_not_found (404);
 *   bad_request (400) "This freelancer is not on this project." otherwise, or for a milestone number on a
 *   payout that is not a milestone payment (the body's schema).
 */
export async function recordPayout({
  deps,
  actor,
  projectId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  input: RecordPayoutInput;
}): Promise<{ id: string }> {
  requireAccess(actor, "payouts.manage");
  await requireProjectAccess(deps.db, actor, projectId);
  return deps.db.transaction(async (tx) => {
    const [onProject] = await tx
      .select({ id: freelancers.id })
      .from(freelancers)
      .where(and(eq(freelancers.id, input.freelancerId), onProjectTeam(projectId, freelancers.userId)));
    if (!onProject) throw new AppError("bad_request", "This freelancer is not on this project.");
    const [payout] = await tx
      .insert(freelancerPayments)
      .values({
        freelancerId: input.freelancerId,
        projectId,
        paidBy: actor.id,
        amount: input.amount,
        paymentStatus: "pending",
        paymentType: input.paymentType,
        milestoneNumber: input.milestoneNumber ?? null,
        paymentMethod: input.paymentMethod,
        description: input.description || null,
      })
      .returning({ id: freelancerPayments.id });
    await audit(tx, {
      actorId: actor.id,
      action: "payout.record",
      entity: "freelancer_payment",
      entityId: payout.id,
      after: {
        projectId,
        freelancerId: input.freelancerId,
        amount: input.amount,
        status: "pending",
        ...(input.milestoneNumber ? { milestoneNumber: input.milestoneNumber } : {}),
      },
    });
    return { id: payout.id };
  });
}
