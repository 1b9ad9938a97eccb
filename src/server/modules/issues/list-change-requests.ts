import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { type ChangeRequestView, selectChangeRequests } from "./issue-rows";
import { mayRequestChange } from "./request-change";

/**
 * A project's change requests, newest first, for anyone who may see the project, and whether the actor may
 * request one. Freelancers get no `estimatedCost` key (client money, spec 2 §6).
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
}): Promise<{ changeRequests: ChangeRequestView[]; canRequest: boolean }> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  const changeRequests = await selectChangeRequests(deps.db, projectId, {
    withCost: actor.role !== "freelancer",
  });
  return { changeRequests, canRequest: mayRequestChange(actor, project) };
}
