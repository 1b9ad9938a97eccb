import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { myTaskRows } from "./my-task-rows";
import type { MyTask } from "./work-schemas";

/**
 * My Work (spec 1 §2, §6: "tasks assigned to them"): the signed-in freelancer's tasks across projects,
 * filtered by `assigned_to` in the query itself, so nobody else's task can appear.
 * @throws AppError forbidden (403) for anyone but a freelancer.
 */
export async function listMyTasks({ deps, actor }: { deps: Deps; actor: Actor }): Promise<MyTask[]> {
  requireAccess(actor, "tasks.work_own");
  return myTaskRows(deps.db, actor.id);
}
