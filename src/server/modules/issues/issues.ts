import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { reportIssueSchema, updateIssueSchema } from "@/domain/projects/issues";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { profiles, projectIssues } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { listTeam } from "../lifecycle/list-team";
import { hasTaskAssignedTo } from "../projects/assigned-visibility";
import { requireProjectAccess } from "../projects/project-access";
import { type IssueView, selectIssues } from "./issue-rows";

/**
 * A project's issues for anyone who may see the project (spec 2 §2 lower sections).
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
}) {
  await requireProjectAccess(deps.db, actor, projectId);
  return selectIssues(deps.db, projectId);
}

/**
 * "Report Issue" (issue 3 item 8): the owning client, a freelancer on the project (linked or assigned a
 * task) or staff open an issue; it starts open. Audited.
 * @throws AppError project_not_found (404); forbidden (403) for other users who can see the project.
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
  input: z.infer<typeof reportIssueSchema>;
}): Promise<IssueView> {
  const project = await requireProjectAccess(deps.db, actor, projectId);
  const onProject =
    isStaff(actor.role) ||
    (actor.role === "client" && project.clientId === actor.id) ||
    (actor.role === "freelancer" &&
      (project.linkedFreelancer || (await hasTaskAssignedTo(deps.db, projectId, actor.id))));
  if (!onProject)
    throw new AppError("forbidden", "Only the client and the freelancers on this project can report issues.");
  const id = await deps.db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(projectIssues)
      .values({ projectId, ...input, reportedBy: actor.id })
      .returning({ id: projectIssues.id });
    await audit(tx, {
      actorId: actor.id,
      action: "issue.report",
      entity: "project",
      entityId: projectId,
      after: { issueId: issue.id, severity: input.severity },
    });
    return issue.id;
  });
  const issues = await selectIssues(deps.db, projectId);
  return issues.find((i) => i.id === id) as IssueView;
}

/**
 * Staff assign, move and resolve an issue (resolving needs notes). The assignee must be staff or a
 * freelancer on the project. Audited with before and after.
 * @throws AppError forbidden (403) unless staff; not_found (404); bad_request (400) for another assignee.
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
  input: z.infer<typeof updateIssueSchema>;
}): Promise<IssueView> {
  requireAccess(actor, "issues.manage");
  const [issue] = await deps.db.select().from(projectIssues).where(eq(projectIssues.id, issueId));
  if (!issue) throw new AppError("not_found", "Issue not found");
  if (input.assignedTo) {
    const [person] = await deps.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, input.assignedTo));
    const team = await listTeam({ deps, actor, projectId: issue.projectId });
    const allowed = (person && isStaff(person.role)) || team.some((m) => m.userId === input.assignedTo);
    if (!allowed)
      throw new AppError(
        "bad_request",
        "Assign the issue to a staff member or a freelancer on this project.",
      );
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(projectIssues)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.assignedTo !== undefined ? { assignedTo: input.assignedTo } : {}),
        ...(input.resolutionNotes !== undefined ? { resolutionNotes: input.resolutionNotes || null } : {}),
      })
      .where(eq(projectIssues.id, issueId));
    await audit(tx, {
      actorId: actor.id,
      action: "issue.update",
      entity: "project",
      entityId: issue.projectId,
      before: { issueId, status: issue.status, assignedTo: issue.assignedTo },
      after: { issueId, ...input },
    });
  });
  const issues = await selectIssues(deps.db, issue.projectId);
  return issues.find((i) => i.id === issueId) as IssueView;
}
