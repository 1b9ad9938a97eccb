import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { type requestChangeSchema, type reviewChangeSchema, reviewOutcome } from "@/domain/projects/issues";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectChangeRequests } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { requireProjectAccess } from "../projects/project-access";
import { type ChangeRequestView, selectChangeRequests } from "./issue-rows";

/**
 * A project's change requests for anyone who may see the project; freelancers get no estimated cost.
 * @throws AppError project_not_found (404) when the project is not visible.
 */
export async function listChangeRequests({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}) {
  await requireProjectAccess(deps.db, actor, projectId);
  return selectChangeRequests(deps.db, projectId, { withCost: actor.role !== "freelancer" });
}

async function one(deps: Deps, projectId: string, id: string): Promise<ChangeRequestView> {
  const all = await selectChangeRequests(deps.db, projectId, { withCost: true });
  return all.find((r) => r.id === id) as ChangeRequestView;
}

/**
 * "Request Change" (issue 3 item 8): the owning client files a change with its expected effort; it starts
 * under review. Not on a cancelled project. Audited.
 * @throws AppError project_not_found (404); forbidden (403) for anyone but the owner; conflict (409) once cancelled.
 */
export async function requestChange({
  deps,
  actor,
  projectId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  input: z.infer<typeof requestChangeSchema>;
}): Promise<ChangeRequestView> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  if (actor.role !== "client" || project.clientId !== actor.id) {
    throw new AppError("forbidden", "Only the project's client can request changes.");
  }
  if (project.status === "cancelled") throw new AppError("conflict", "This project has been cancelled.");
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectChangeRequests)
      .values({ projectId, ...input, requestedBy: actor.id })
      .returning({ id: projectChangeRequests.id });
    await audit(tx, {
      actorId: actor.id,
      action: "change_request.create",
      entity: "project",
      entityId: projectId,
      after: { changeRequestId: row.id, estimatedEffort: input.estimatedEffort },
    });
    return row.id;
  });
  return one(deps, projectId, id);
}

/**
 * Staff review a change request once (approve, reject, absorb in cost, needs additional payment with an
 * estimated cost in paise). The update is conditional on the request still being under review, so a second
 * review — even a simultaneous one — gets 409. Audited.
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
  input: z.infer<typeof reviewChangeSchema>;
}): Promise<ChangeRequestView> {
  requireAccess(actor, "issues.manage");
  const outcome = reviewOutcome(input.decision, input.estimatedCost);
  const projectId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectChangeRequests)
      .set({ ...outcome, reviewedBy: actor.id, reviewNotes: input.reviewNotes || null })
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
      entity: "project",
      entityId: row.projectId,
      after: { changeRequestId, decision: input.decision, ...outcome },
    });
    return row.projectId;
  });
  return one(deps, projectId, changeRequestId);
}
