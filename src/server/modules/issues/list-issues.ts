import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { type IssueView, selectIssues } from "./issue-rows";
import { mayReportIssue } from "./report-issue";

/**
 * A project's issues, newest first, for anyone who may see the project (spec 2 §2 lower sections), and
 * whether the actor may report one (the "Report Issue" button follows the server's rule).
 * @throws AppError project_not_found (404) when the project is not visible.
 */
export async function listIssues({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<{ issues: IssueView[]; canReport: boolean }> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  return { issues: await selectIssues(deps.db, projectId), canReport: mayReportIssue(actor, project) };
}
