import { formatInr } from "@/domain/money";
import type { DiffField } from "@/domain/projects/version-diff";
import { formatDate } from "@/web/lib/format";
import type { ProjectDetail } from "../api/get-project";
import { projectTypeLabel } from "./labels";

/** The comparable view of one version, flattened from the project detail the viewer received. */
export function comparableVersion(project: ProjectDetail) {
  const { version, tasks } = project;
  return {
    title: version.title,
    description: version.description,
    requirements: version.requirements,
    estimatedBudget: version.estimatedBudget,
    budgetMax: version.budgetMax,
    freelancerBudget: version.freelancerBudget,
    deadline: version.deadline,
    estimatedDuration: version.estimatedDuration,
    estimatedHours: version.estimatedHours,
    projectType: version.projectType,
    taskCount: tasks.length,
    taskTitles: tasks.map((t) => t.title),
  };
}

export type ComparableVersion = ReturnType<typeof comparableVersion>;

const money = (value: unknown) => formatInr(value as number);

/**
 * The fields the comparison modal lists (spec 2 §2). Budgets the viewer may not see are absent from
 * both versions' JSON and so never show as changed; the freelancer budget is skipped for clients.
 */
export function compareFields(showFreelancerBudget: boolean): DiffField<ComparableVersion>[] {
  return [
    { field: "title", label: "Title" },
    { field: "description", label: "Description" },
    { field: "requirements", label: "Requirements" },
    { field: "estimatedBudget", label: "Estimated budget", format: money },
    { field: "budgetMax", label: "Maximum budget", format: money },
    ...(showFreelancerBudget
      ? [{ field: "freelancerBudget" as const, label: "Freelancer budget", format: money }]
      : []),
    { field: "deadline", label: "Deadline", format: (v) => formatDate(v as string) },
    { field: "estimatedDuration", label: "Estimated duration", format: (v) => `${v} days` },
    { field: "estimatedHours", label: "Estimated hours" },
    { field: "projectType", label: "Project type", format: (v) => projectTypeLabel(v as string) },
    { field: "taskCount", label: "Number of tasks" },
    { field: "taskTitles", label: "Tasks" },
  ];
}
