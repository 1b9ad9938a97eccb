import { randomUUID } from "node:crypto";
import type { Analysis, Brief } from "@/domain/analysis";
import { estimatedDurationDays } from "@/domain/projects/duration";
import { INITIAL_STATUS_CODE } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projects, projectTasks, projectVersions } from "../../db/schema";
import type { AnalysisEngine } from "../../integrations/ai/analysis-provider";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { verifyAnalysis } from "../analysis/analysis-token";

/** What the client sends on "Submit Project": the brief and the server-signed analysis it was shown. */
export interface SubmitProjectInput {
  brief: Brief;
  analysis: Analysis;
  engine: AnalysisEngine;
  analysisToken: string;
}

/**
 * Creates a project in status REQUESTED at version 1 with its tasks and an audit row, in one transaction
 * (spec 2 §4 "Project creation", DESIGN §3). Task dependencies (indexes in the analysis) become task ids.
 * @returns the new project's id.
 * @throws AppError bad_request when the analysis was not signed by this server for this brief;
 *   unsupported_project_type for an unsupported brief (spec 2 §5); forbidden for non-clients.
 */
export async function submitProject({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: SubmitProjectInput;
}): Promise<{ id: string }> {
  requireAccess(actor, "projects.create");
  if (!verifyAnalysis(deps.secret, input, input.analysisToken)) {
    throw new AppError(
      "bad_request",
      "The analysis does not match this brief. Please analyze the project again.",
    );
  }
  const { brief, analysis } = input;
  if (analysis.projectType === "unsupported") {
    throw new AppError(
      "unsupported_project_type",
      "This project is outside what we deliver. Please modify the project to fit IT services, content creation or graphic design.",
    );
  }
  const estimatedBudget = analysis.breakdown.reduce((sum, t) => sum + t.estimatedBudget, 0);
  const taskIds = analysis.breakdown.map(() => randomUUID());

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
        title: brief.title,
        description: brief.description,
        requirements: brief.requirements || null,
        estimatedBudget,
        budgetMax: brief.budgetMax ?? null,
        deadline: brief.deadline ?? null,
        requiredSkills: analysis.recommendedSkills,
        estimatedDuration: estimatedDurationDays(analysis.breakdown),
        aiAnalysis: { ...analysis, engine: input.engine },
        projectType: analysis.projectType,
        changeReason: "Initial submission",
      })
      .returning({ id: projectVersions.id });
    if (analysis.breakdown.length > 0) {
      await tx.insert(projectTasks).values(
        analysis.breakdown.map((task, index) => ({
          id: taskIds[index],
          projectId: project.id,
          projectVersionId: version.id,
          title: task.title,
          description: task.description,
          status: "pending" as const,
          priority: task.priority,
          estimatedHours: task.estimatedHours,
          estimatedBudget: task.estimatedBudget,
          dependencies: task.dependencies
            .filter((d) => d >= 0 && d < taskIds.length && d !== index)
            .map((d) => taskIds[d]),
          requiredSkills: task.requiredSkills,
          startDate: task.startDate,
          dueDate: task.dueDate,
          isMilestone: task.isMilestone,
          milestoneGroup: task.milestoneGroup,
          position: index,
        })),
      );
    }
    await audit(tx, {
      actorId: actor.id,
      action: "project.create",
      entity: "project",
      entityId: project.id,
      after: { statusCode: INITIAL_STATUS_CODE, version: 1, estimatedBudget, tasks: taskIds.length },
    });
    return { id: project.id };
  });
}
