import { randomUUID } from "node:crypto";
import type { Analysis, Brief } from "@/domain/analysis";
import { mentionsHosting } from "@/domain/analysis/hosting";
import { businessToday } from "@/domain/dates";
import { estimatedDurationDays } from "@/domain/projects/duration";
import { addHosting } from "@/domain/projects/hosting-addon";
import { INITIAL_STATUS_CODE } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projects, projectTasks, projectVersions } from "../../db/schema";
import type { AnalysisEngine } from "../../integrations/ai/analysis-provider";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { verifyAnalysis } from "../analysis/analysis-token";
import { clientEligibility } from "../plans/client-eligibility";

/** What the client sends on "Submit Project": the brief and the server-signed analysis it was shown. */
export interface SubmitProjectInput {
  brief: Brief;
  analysis: Analysis;
  engine: AnalysisEngine;
  analysisToken: string;
  /** The hosting add-on (spec 2 §5); outside the signed analysis, the server adds the task and amounts. */
  includeHosting?: boolean;
}

/**
 * Creates a project in status REQUESTED at version 1 with its tasks and an audit row, in one transaction
 * (spec 2 §4 "Project creation", DESIGN §3). Task dependencies (indexes in the analysis) become task ids.
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
  if (input.includeHosting && !mentionsHosting(brief.title, brief.description)) {
    throw new AppError(
      "bad_request",
      "Hosting is offered only for websites, web apps, landing pages, portfolio sites, e-commerce and blogs.",
    );
  }
  const eligibility = await clientEligibility(deps.db, actor.id, deps.now());
  if (!eligibility.eligible) {
    throw new AppError("plan_limit_reached", eligibility.message ?? "Please upgrade your plan.", {
      reason: eligibility.reason,
      plan: eligibility.plan,
    });
  }
  // The hosting task and amounts come from the server, never from the client (DESIGN §5).
  const hosting = input.includeHosting ? addHosting(analysis.breakdown, businessToday(deps.now())) : null;
  const breakdown = hosting?.breakdown ?? analysis.breakdown;
  const estimatedBudget = breakdown.reduce((sum, t) => sum + t.estimatedBudget, 0);
  const taskIds = breakdown.map(() => randomUUID());

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
        budgetMax: hosting?.budgetMaxPaise ?? brief.budgetMax ?? null,
        deadline: brief.deadline ?? null,
        requiredSkills: analysis.recommendedSkills,
        estimatedDuration: estimatedDurationDays(analysis.breakdown),
        includeHosting: hosting !== null,
        aiAnalysis: { ...analysis, engine: input.engine },
        projectType: analysis.projectType,
        changeReason: "Initial submission",
      })
      .returning({ id: projectVersions.id });
    if (breakdown.length > 0) {
      await tx.insert(projectTasks).values(
        breakdown.map((task, index) => ({
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
      after: {
        statusCode: INITIAL_STATUS_CODE,
        version: 1,
        estimatedBudget,
        tasks: taskIds.length,
        includeHosting: hosting !== null,
      },
    });
    return { id: project.id };
  });
}
