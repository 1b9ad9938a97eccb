import { asc, desc, eq } from "drizzle-orm";
import { buildPaymentSchedule } from "@/domain/projects/payment-schedule";
import type { StatusCode } from "@/domain/projects/statuses";
import { canViewVersionNumber, freelancerVisibleVersion } from "@/domain/projects/versions";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import {
  profiles,
  projectPayments,
  projectStatuses,
  projects,
  projectTasks,
  projectVersions,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { versionByNumber } from "../versions/version-rows";
import { hasTaskAssignedTo } from "./assigned-visibility";
import type { ProjectDetail } from "./project-schemas";

/**
 * Loads a project's detail for `actor` (spec 2 §2 "Project detail"), applying spec 2 §6: clients see only
 * their own projects and no freelancer budget; freelancers see enabled projects only, with the freelancer
 * budget and without client or estimated budgets, task budgets or payment schedule; staff see everything.
 * `versionNumber` (spec 2 §4) picks a version: clients and staff any published number, staff also 0 (the
 * draft); a freelancer only the number of the version they see anyway. Omitted: the current version.
 * @throws AppError project_not_found (404) when missing or not visible to the actor — never 403, so a
 *   project's existence is not revealed.
 */
export async function getProject({
  deps,
  actor,
  id,
  versionNumber,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  versionNumber?: number;
}): Promise<ProjectDetail> {
  const { db } = deps;
  const [row] = await db
    .select({
      project: projects,
      status: projectStatuses,
      client: { fullName: profiles.fullName, email: profiles.email },
      currentVersion: projectVersions,
    })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(eq(projects.id, id));
  const notFound = new AppError("project_not_found", "Project not found");
  if (!row) throw notFound;
  if (actor.role === "client" && row.project.clientId !== actor.id) throw notFound;

  const freelancer = actor.role === "freelancer";
  const version = freelancer
    ? (freelancerVisibleVersion(
        await db.select().from(projectVersions).where(eq(projectVersions.projectId, id)),
      ) ?? ((await hasTaskAssignedTo(db, id, actor.id)) ? (row.currentVersion ?? undefined) : undefined))
    : versionNumber === undefined || versionNumber === row.project.currentVersion
      ? row.currentVersion
      : canViewVersionNumber(actor.role, versionNumber)
        ? await versionByNumber(db, id, versionNumber)
        : undefined;
  if (!version) throw notFound;
  if (versionNumber !== undefined && version.versionNumber !== versionNumber) throw notFound;

  const [tasks, payments] = await Promise.all([
    db
      .select()
      .from(projectTasks)
      .where(eq(projectTasks.projectVersionId, version.id))
      .orderBy(asc(projectTasks.position), asc(projectTasks.createdAt)),
    // spec 2 §6: freelancers see no payment schedule.
    freelancer
      ? []
      : db
          .select()
          .from(projectPayments)
          .where(eq(projectPayments.projectId, id))
          .orderBy(desc(projectPayments.createdAt)),
  ]);
  const staff = isStaff(actor.role);
  const paymentSchedule = freelancer ? null : buildPaymentSchedule({ tasks, payments, now: deps.now() });
  const analysis = version.aiAnalysis;
  return {
    id: row.project.id,
    statusCode: row.project.statusCode as StatusCode,
    status: row.project.status,
    statusName: row.status.statusName,
    phase: row.status.phase,
    currentVersion: row.project.currentVersion,
    createdAt: row.project.createdAt.toISOString(),
    updatedAt: row.project.updatedAt.toISOString(),
    ...(staff ? { client: row.client } : {}),
    version: {
      id: version.id,
      versionNumber: version.versionNumber,
      isDraft: version.isDraft,
      title: version.title,
      description: version.description,
      requirements: version.requirements,
      ...(freelancer ? {} : { estimatedBudget: version.estimatedBudget, budgetMax: version.budgetMax }),
      ...(actor.role === "client" ? {} : { freelancerBudget: version.freelancerBudget }),
      deadline: version.deadline,
      // spec 2 §6: required skills are hidden from clients.
      ...(actor.role === "client" ? {} : { requiredSkills: version.requiredSkills }),
      includeHosting: version.includeHosting,
      estimatedDuration: version.estimatedDuration,
      projectType: version.projectType,
      enabledForFreelancer: version.enabledForFreelancer,
      complexity: analysis?.complexity ?? null,
      summary: analysis?.summary ?? null,
      estimatedHours: analysis?.estimatedHours ?? null,
      ...(freelancer ? {} : { suggestedBudget: analysis?.suggestedBudget ?? null }),
      risks: analysis?.risks ?? [],
      recommendations: analysis?.recommendations ?? [],
      engine: analysis?.engine ?? null,
    },
    tasks: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.status,
      priority: t.priority,
      estimatedHours: t.estimatedHours,
      ...(freelancer ? {} : { estimatedBudget: t.estimatedBudget }),
      startDate: t.startDate,
      dueDate: t.dueDate,
      isMilestone: t.isMilestone,
      milestoneGroup: t.milestoneGroup,
      dependencies: t.dependencies,
      requiredSkills: t.requiredSkills,
      assignedTo: t.assignedTo,
    })),
    paymentSchedule,
  };
}
