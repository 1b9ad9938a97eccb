import { eq } from "drizzle-orm";
import { canMoveIssue, type UpdateIssueInput } from "@/domain/projects/issues";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { profiles, projectIssues } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { projectTeam } from "../lifecycle";
import { type IssueView, selectIssues } from "./issue-rows";

/** Whether `userId` may be assigned an issue of the project: a staff member or a freelancer on its team. */
async function assignable(deps: Deps, projectId: string, userId: string): Promise<boolean> {
  const [person] = await deps.db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!person) return false;
  if (isStaff(person.role)) return true;
  const team = await projectTeam(deps.db, projectId);
  return team.some((member) => member.userId === userId);
}

/**
 * Staff assign, move and resolve an issue (spec 2 §3 project_issues). Resolving needs resolution notes (the
 * schema checks); the move must be allowed (`canMoveIssue`); reopening a resolved issue clears its notes
 * unless new ones are given. The row is locked while it changes. Audited with before and after.
 * @throws AppError forbidden (403) unless staff; not_found (404); bad_request (400) for an assignee who is
 *   neither staff nor on the project; conflict (409) for a move that is not allowed.
 */
export async function updateIssue({
  deps,
  actor,
  issueId,
  input,
}: {
  deps: Deps;
  actor: Actor;
  issueId: string;
  input: UpdateIssueInput;
}): Promise<IssueView> {
  requireAccess(actor, "issues.manage");
  const [found] = await deps.db
    .select({ projectId: projectIssues.projectId })
    .from(projectIssues)
    .where(eq(projectIssues.id, issueId));
  if (!found) throw new AppError("not_found", "Issue not found");
  if (input.assignedTo && !(await assignable(deps, found.projectId, input.assignedTo))) {
    throw new AppError("bad_request", "Assign the issue to a staff member or a freelancer on this project.");
  }
  await deps.db.transaction(async (tx) => {
    const [issue] = await tx.select().from(projectIssues).where(eq(projectIssues.id, issueId)).for("update");
    const status = input.status ?? issue.status;
    if (!canMoveIssue(issue.status, status)) {
      throw new AppError("conflict", "A resolved issue can only be reopened.");
    }
    const reopened = issue.status === "resolved" && status !== "resolved";
    const resolutionNotes =
      input.resolutionNotes !== undefined ? input.resolutionNotes || null : reopened ? null : undefined;
    const change = {
      status,
      ...(input.assignedTo !== undefined ? { assignedTo: input.assignedTo } : {}),
      ...(resolutionNotes !== undefined ? { resolutionNotes } : {}),
    };
    await tx.update(projectIssues).set(change).where(eq(projectIssues.id, issueId));
    await audit(tx, {
      actorId: actor.id,
      action: "issue.update",
      entity: "project_issue",
      entityId: issueId,
      before: {
        projectId: issue.projectId,
        status: issue.status,
        assignedTo: issue.assignedTo,
        resolutionNotes: issue.resolutionNotes,
      },
      after: { projectId: issue.projectId, ...change },
    });
  });
  const [issue] = await selectIssues(deps.db, found.projectId, issueId);
  return issue;
}
