import { eq } from "drizzle-orm";
import { checkPayable, type PayableCheck, type PaymentItemRef } from "@/domain/payments/project-payments";
import type { StatusCode } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import type { Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { loadSchedules } from "./project-schedules";

/** The project facts a payment needs. */
export interface PayingProject {
  id: string;
  clientId: string;
  statusCode: StatusCode;
  /** Legacy status text (spec 2 §4). */
  status: string;
  /** The current version's title, for the gateway's description. */
  title: string;
}

/**
 * Locks the project row (so payments of one project apply one at a time) and answers whether the owner may
 * pay `ref` now and how much, from the schedule (spec 2 §5; `checkPayable`). Only the client who owns the
 * project gets an answer.
 * @throws AppError project_not_found (404) when missing or not the actor's own project.
 */
export async function lockPayableItem(
  tx: Tx,
  { actor, projectId, ref, now }: { actor: Actor; projectId: string; ref: PaymentItemRef; now: Date },
): Promise<{ project: PayingProject; check: PayableCheck }> {
  const [project] = await tx
    .select({
      id: projects.id,
      clientId: projects.clientId,
      statusCode: projects.statusCode,
      status: projects.status,
      title: projectVersions.title,
    })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .where(eq(projects.id, projectId))
    .for("update", { of: projects });
  if (!project || project.clientId !== actor.id) throw new AppError("project_not_found", "Project not found");
  const schedule = (await loadSchedules(tx, [projectId], now)).get(projectId);
  if (!schedule) throw new AppError("project_not_found", "Project not found");
  return { project, check: checkPayable(project, schedule, ref) };
}

/** The API error for a refused item (spec 2 §8): 409 with the domain's message and `details.reason`. */
export function refusalError(check: Extract<PayableCheck, { kind: "refused" }>): AppError {
  return new AppError("conflict", check.message, { reason: check.reason });
}
