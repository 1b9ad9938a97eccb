import type { RequestChangeInput } from "@/domain/projects/issues";
import { type ProjectAccess, requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectChangeRequests } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type ChangeRequestView, selectChangeRequests } from "./issue-rows";

/** Only the owning client requests changes, and not on a cancelled project. */
export function mayRequestChange(actor: Actor, project: ProjectAccess): boolean {
  return actor.role === "client" && project.clientId === actor.id && project.status !== "cancelled";
}

/**
 * "Request Change" (spec 2 §3 project_change_requests): the owning client files a change with the effort
 * they expect; it starts under review. Audited.
 * @throws AppError project_not_found (404) when the project is not visible; forbidden (403) for staff and
 *   freelancers; conflict (409) once the project is cancelled.
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
  input: RequestChangeInput;
}): Promise<ChangeRequestView> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  // A client who gets past requireProjectAccess owns the project.
  requireAccess(actor, "change_requests.create");
  if (project.status === "cancelled") throw new AppError("conflict", "This project has been cancelled.");
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectChangeRequests)
      .values({ projectId, ...input, requestedBy: actor.id })
      .returning({ id: projectChangeRequests.id });
    await audit(tx, {
      actorId: actor.id,
      action: "change_request.create",
      entity: "project_change_request",
      entityId: row.id,
      after: {
        projectId,
        title: input.title,
        estimatedEffort: input.estimatedEffort,
        status: "under_review",
      },
    });
    return row.id;
  });
  const [created] = await selectChangeRequests(deps.db, projectId, { withCost: true, id });
  return created;
}
