/**
 * The project detail's statements and revision cache (decisions 0018, 0022): the prepared SQL, made once per
 * database; the rows of each project this process keeps with the detail revision they were read at; and the
 * shown version shaped from those rows per view and day. Shaping itself is pure
 * (src/domain/projects/detail-view.ts); the JSON text is detail-text.ts's; the use case is get-project.ts.
 *
 * @module
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { ProjectActuals } from "@/domain/projects/actuals";
import type { ShownVersion } from "@/domain/projects/detail-view";
import { projectFactColumns } from "../../access";
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
  refunds,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";

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
 * request: the project with its status and client (name, e-mail, plan), its detail revision and the facts the
 * visibility rule reads for the actor (`projectFactColumns`, src/server/access: the same SQL as every other
 * route). `rows`, when the process has no rows of the project at that revision: the current version with its
 * tasks, the project's payments and every version's number and flags (what a freelancer's visible version is
 * chosen from), with the revision they were read at (same statement, same snapshot). `version`: a version
 * other than the current one, with its tasks.
 */
function prepareStatements(db: Db) {
  const head = db
    .select({
      project: projects,
      status: { statusName: projectStatuses.statusName, phase: projectStatuses.phase },
      client: { fullName: profiles.fullName, email: profiles.email },
      // The client's plan, for staff's plan room of a project not yet accepted (get-project.ts).
      clientPlan: {
        subscriptionType: profiles.subscriptionType,
        subscriptionExpiresAt: profiles.subscriptionExpiresAt,
      },
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
      // Processed refunds of the project's payments: the schedule's net paid (issue 20 item 4).
      refunded: sql<{ paymentId: string; amount: number }[]>`(
        select coalesce(json_agg(json_build_object('paymentId', r.project_payment_id, 'amount', r.amount)),
          '[]'::json)
        from ${refunds} r join ${projectPayments} pp on pp.id = r.project_payment_id
        where pp.project_id = ${sql.identifier("projects")}.id and r.status = 'processed')`,
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

/** A project's current version with its tasks, its payments and its versions' flags, at `revision`. */
export type DetailRows = Awaited<ReturnType<ReturnType<typeof prepareStatements>["rows"]["execute"]>>[number];
/** The statements of a database, with the rows this process keeps of its projects (decision 0022). */
export type DetailStatements = ReturnType<typeof prepareStatements> & {
  cache: LRUCache<string, DetailRows>;
};

/** Projects whose rows a process keeps (each some tens of KB: a version's analysis, its tasks). */
const KEPT_PROJECTS = 500;

/** Made only when thrown: an error's stack trace is not free, and most requests find their project. */
export const projectNotFound = () => new AppError("project_not_found", "Project not found");

const statements = new WeakMap<Db, DetailStatements>();

/** The detail's statements of `db` and its kept rows, prepared on first use. */
export function detailStatements(db: Db): DetailStatements {
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
export async function currentRows(
  prepared: DetailStatements,
  id: string,
  revision: number,
  currentVersionNumber: number,
): Promise<DetailRows> {
  const kept = prepared.cache.get(id);
  if (kept && kept.revision === revision && kept.currentVersionNumber === currentVersionNumber) return kept;
  const [fresh] = await prepared.rows.execute({ id });
  if (!fresh) throw projectNotFound();
  prepared.cache.set(id, fresh);
  return fresh;
}

/**
 * What a detail shares with the other requests of its view and day (decision 0022): the shown version and,
 * for staff and the client, the actuals (a freelancer's are their own tasks', made per request). Its keys
 * come last in the detail, in this order.
 */
export type KeptContent = ShownVersion & { actuals?: ProjectActuals };

/** The current version shaped from kept rows, per view and day (decision 0022). */
const shapedContent = new WeakMap<DetailRows, Map<string, KeptContent>>();

/**
 * The content made from kept `rows` for `key` (view and business day): made by `shape` on first use and
 * kept as long as the rows are, so requests of the same view and day share it (decision 0022).
 */
export function keptShownVersion(rows: DetailRows, key: string, shape: () => KeptContent): KeptContent {
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
