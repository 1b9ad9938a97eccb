import { eq } from "drizzle-orm";
import { isReviewable } from "@/domain/freelancers/reviews";
import { assertTransition, legacyAfterStatusChange } from "@/domain/projects/lifecycle";
import { isAccepted, type StatusCode, statusOf } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { recomputeProjectTeamStats } from "../../db/freelancer-stats";
import { projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { notify } from "../notifications";
import { notifyPaymentDue } from "../payments";
import { requireRoomToAccept } from "../plans";
import { withLifecycleErrors } from "./lifecycle-errors";

/** The project's status after a change: code, display name, phase (spec 2 §3) and legacy text. */
export interface StatusChangeResult {
  id: string;
  statusCode: StatusCode;
  statusName: string;
  phase: number;
  status: string;
}

/**
 * A manager or administrator moves a project's status code along the lifecycle machine (spec 2 §4,
 * `src/domain/projects/lifecycle.ts`); administrators may set any code. One transaction with an
 * audit row whose `after.phase` records when a project became accepted (plan limits, spec 2 §5); the
 * client is told of the change, and of a payment it makes due. Moving a project into an accepted phase
 * checks the client's plan limit first (issue 19 item 2).
 * @throws AppError forbidden for clients and freelancers; project_not_found; conflict for an edge the
 *   machine does not allow, an unchanged code, a cancelled project, or a client at their plan's limit.
 */
export async function changeProjectStatus({
  deps,
  actor,
  projectId,
  statusCode,
  reason,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  statusCode: StatusCode;
  reason?: string;
}): Promise<StatusChangeResult> {
  requireAccess(actor, "projects.change_status");
  return deps.db.transaction(async (tx) => {
    const [project] = await tx
      .select({ statusCode: projects.statusCode, status: projects.status, clientId: projects.clientId })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!project) throw new AppError("project_not_found", "Project not found");
    withLifecycleErrors(() => assertTransition(actor.role, project.statusCode, statusCode, project.status));
    if (!isAccepted(statusOf(project.statusCode).phase) && isAccepted(statusOf(statusCode).phase)) {
      await requireRoomToAccept(tx, project.clientId, deps.now());
    }
    const status = legacyAfterStatusChange(project.status, statusCode);
    await tx
      .update(projects)
      .set({ statusCode, status, updatedAt: deps.now() })
      .where(eq(projects.id, projectId));
    // A completion counts in the team's completed projects and success rate (issue 7 item 6).
    if (isReviewable(project.statusCode, project.status) !== isReviewable(statusCode, status)) {
      await recomputeProjectTeamStats(tx, projectId);
    }
    const target = statusOf(statusCode);
    await audit(tx, {
      actorId: actor.id,
      action: "project.status",
      entity: "project",
      entityId: projectId,
      before: {
        statusCode: project.statusCode,
        status: project.status,
        phase: statusOf(project.statusCode).phase,
      },
      after: { statusCode, status, phase: target.phase, ...(reason ? { reason } : {}) },
    });
    await notify(tx, {
      userId: project.clientId,
      kind: "project_status",
      title: `Your project is now ${target.name}`,
      body: `The status of your project changed from ${statusOf(project.statusCode).name} to ${target.name}.`,
      link: `/project/${projectId}`,
    });
    await notifyPaymentDue(tx, {
      projectId,
      clientId: project.clientId,
      before: project,
      after: { statusCode, status },
      now: deps.now(),
    });
    return { id: projectId, statusCode, statusName: target.name, phase: target.phase, status };
  });
}
