import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectTasks } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { rankFreelancers } from "../projects";
import { mappableTaskRows } from "./list-mappable-tasks";
import type { TaskCandidates } from "./work-schemas";

/**
 * Task Mapping's choice for one task (spec 1 §6, spec 2 §5 "Freelancer matching"): every freelancer whose
 * availability is "available", ranked by the match score against the task's required skills (its project's
 * when the task lists none). All of them, not the 6 of the project's match panel: the manager may assign
 * anyone available, and the ranking only orders the choice. Staff only.
 * @throws AppError forbidden (403) for clients and freelancers; not_found (404) when the task is not in the
 *   current version of an active project.
 */
export async function rankTaskCandidates({
  deps,
  actor,
  taskId,
}: {
  deps: Deps;
  actor: Actor;
  taskId: string;
}): Promise<TaskCandidates> {
  requireAccess(actor, "tasks.assign");
  const [task] = await mappableTaskRows(deps.db, eq(projectTasks.id, taskId));
  if (!task) throw new AppError("not_found", "Task not found");
  const freelancers = await rankFreelancers(deps.db, task.requiredSkills, {
    availableOnly: true,
    limit: Number.MAX_SAFE_INTEGER,
  });
  return { taskId, requiredSkills: task.requiredSkills, freelancers };
}
