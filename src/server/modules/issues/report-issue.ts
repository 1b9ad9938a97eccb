import type { ReportIssueInput } from "@/domain/projects/issues";
import { isStaff } from "@/domain/roles";
import { type ProjectAccess, requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectIssues } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { type IssueView, selectIssues } from "./issue-rows";

/**
 * Who may report an issue on a project they can see: staff, the owning client, and a freelancer on the
 * project (linked through project_freelancers or assigned one of its tasks) — not a freelancer who only
 * browses an enabled project.
 */
export function mayReportIssue(actor: Actor, project: ProjectAccess): boolean {
  if (isStaff(actor.role)) return true;
  if (actor.role === "client") return project.clientId === actor.id;
  return actor.role === "freelancer" && project.onTeam;
}

/**
 * "Report Issue" (spec 2 §3 project_issues): the issue starts open with the actor as reporter. Audited.
 * @throws AppError project_not_found (404) when the project is not visible; forbidden (403) for a user who
 *   can see it but is not on it.
 */
export async function reportIssue({
  deps,
  actor,
  projectId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  input: ReportIssueInput;
}): Promise<IssueView> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  if (!mayReportIssue(actor, project)) {
    throw new AppError("forbidden", "Only the client and the freelancers on this project can report issues.");
  }
  const id = await deps.db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(projectIssues)
      .values({ projectId, ...input, reportedBy: actor.id })
      .returning({ id: projectIssues.id });
    await audit(tx, {
      actorId: actor.id,
      action: "issue.report",
      entity: "project_issue",
      entityId: issue.id,
      after: { projectId, title: input.title, severity: input.severity, status: "open" },
    });
    return issue.id;
  });
  const [issue] = await selectIssues(deps.db, projectId, id);
  return issue;
}
