import { and, eq } from "drizzle-orm";
import { interestTransition } from "@/domain/projects/interests";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectInterests } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { requireFreelancerId } from "./freelancer-of";

/**
 * "Withdraw Interest" (spec 3 §4): interested -> withdrawn, audited. Allowed even when the project has
 * since left the browser, so nobody is stuck with an interest they cannot take back.
 * @throws AppError forbidden (403) unless a freelancer; conflict (409) without a freelancers row;
 *   not_found (404) when the freelancer has no active interest in the project.
 */
export async function withdrawInterest({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<{ id: string; projectId: string; status: "withdrawn" }> {
  requireAccess(actor, "interests.express");
  const freelancerId = await requireFreelancerId(deps.db, actor);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(projectInterests)
      .where(and(eq(projectInterests.projectId, projectId), eq(projectInterests.freelancerId, freelancerId)))
      .for("update");
    const step = interestTransition(existing?.status, "withdraw");
    if (!existing || !step.ok) {
      throw new AppError("not_found", "You have no active interest in this project.");
    }
    await tx
      .update(projectInterests)
      .set({ status: step.next, updatedAt: deps.now() })
      .where(eq(projectInterests.id, existing.id));
    await audit(tx, {
      actorId: actor.id,
      action: "interest.withdraw",
      entity: "project_interest",
      entityId: existing.id,
      before: { status: existing.status },
      after: { status: step.next, projectId },
    });
    return { id: existing.id, projectId, status: "withdrawn" as const };
  });
}
