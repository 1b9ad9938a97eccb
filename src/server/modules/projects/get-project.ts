import { asc, desc, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { businessToday } from "@/domain/dates";
import { acceptanceLimitMessage } from "@/domain/plans/eligibility";
import { taskHours } from "@/domain/projects/duration";
import { buildPaymentSchedule } from "@/domain/projects/payment-schedule";
import { CANCELLED_STATUS, isAccepted, type StatusCode } from "@/domain/projects/statuses";
import { canViewVersionNumber, freelancerVisibleVersion } from "@/domain/projects/versions";
import { isStaff } from "@/domain/roles";
import { type Actor, projectFactColumns, projectStanding } from "../../access";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { jsonRows } from "../../db/json-rows";
import {
  profiles,
  projectDetailRevisions,
  projectPayments,
  projectStatuses,
  projects,
  projectTasks,
  projectVersions,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { clientEligibility } from "../plans/client-eligibility";
import type { ProjectDetail } from "./project-schemas";

/** The tasks of the version row in scope (`project_versions`), in plan order, as one JSON array. */
const tasksOfVersion = () =>
  jsonRows(projectTasks, sql`${projectTasks.projectVersionId} = ${projectVersions.id}`, [
    asc(projectTasks.position),
    asc(projectTasks.createdAt),
  ]);

/** A project's detail revision (decision 0022), 0 before its first change. */
const detailRevision = () =>
  sql<number>`coalesce((select r.revision from ${projectDetailRevisions} r
    where r.project_id = ${projects.id}), 0)`.mapWith(Number);

/**
 * The prepared statements of the detail (decisions 0018, 0022), made once per database. `head`, every
 * request: the project with its status and client, its detail revision and the facts the visibility rule
 * reads for the actor (`projectFactColumns`, src/server/access: the same SQL as every other route). `rows`, when the process has no rows of the project at that revision: the
 * current version with its tasks, the project's payments and every version's number and flags (what a
 * freelancer's visible version is chosen from), with the revision they were read at (same statement, same
 * snapshot). `version`: a version other than the current one, with its tasks.
 */
function prepareStatements(db: Db) {
  const head = db
    .select({
      project: projects,
      status: { statusName: projectStatuses.statusName, phase: projectStatuses.phase },
      client: { fullName: profiles.fullName, email: profiles.email },
      revision: detailRevision(),
      ...projectFactColumns(sql.placeholder("actorId")),
    })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(eq(projects.id, sql.placeholder("id")))
    .prepare("project_detail_head");
  const rows = db
    .select({
      revision: detailRevision(),
      currentVersionNumber: projects.currentVersion,
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
    })
    .from(projects)
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(eq(projects.id, sql.placeholder("id")))
    .prepare("project_detail_rows");
  const version = db
    .select({ version: projectVersions, tasks: tasksOfVersion() })
    .from(projectVersions)
    .where(eq(projectVersions.id, sql.placeholder("versionId")))
    .prepare("project_detail_version");
  return { head, rows, version };
}

type DetailRows = Awaited<ReturnType<ReturnType<typeof prepareStatements>["rows"]["execute"]>>[number];
/** The statements of a database, with the rows this process keeps of its projects (decision 0022). */
type Prepared = ReturnType<typeof prepareStatements> & { cache: LRUCache<string, DetailRows> };

/** Projects whose rows a process keeps (each some tens of KB: a version's analysis, its tasks). */
const KEPT_PROJECTS = 500;

/** Made only when thrown: an error's stack trace is not free, and most requests find their project. */
const notFound = () => new AppError("project_not_found", "Project not found");

const statements = new WeakMap<Db, Prepared>();

function statementsFor(db: Db) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = { ...prepareStatements(db), cache: new LRUCache({ max: KEPT_PROJECTS }) };
    statements.set(db, prepared);
  }
  return prepared;
}

/**
 * The versions, current version's tasks and payments of project `id` as of `revision` with version
 * `currentVersionNumber` current (decision 0022): this process's copy when it was read at that revision,
 * else read now and kept. Rows read now may be newer than `revision` (a commit in between); they are the
 * ones returned and kept, with the revision they were read at.
 * @throws AppError project_not_found when the project was deleted in between.
 */
async function currentRows(prepared: Prepared, id: string, revision: number, currentVersionNumber: number) {
  const kept = prepared.cache.get(id);
  if (kept && kept.revision === revision && kept.currentVersionNumber === currentVersionNumber) return kept;
  const [fresh] = await prepared.rows.execute({ id });
  if (!fresh) throw notFound();
  prepared.cache.set(id, fresh);
  return fresh;
}

/**
 * Loads a project's detail for `actor` (spec 2 §2 "Project detail"), applying spec 2 §6 with the rule every
 * route applies (`projectStanding`, src/server/access): clients see only their own projects and no
 * freelancer budget; freelancers see projects they are on or with an enabled version — the enabled version
 * they see, else the current one — with the freelancer budget and without client or estimated budgets, task
 * budgets or payment schedule; staff see everything.
 * `versionNumber` (spec 2 §4) picks a version: clients and staff any published number, staff also 0 (the
 * draft); a freelancer only the number of the version they see anyway. Omitted: the current version.
 * One database round trip when the version shown is the current one and this process holds its rows at the
 * project's detail revision, one more to read them otherwise, one more for another version (0018, 0022);
 * staff viewing a project not yet accepted also get the client's plan room (`clientPlan`, issue 19 item 2).
 * @returns the detail; its `version`, `tasks` and `paymentSchedule` are shared with other requests of the
 *   same view and day (decision 0022): read them, never change them.
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
  const [head] = await prepared.head.execute({ id, actorId: actor.id });
  if (!head) throw notFound();
  const { project } = head;
  const standing = projectStanding(actor, {
    clientId: project.clientId,
    linkedFreelancer: head.linkedFreelancer,
    assignedTask: head.assignedTask,
    enabledForFreelancers: head.enabledForFreelancers,
  });
  if (!standing) throw notFound();
  const rows = await currentRows(prepared, id, head.revision, project.currentVersion);

  const freelancer = actor.role === "freelancer";
  const current = rows.currentVersion;
  const chosen = freelancer
    ? (freelancerVisibleVersion(rows.versions) ?? (standing.onTeam ? (current ?? undefined) : undefined))
    : versionNumber === undefined || versionNumber === project.currentVersion
      ? (current ?? undefined)
      : canViewVersionNumber(actor.role, versionNumber)
        ? rows.versions.find((v) => v.versionNumber === versionNumber)
        : undefined;
  if (!chosen) throw notFound();
  if (versionNumber !== undefined && chosen.versionNumber !== versionNumber) throw notFound();
  const view: View = freelancer ? "freelancer" : isStaff(actor.role) ? "staff" : "client";
  const now = deps.now();
  let content: VersionContent;
  const kept = current && chosen.id === current.id;
  if (kept) {
    content = keptContent(rows, `${view} ${businessToday(now)}`, () =>
      versionContent(view, current, rows.tasks, rows.payments, now),
    );
  } else {
    const [other] = await prepared.version.execute({ versionId: chosen.id });
    if (!other) throw notFound();
    content = versionContent(view, other.version, other.tasks, rows.payments, now);
  }
  const detail: ProjectDetail = {
    id: project.id,
    statusCode: project.statusCode as StatusCode,
    status: project.status,
    statusName: head.status.statusName,
    phase: head.status.phase,
    currentVersion: project.currentVersion,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    ...(view === "staff" ? { client: head.client } : {}),
    ...(view === "staff" && !isAccepted(head.status.phase) && project.status !== CANCELLED_STATUS
      ? { clientPlan: await clientPlan(deps.db, project.clientId, now) }
      : {}),
    ...content,
  };
  if (kept) keptContentOf.set(detail, content);
  return detail;
}

/**
 * Whether the client's plan has room for another accepted project, for the staff status control of a
 * project not yet accepted (issue 19 item 2): the server refuses the acceptance otherwise.
 */
async function clientPlan(
  db: Db,
  clientId: string,
  now: Date,
): Promise<NonNullable<ProjectDetail["clientPlan"]>> {
  const eligibility = await clientEligibility(db, clientId, now);
  const { eligible, plan, used, limit } = eligibility;
  return { eligible, plan, used, limit, message: acceptanceLimitMessage(eligibility) };
}

/** The kept content a detail was made from (not set for another version's, which is made per request). */
const keptContentOf = new WeakMap<ProjectDetail, VersionContent>();
/** The JSON text of kept content, made on its first answer. */
const keptContentText = new WeakMap<VersionContent, string>();

/**
 * The JSON text of a detail from {@link getProject}, the same text as `JSON.stringify(detail)`: the kept
 * version, tasks and schedule (most of its 5–10 KB) are serialized once per view and day, only the
 * project's own fields on every request (decision 0022).
 */
export function projectDetailText(detail: ProjectDetail): string {
  const content = keptContentOf.get(detail);
  if (!content) return JSON.stringify(detail);
  let text = keptContentText.get(content);
  if (text === undefined) {
    text = JSON.stringify(content);
    keptContentText.set(content, text);
  }
  const { version, tasks, paymentSchedule, ...project } = detail;
  // `{…project}` and `{version,tasks,paymentSchedule}` joined: the keys in the order JSON.stringify(detail) has.
  return `${JSON.stringify(project).slice(0, -1)},${text.slice(1)}`;
}

/** Who the detail is shaped for (spec 2 §6): the project's client, a freelancer, or staff. */
type View = "client" | "freelancer" | "staff";
type VersionContent = Pick<ProjectDetail, "version" | "tasks" | "paymentSchedule">;

/**
 * The version, its tasks and the payment schedule as `view` sees them (spec 2 §6): freelancers get no
 * client or estimated budgets, task budgets, suggested budget or schedule; clients no freelancer budget
 * and no required skills. Budgets in paise, dates "YYYY-MM-DD"; the schedule's amount due depends on the
 * day of `now` in India.
 */
function versionContent(
  view: View,
  version: typeof projectVersions.$inferSelect,
  tasks: (typeof projectTasks.$inferSelect)[],
  payments: (typeof projectPayments.$inferSelect)[],
  now: Date,
): VersionContent {
  const freelancer = view === "freelancer";
  const client = view === "client";
  const analysis = version.aiAnalysis;
  return {
    version: {
      id: version.id,
      versionNumber: version.versionNumber,
      isDraft: version.isDraft,
      title: version.title,
      description: version.description,
      requirements: version.requirements,
      ...(freelancer ? {} : { estimatedBudget: version.estimatedBudget, budgetMax: version.budgetMax }),
      ...(client ? {} : { freelancerBudget: version.freelancerBudget }),
      deadline: version.deadline,
      // spec 2 §6: required skills are hidden from clients.
      ...(client ? {} : { requiredSkills: version.requiredSkills }),
      includeHosting: version.includeHosting,
      estimatedDuration: version.estimatedDuration,
      projectType: version.projectType,
      enabledForFreelancer: version.enabledForFreelancer,
      complexity: analysis?.complexity ?? null,
      summary: analysis?.summary ?? null,
      // The tasks' hours, not the analysis': an administrator's task edits move it (issue 17 §7).
      estimatedHours: taskHours(tasks),
      ...(freelancer ? {} : { suggestedBudget: analysis?.suggestedBudget ?? null }),
      risks: analysis?.risks ?? [],
      recommendations: analysis?.recommendations ?? [],
      engine: analysis?.engine ?? null,
      // How the estimate was made names the client's rates and range: not for freelancers (spec 2 §6).
      ...(freelancer ? {} : { estimate: estimateOf(analysis) }),
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
    paymentSchedule: freelancer ? null : buildPaymentSchedule({ tasks, payments, now }),
  };
}

/**
 * "How this estimate was made" of a version's analysis (issue 17 §5): its explanation, deliverables,
 * sentences not estimated and each analysed task's basis. Null for analyses made before these existed.
 */
function estimateOf(analysis: (typeof projectVersions.$inferSelect)["aiAnalysis"]): EstimateDetail | null {
  if (!analysis?.explanation && !analysis?.deliverables?.length && !analysis?.notEstimated?.length) {
    return null;
  }
  return {
    explanation: analysis.explanation ?? null,
    deliverables: analysis.deliverables ?? [],
    notEstimated: analysis.notEstimated ?? [],
    taskBases: analysis.breakdown.flatMap((t) => (t.basis ? [{ title: t.title, basis: t.basis }] : [])),
  };
}

type EstimateDetail = NonNullable<ProjectDetail["version"]["estimate"]>;

/** The current version's content shaped from kept rows, per view and day (decision 0022). */
const shapedContent = new WeakMap<DetailRows, Map<string, VersionContent>>();

function keptContent(rows: DetailRows, key: string, shape: () => VersionContent): VersionContent {
  let byKey = shapedContent.get(rows);
  if (!byKey) {
    byKey = new Map();
    shapedContent.set(rows, byKey);
  }
  let content = byKey.get(key);
  if (!content) {
    content = shape();
    byKey.set(key, content);
  }
  return content;
}
