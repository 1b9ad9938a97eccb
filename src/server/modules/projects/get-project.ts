import { asc, desc, eq, sql } from "drizzle-orm";
import { buildPaymentSchedule } from "@/domain/projects/payment-schedule";
import type { StatusCode } from "@/domain/projects/statuses";
import { canViewVersionNumber, freelancerVisibleVersion } from "@/domain/projects/versions";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { jsonRows } from "../../db/json-rows";
import {
  profiles,
  projectPayments,
  projectStatuses,
  projects,
  projectTasks,
  projectVersions,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { ProjectDetail } from "./project-schemas";

/** The tasks of the version row in scope (`project_versions`), in plan order, as one JSON array. */
const tasksOfVersion = () =>
  jsonRows(projectTasks, sql`${projectTasks.projectVersionId} = ${projectVersions.id}`, [
    asc(projectTasks.position),
    asc(projectTasks.createdAt),
  ]);

/**
 * The two prepared statements of the detail (decision 0018), made once per database. `detail`: one round
 * trip for the project, its status, client, current version with that version's tasks, the project's
 * payments, every version's number and flags (what a freelancer's visible version is chosen from) and
 * whether a task is assigned to the actor. `version`: a version other than the current one, with its tasks.
 */
function prepareStatements(db: Db) {
  const detail = db
    .select({
      project: projects,
      status: { statusName: projectStatuses.statusName, phase: projectStatuses.phase },
      client: { fullName: profiles.fullName, email: profiles.email },
      currentVersion: projectVersions,
      tasks: tasksOfVersion(),
      payments: jsonRows(projectPayments, sql`${projectPayments.projectId} = ${projects.id}`, [
        desc(projectPayments.createdAt),
      ]),
      versions: sql<
        { id: string; versionNumber: number; isDraft: boolean; enabledForFreelancer: boolean }[]
      >`(
        select coalesce(json_agg(json_build_object('id', v.id, 'versionNumber', v.version_number,
          'isDraft', v.is_draft, 'enabledForFreelancer', v.enabled_for_freelancer)), '[]'::json)
        from ${projectVersions} v where v.project_id = ${projects.id})`,
      assignedToActor: sql<boolean>`exists (select 1 from ${projectTasks} t
        where t.project_id = ${projects.id} and t.assigned_to = ${sql.placeholder("actorId")})`,
    })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(eq(projects.id, sql.placeholder("id")))
    .prepare("project_detail");
  const version = db
    .select({ version: projectVersions, tasks: tasksOfVersion() })
    .from(projectVersions)
    .where(eq(projectVersions.id, sql.placeholder("versionId")))
    .prepare("project_detail_version");
  return { detail, version };
}

/** Made only when thrown: an error's stack trace is not free, and most requests find their project. */
const notFound = () => new AppError("project_not_found", "Project not found");

const statements = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statementsFor(db: Db) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statements.set(db, prepared);
  }
  return prepared;
}

/**
 * Loads a project's detail for `actor` (spec 2 §2 "Project detail"), applying spec 2 §6: clients see only
 * their own projects and no freelancer budget; freelancers see enabled projects only, with the freelancer
 * budget and without client or estimated budgets, task budgets or payment schedule; staff see everything.
 * `versionNumber` (spec 2 §4) picks a version: clients and staff any published number, staff also 0 (the
 * draft); a freelancer only the number of the version they see anyway. Omitted: the current version.
 * One database round trip when the version shown is the current one, two otherwise (decision 0018).
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
  const prepared = statementsFor(deps.db);
  const [row] = await prepared.detail.execute({ id, actorId: actor.id });
  if (!row) throw notFound();
  if (actor.role === "client" && row.project.clientId !== actor.id) throw notFound();

  const freelancer = actor.role === "freelancer";
  const current = row.currentVersion;
  const chosen = freelancer
    ? (freelancerVisibleVersion(row.versions) ?? (row.assignedToActor ? (current ?? undefined) : undefined))
    : versionNumber === undefined || versionNumber === row.project.currentVersion
      ? (current ?? undefined)
      : canViewVersionNumber(actor.role, versionNumber)
        ? row.versions.find((v) => v.versionNumber === versionNumber)
        : undefined;
  if (!chosen) throw notFound();
  if (versionNumber !== undefined && chosen.versionNumber !== versionNumber) throw notFound();
  const shown =
    chosen.id === current?.id
      ? { version: current, tasks: row.tasks }
      : (await prepared.version.execute({ versionId: chosen.id }))[0];
  if (!shown) throw notFound();
  const { version, tasks } = shown;
  const staff = isStaff(actor.role);
  const paymentSchedule = freelancer
    ? null
    : buildPaymentSchedule({ tasks, payments: row.payments, now: deps.now() });
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
