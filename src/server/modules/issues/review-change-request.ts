import { and, eq } from "drizzle-orm";
import { type ReviewChangeInput, reviewOutcome } from "@/domain/projects/issues";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectChangeRequests } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type ChangeRequestView, selectChangeRequests } from "./issue-rows";

/**
 * Staff review a change request once (spec 2 §3): approve, reject, absorb in cost, or needs additional
 * payment with an estimated cost in paise (`reviewOutcome` gives the stored fields); the reviewer is recorded.
 * The update is conditional on the request still being under review, so a second review — even a
 * simultaneous one — gets 409. Audited.
 * @throws AppError forbidden (403) unless staff; not_found (404); conflict (409) when already reviewed.
 */
export async function reviewChangeRequest({
  deps,
  actor,
  changeRequestId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  changeRequestId: string;
  input: ReviewChangeInput;
}): Promise<ChangeRequestView> {
  requireAccess(actor, "change_requests.review");
  const outcome = reviewOutcome(input.decision, input.estimatedCost);
  const reviewNotes = input.reviewNotes || null;
  const projectId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectChangeRequests)
      .set({ ...outcome, reviewedBy: actor.id, reviewNotes })
      .where(
        and(eq(projectChangeRequests.id, changeRequestId), eq(projectChangeRequests.status, "under_review")),
      )
      .returning({ projectId: projectChangeRequests.projectId });
    if (!row) {
      const [exists] = await tx
        .select({ id: projectChangeRequests.id })
        .from(projectChangeRequests)
        .where(eq(projectChangeRequests.id, changeRequestId));
      if (!exists) throw new AppError("not_found", "Change request not found");
      throw new AppError("conflict", "This change request has already been reviewed.");
    }
    await audit(tx, {
      actorId: actor.id,
      action: "change_request.review",
      entity: "project_change_request",
      entityId: changeRequestId,
      before: { projectId: row.projectId, status: "under_review" },
      after: { projectId: row.projectId, decision: input.decision, reviewNotes, ...outcome },
    });
    return row.projectId;
  });
  const [reviewed] = await selectChangeRequests(deps.db, projectId, { withCost: true, id: changeRequestId });
  return reviewed;
}
