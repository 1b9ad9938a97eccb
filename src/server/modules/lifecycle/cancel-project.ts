import { eq } from "drizzle-orm";
import { legacyAfterCancel } from "@/domain/projects/lifecycle";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { withLifecycleErrors } from "./lifecycle-errors";

/**
 * The owner client cancels a project (spec 2 §4): legacy status requested / accepted / in_progress
 * becomes cancelled, with an audit row, in one transaction. The status code is kept so the record
 * shows how far the project got.
 * @returns the project id and its new legacy status.
 * @throws AppError forbidden for non-clients; project_not_found for another client's project;
 *   conflict when the project is already cancelled or can no longer be cancelled.
 */
export async function cancelProject({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<{ id: string; status: string }> {
  requireAccess(actor, "projects.cancel");
  return deps.db.transaction(async (tx) => {
    const [project] = await tx
      .select({ clientId: projects.clientId, status: projects.status, statusCode: projects.statusCode })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!project || project.clientId !== actor.id)
      throw new AppError("project_not_found", "Project not found");
    const status = withLifecycleErrors(() => legacyAfterCancel(project.status, project.statusCode));
    await tx.update(projects).set({ status, updatedAt: deps.now() }).where(eq(projects.id, projectId));
    await audit(tx, {
      actorId: actor.id,
      action: "project.cancel",
      entity: "project",
      entityId: projectId,
      before: { status: project.status, statusCode: project.statusCode },
      after: { status },
    });
    return { id: projectId, status };
  });
}
