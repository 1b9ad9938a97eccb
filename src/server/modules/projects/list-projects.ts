import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ProjectListSort } from "@/domain/projects/schemas";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { loggedHoursByVersion } from "../../db/logged-hours";
import { profiles, projectStatuses, projects, projectVersions } from "../../db/schema";
import { KeptJson } from "../../lib/kept-json";
import { KeptPages, listRevisionQuery, revisionReader } from "../../lib/list-revisions";
import { listTotalQuery } from "../../lib/list-totals";
import type { JsonText } from "../../lib/router";
import { containsPattern } from "../../lib/search-pattern";

/**
 * Characters of a project's description a list row carries: My Projects' card shows three lines of it
 * (spec 2 §2), All Projects none. The whole brief (860 characters on average, several thousand at most)
 * was three fifths of a 50-row page (issue 18 item 7).
 */
export const LIST_DESCRIPTION_CHARS = 300;

/**
 * Bytes of pages a process keeps of the lists without a search (decision 0035), counted as {@link KeptJson.size}
 * when kept (the answer's UTF-8; a gzip made later adds about a sixth): some 180 pages of 50.
 */
const KEPT_PAGE_BYTES = 8_000_000;

/**
 * A list row as JSON, built by the database (issue 18 item 7): the keys and values `JSON.stringify` gave of
 * the row objects this list used to build in Node — dates as "YYYY-MM-DD", `createdAt` as
 * `Date.toISOString()` writes it, budgets in paise — with the staff-only keys (spec 2 §6) for staff only.
 */
function itemJson(staff: boolean, overrun?: SQL) {
  const v = projectVersions;
  return sql`json_build_object('id', ${projects.id}, 'title', ${v.title},
    'description', left(${v.description}, ${sql.raw(String(LIST_DESCRIPTION_CHARS))}),
    'statusCode', ${projects.statusCode}, 'statusName', ${projectStatuses.statusName},
    'status', ${projects.status}, 'phase', ${projectStatuses.phase},
    'createdAt', to_char(${projects.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'deadline', ${v.deadline}, 'estimatedDuration', ${v.estimatedDuration},
    'budgetMax', ${v.budgetMax}, 'estimatedBudget', ${v.estimatedBudget}${
      staff
        ? sql`, 'freelancerBudget', ${v.freelancerBudget}, 'clientName', ${profiles.fullName},
    'clientEmail', ${profiles.email}, 'requiredSkills', ${v.requiredSkills}`
        : sql``
    }${overrun ? sql`, 'overrunHours', round((${overrun})::numeric, 1)` : sql``})`;
}

/**
 * The JSON text of one page of the list, newest first — or, with `sort` "overrun" (issue 20 item 6), by
 * overrun hours largest first, projects without logged hours last, each item with its `overrunHours` — with
 * the number of projects the pager shows (`total`, decision 0019) as a scalar subquery: one statement, one
 * row, one text value, so Node neither parses nor maps nor serializes the rows (issue 18 item 7), and the
 * project lists' revision of the same snapshot (`revision`, decision 0035). Placeholders: `limit`, `offset`,
 * `page`, `pageSize`, and those of `where` and `total`.
 */
function pageQuery(
  db: Db,
  staff: boolean,
  where: SQL | undefined,
  total: SQL,
  sort: ProjectListSort = "newest",
) {
  const page = sort === "overrun" ? overrunPage(db, staff, where) : newestPage(db, staff, where);
  const newest = sql`${page.createdAt} desc, ${page.id} desc`;
  const order = sort === "overrun" ? sql`${sql.identifier("overrun")} desc nulls last, ${newest}` : newest;
  return db
    .select({
      text: sql<string>`json_build_object(
        'items', coalesce(json_agg(${page.item} order by ${order}), '[]'),
        'total', ${total}, 'page', ${sql.placeholder("page")}::int,
        'pageSize', ${sql.placeholder("pageSize")}::int)::text`,
      revision: sql<number>`(${listRevisionQuery(db, "projects")})`.mapWith(Number),
    })
    .from(page);
}

/** The rows of a page newest first: their item JSON, creation time and id. */
function newestPage(db: Db, staff: boolean, where: SQL | undefined) {
  return db
    .select({ item: itemJson(staff).as("item"), createdAt: projects.createdAt, id: projects.id })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
}

/**
 * The rows of a page by overrun (issue 20 item 6): one aggregate of the logged hours per version
 * ({@link loggedHoursByVersion}, as calibration reads them) joined to every project's current version ranks
 * the projects on narrow rows; only the page's rows are then joined to their status and made JSON, not every
 * project's. Most of its time is the aggregate: a scan of the logged tasks, all of them (there is no index on
 * `actual_hours`).
 */
function overrunPage(db: Db, staff: boolean, where: SQL | undefined) {
  const logged = loggedHoursByVersion(db);
  const overrun = sql<number | null>`${logged.actualHours} - ${logged.estimatedHours}`;
  const ranked = db
    .select({ rankedId: sql<string>`${projects.id}`.as("ranked_id"), overrun: overrun.as("overrun") })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .leftJoin(logged, eq(logged.versionId, projectVersions.id))
    .where(where)
    .orderBy(sql`${overrun} desc nulls last`, desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("ranked");
  return db
    .select({
      item: itemJson(staff, sql`${ranked.overrun}`).as("item"),
      overrun: sql<number | null>`${ranked.overrun}`.as("overrun"),
      createdAt: projects.createdAt,
      id: projects.id,
    })
    .from(ranked)
    .innerJoin(projects, eq(projects.id, ranked.rankedId))
    .innerJoin(projectVersions, currentVersionOfProject)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .as("page");
}

type Shape = "all" | "own" | "search";

/**
 * The pager's total (one row, `total`). Every project has its current version and its client, so without a
 * search staff see every project: the database's kept total, whatever the table's size; a client's own are
 * counted on their index (`projects_client_created_idx`); a search counts its matches over the three-table
 * join.
 */
function totalQuery(db: Db, where: SQL | undefined, shape: Shape) {
  if (shape === "all") return listTotalQuery(db, "projects");
  const counted = db.select({ total: count() }).from(projects);
  return shape === "own"
    ? counted.where(where)
    : counted
        .innerJoin(projectVersions, currentVersionOfProject)
        .innerJoin(profiles, eq(profiles.id, projects.clientId))
        .where(where);
}

/** {@link totalQuery} as a scalar subquery, for the page's statement. */
const totalColumn = (db: Db, where: SQL | undefined, shape: Shape) => sql`(${totalQuery(db, where, shape)})`;

/**
 * The lists without a search, prepared once per database (planned once, built once), the project lists'
 * revision, and the pages newest first this process keeps with the revision each was read at (decision 0035).
 */
function prepareStatements(db: Db) {
  const own = eq(projects.clientId, sql.placeholder("clientId"));
  return {
    revision: revisionReader(db, "projects", "project_list_revision"),
    pages: new KeptPages<KeptJson>(KEPT_PAGE_BYTES, (page) => page.size),
    all: pageQuery(db, true, undefined, totalColumn(db, undefined, "all")).prepare("project_list_all"),
    allByOverrun: pageQuery(db, true, undefined, totalColumn(db, undefined, "all"), "overrun").prepare(
      "project_list_all_overrun",
    ),
    own: pageQuery(db, false, own, totalColumn(db, own, "own")).prepare("project_list_own"),
  };
}

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
 * Lists projects newest first (spec 2 §2 My Projects and All Projects): a client gets their own, staff get
 * all with client name and e-mail and the estimated and freelancer budgets. `search` matches title,
 * description or (for staff) the client's name or e-mail. Clients get no required skills (spec 2 §6). Each
 * row shows its current version, with the first {@link LIST_DESCRIPTION_CHARS} characters of its
 * description. `sort` "overrun" (issue 20 item 6; All Projects offers it to staff) orders by actual minus
 * estimated hours of the tasks with hours logged on the current version — hours, not a ratio: an overrun
 * of 40 hours costs more than 2 hours on a 1-hour estimate — largest first, projects nobody has logged hours
 * on last, then newest first; its items carry `overrunHours` (one decimal, null without logged hours). One
 * statement per request, prepared when there is no search (issue 18 item 7). Newest first without a search,
 * a page this process made at the project lists' current revision is answered as it was, after a one-row
 * statement reads that revision (decision 0035): a page changes only when a project, a version, a status or
 * a client's name or e-mail does, and every such commit raises the revision.
 * @returns the JSON text of a `ProjectList` (`{ items, total, page, pageSize }`), made by the database: a
 * string when read for this request (a search, the overrun sort), a {@link KeptJson} (its bytes, and its gzip
 * once asked for, made once and kept with the page) newest first without a search.
 * @throws AppError forbidden for freelancers (they browse enabled projects instead).
 */
export async function listProjects({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: { search?: string; sort?: ProjectListSort; page: number; pageSize: number };
}): Promise<JsonText> {
  const staff = isStaff(actor.role);
  requireAccess(actor, staff ? "projects.list_all" : "projects.list_own");
  const values = {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    page: query.page,
    pageSize: query.pageSize,
  };
  const own = staff ? undefined : eq(projects.clientId, actor.id);
  let rows: { text: string; revision: number }[];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = [ilike(projectVersions.title, pattern), ilike(projectVersions.description, pattern)];
    if (staff) matches.push(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
    const where = and(own, or(...matches));
    rows = await pageQuery(deps.db, staff, where, totalColumn(deps.db, where, "search"), query.sort).execute(
      values,
    );
  } else if (query.sort === "overrun") {
    rows = staff
      ? await statementsFor(deps.db).allByOverrun.execute(values)
      : await pageQuery(deps.db, false, own, totalColumn(deps.db, own, "own"), "overrun").execute(values);
  } else {
    const prepared = statementsFor(deps.db);
    const key = `${staff ? "all" : `own:${actor.id}`}:${query.page}:${query.pageSize}`;
    const revision = await prepared.revision();
    const kept = prepared.pages.get(key, revision);
    if (kept !== undefined) return kept;
    rows = staff
      ? await prepared.all.execute(values)
      : await prepared.own.execute({ ...values, clientId: actor.id });
    const page = new KeptJson(rows[0].text);
    prepared.pages.set(key, rows[0].revision, page);
    return page;
  }
  return rows[0].text;
}
