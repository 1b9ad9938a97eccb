import { and, eq, inArray, isNull } from "drizzle-orm";
import { INITIAL_STATUS_CODE } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectAttachments, projects, projectTasks, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { clientEligibility } from "../plans";
import { type AnalysedBrief, analysedVersionContent } from "./version-content";

/**
 * Creates a project in status REQUESTED at version 1 with its tasks and an audit row, in one transaction
 * (spec 2 §4 "Project creation", DESIGN §3). Task dependencies (indexes in the analysis) become task ids;
 * the client's staged attachments in `attachmentIds` are linked to the project in the same transaction.
 * @returns the new project's id.
 * @throws AppError bad_request when the analysis was not signed by this server for this brief;
 *   unsupported_project_type for an unsupported brief (spec 2 §5); forbidden for non-clients;
 *   plan_limit_reached (403) with the spec 2 §8 text when the plan allows no further project;
 *   bad_request when hosting is asked for a brief that does not mention a website (spec 2 §2).
 */
export async function submitProject({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: AnalysedBrief;
}): Promise<{ id: string }> {
  requireAccess(actor, "projects.create");
  const content = analysedVersionContent(deps, input);
  const eligibility = await clientEligibility(deps.db, actor.id, deps.now());
  if (!eligibility.eligible) {
    throw new AppError("plan_limit_reached", eligibility.message ?? "Please upgrade your plan.", {
      reason: eligibility.reason,
      plan: eligibility.plan,
    });
  }
  const { estimatedBudget, includeHosting } = content.fields;

  return deps.db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ clientId: actor.id, statusCode: INITIAL_STATUS_CODE, status: "requested", currentVersion: 1 })
      .returning({ id: projects.id });
    const [version] = await tx
      .insert(projectVersions)
      .values({
        projectId: project.id,
        versionNumber: 1,
        createdBy: actor.id,
        ...content.fields,
        changeReason: "Initial submission",
      })
      .returning({ id: projectVersions.id });
    const tasks = content.tasks(project.id, version.id);
    if (tasks.length > 0) await tx.insert(projectTasks).values(tasks);
    // The client's own staged uploads join the project (spec 2 §7); other ids are ignored.
    const linked = input.attachmentIds?.length
      ? await tx
          .update(projectAttachments)
          .set({ projectId: project.id })
          .where(
            and(
              inArray(projectAttachments.id, input.attachmentIds),
              eq(projectAttachments.uploadedBy, actor.id),
              isNull(projectAttachments.projectId),
            ),
          )
          .returning({ id: projectAttachments.id })
      : [];
    await audit(tx, {
      actorId: actor.id,
      action: "project.create",
      entity: "project",
      entityId: project.id,
      after: {
        statusCode: INITIAL_STATUS_CODE,
        version: 1,
        estimatedBudget,
        tasks: tasks.length,
        includeHosting,
        attachments: linked.length,
      },
    });
    return { id: project.id };
  });
}
