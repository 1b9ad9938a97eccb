import { randomUUID } from "node:crypto";
import type { Analysis, Brief } from "@/domain/analysis";
import { mentionsHosting } from "@/domain/analysis/hosting";
import { businessToday } from "@/domain/dates";
import { estimatedDurationDays } from "@/domain/projects/duration";
import { addHosting } from "@/domain/projects/hosting-addon";
import type { Deps } from "../../context";
import type { projectTasks, projectVersions } from "../../db/schema";
import type { AnalysisEngine } from "../../integrations/ai/analysis-provider";
import { AppError } from "../../lib/app-error";
import { verifyAnalysis } from "../analysis";

/** What the client sends on "Submit Project" and "Save Changes": the brief and the server-signed analysis. */
export interface AnalysedBrief {
  brief: Brief;
  analysis: Analysis;
  engine: AnalysisEngine;
  analysisToken: string;
  /** The hosting add-on (spec 2 §5); outside the signed analysis, the server adds the task and amounts. */
  includeHosting?: boolean;
  /** Staged attachments to link to a new project (submit only; an edit uploads straight to the project). */
  attachmentIds?: string[];
}

/** The analysed content of a version: its brief fields, amounts and task rows (spec 2 §3). */
export interface VersionContent {
  /** Columns of project_versions that a brief and its analysis decide; amounts in paise. */
  fields: Pick<
    typeof projectVersions.$inferInsert,
    | "title"
    | "description"
    | "requirements"
    | "estimatedBudget"
    | "budgetMax"
    | "deadline"
    | "requiredSkills"
    | "estimatedDuration"
    | "includeHosting"
    | "aiAnalysis"
    | "projectType"
  >;
  /** Task rows for `versionId`, dependencies resolved from analysis indexes to task ids, status pending. */
  tasks: (projectId: string, versionId: string) => (typeof projectTasks.$inferInsert)[];
}

/**
 * Turns a brief and its server-signed analysis into version columns and task rows, the same way on
 * submit and on a client's re-analysis (spec 2 §4, §7 "on re-analysis DELETE then INSERT the version's
 * tasks with status pending"). With `includeHosting` the hosting task is added and the maximum budget
 * becomes 1.2 × the total (spec 2 §5); the estimated budget is the sum of task budgets (paise).
 * @param today - "YYYY-MM-DD" in IST, where hosting starts when there is no task to follow.
 */
export function versionContent(input: {
  brief: Brief;
  analysis: Analysis;
  engine: AnalysisEngine;
  includeHosting: boolean;
  today: string;
}): VersionContent {
  const { brief, analysis, engine } = input;
  // The hosting task and amounts come from the server, never from the client (DESIGN §5).
  const hosting = input.includeHosting ? addHosting(analysis.breakdown, input.today) : null;
  const breakdown = hosting?.breakdown ?? analysis.breakdown;
  const taskIds = breakdown.map(() => randomUUID());
  return {
    fields: {
      title: brief.title,
      description: brief.description,
      requirements: brief.requirements || null,
      estimatedBudget: breakdown.reduce((sum, t) => sum + t.estimatedBudget, 0),
      budgetMax: hosting?.budgetMaxPaise ?? brief.budgetMax ?? null,
      deadline: brief.deadline ?? null,
      requiredSkills: analysis.recommendedSkills,
      estimatedDuration: estimatedDurationDays(analysis.breakdown),
      includeHosting: hosting !== null,
      aiAnalysis: { ...analysis, engine },
      projectType: analysis.projectType,
    },
    tasks: (projectId, versionId) =>
      breakdown.map((task, index) => ({
        id: taskIds[index],
        projectId,
        projectVersionId: versionId,
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
  };
}

/**
 * Checks an analysed brief and returns its version content (see {@link versionContent}).
 * @throws AppError bad_request when the analysis was not signed by this server for this brief;
 *   unsupported_project_type (422) for an unsupported brief (spec 2 §5); bad_request when hosting is
 *   asked for a brief that does not mention a website (spec 2 §2).
 */
export function analysedVersionContent(
  deps: Pick<Deps, "secret" | "now">,
  input: AnalysedBrief,
): VersionContent {
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
  return versionContent({
    brief,
    analysis,
    engine: input.engine,
    includeHosting: input.includeHosting ?? false,
    today: businessToday(deps.now()),
  });
}
