import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancers, projects, projectTasks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";

/** A task after assignment; `assignedTo` is the freelancer's user (profile) id. */
export interface AssignedTask {
  id: string;
  projectId: string;
  assignedTo: string;
  status: string;
}

/**
 * A manager or administrator assigns a task to a freelancer whose availability is "available"
 * (spec 1 §6, spec 2 §6). `assigned_to` holds the freelancer's user id (so "tasks assigned to me"
 * is one indexed lookup); a pending task becomes "assigned". One transaction with an audit row.
 * @throws AppError forbidden for non-staff; not_found for an unknown task or freelancer; conflict when
 *   the freelancer is not available or the project is cancelled.
 */
export async function assignTask({
  deps,
  actor,
  taskId,
  freelancerId,
}: {
  deps: Deps;
  actor: Actor;
  taskId: string;
  freelancerId: string;
}): Promise<AssignedTask> {
  requireAccess(actor, "tasks.assign");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ task: projectTasks, projectStatus: projects.status })
      .from(projectTasks)
      .innerJoin(projects, eq(projects.id, projectTasks.projectId))
      .where(eq(projectTasks.id, taskId))
      .for("update", { of: projectTasks });
    if (!row) throw new AppError("not_found", "Task not found");
    if (row.projectStatus === "cancelled") throw new AppError("conflict", "This project has been cancelled.");
    const [freelancer] = await tx.select().from(freelancers).where(eq(freelancers.id, freelancerId));
    if (!freelancer) throw new AppError("not_found", "Freelancer not found");
    if (freelancer.availabilityStatus !== "available") {
      throw new AppError("conflict", "Tasks can only be assigned to available freelancers.");
    }
    const status = row.task.status === "pending" ? "assigned" : row.task.status;
    await tx
      .update(projectTasks)
      .set({ assignedTo: freelancer.userId, status })
      .where(eq(projectTasks.id, taskId));
    await audit(tx, {
      actorId: actor.id,
      action: "task.assign",
      entity: "task",
      entityId: taskId,
      before: { assignedTo: row.task.assignedTo, status: row.task.status },
      after: { assignedTo: freelancer.userId, status },
    });
    return { id: taskId, projectId: row.task.projectId, assignedTo: freelancer.userId, status };
  });
}
