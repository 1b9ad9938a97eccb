import { and, count, desc, eq, exists, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { browsableVersion, matchesBrowseSearch } from "@/domain/projects/interests";
import { ACCEPTED_PHASE, isBrowsable, PROJECT_STATUSES } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { freelancers, projectInterests, projectStatuses, projects, projectVersions } from "../../db/schema";
import { KeptJson } from "../../lib/kept-json";
import { KeptPages, revisionsReader } from "../../lib/list-revisions";
import type { JsonText } from "../../lib/router";
import { containsPattern } from "../../lib/search-pattern";
import {
  loadProjectsWithVersions,
  type ProjectWithVersions,
  type SlimVersion,
  toBrowseProject,
} from "./freelancer-projects";

/**
 * Characters of browser pages a process keeps (decision 0035), and bytes ({@link KeptJson.size}) of the answers
 * kept per actor: some 100 pages of 50 full briefs each.
 */
const KEPT_PAGE_CHARS = 8_000_000;

/**
 * One page of the browser as every freelancer sees it: the listed projects' ids, each item's JSON text up to
 * its `interested` value (the actor's own, added per request), and the total.
 */
interface BrowsePage {
  ids: string[];
  itemHeads: string[];
  total: number;
}

/** The text an item's JSON ends with when the actor has no active interest; its head is what comes before. */
const NOT_INTERESTED_TAIL = "false}";

const kept = new WeakMap<
  Db,
  { revisions: () => Promise<number[]>; pages: KeptPages<BrowsePage>; texts: KeptPages<KeptJson> }
>();

/**
 * The browser's revisions reader (the project lists' and the interests': one statement on a server, none on
 * PGlite once known) and what this process keeps without a search, per database: the pages every freelancer
 * shares, by the project lists' revision, and each actor's answered text, by both.
 */
function keptFor(db: Db) {
  let entry = kept.get(db);
  if (!entry) {
    entry = {
      revisions: revisionsReader(db, ["projects", "interests"], "browse_list_revisions"),
      pages: new KeptPages<BrowsePage>(KEPT_PAGE_CHARS, (page) =>
        page.itemHeads.reduce((n, head) => n + head.length, 0),
      ),
      texts: new KeptPages<KeptJson>(KEPT_PAGE_CHARS, (text) => text.size),
    };
    kept.set(db, entry);
  }
  return entry;
}

/**
 * The freelancer project browser (spec 2 §2, §4; spec 3 §2 "Available Projects"): projects with phase
 * below 3 that have a version enabled for freelancers, each shown at its visible version (draft
 * preferred, else the highest), newest first, filtered by `search` on title or description and cut to
 * one page. Each item says whether the actor (a freelancer) has an active interest. Without a search, the
 * page is kept for every freelancer while the project lists' revision stands, and each actor's answer
 * while the interests' revision stands too (decision 0035: a page depends on projects, versions and
 * statuses, the flags on the actor's interests, and every commit of those raises one of the two).
 * @returns the JSON text of a `BrowseList` (`{ items, total, page, pageSize }`), as `JSON.stringify` writes it:
 * a string with a search, else a {@link KeptJson} (bytes and gzip made once, kept with the actor's answer).
 * @throws AppError forbidden (403) for clients.
 */
export async function listBrowseProjects({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: { search?: string; page: number; pageSize: number };
}): Promise<JsonText> {
  requireAccess(actor, "projects.browse");
  const search = query.search?.trim();
  if (search) return browseText(deps.db, actor, query, await readBrowsePage(deps, query, search));
  const { revisions, pages, texts } = keptFor(deps.db);
  const key = `${query.page}:${query.pageSize}`;
  const textKey = `${actor.role === "freelancer" ? actor.id : "staff"}:${key}`;
  const [projectsRevision, interestsRevision] = await revisions();
  // Both revisions only grow, so their sum moves whenever either does.
  const both = projectsRevision + interestsRevision;
  const keptText = texts.get(textKey, both);
  if (keptText !== undefined) return keptText;
  let page = pages.get(key, projectsRevision);
  if (!page) {
    page = await readBrowsePage(deps, query, undefined);
    pages.set(key, projectsRevision, page);
  }
  const text = new KeptJson(await browseText(deps.db, actor, query, page));
  texts.set(textKey, both, text);
  return text;
}

/** The answer's JSON text: `page`'s items, each with the actor's own `interested` flag (one statement). */
async function browseText(
  db: Db,
  actor: Actor,
  query: { page: number; pageSize: number },
  page: BrowsePage,
): Promise<string> {
  const interested = actor.role === "freelancer" ? await interestsAmong(db, actor, page.ids) : new Set();
  const items = page.itemHeads.map((head, i) => `${head}${interested.has(page.ids[i])}}`);
  return `{"items":[${items.join(",")}],"total":${page.total},"page":${query.page},"pageSize":${query.pageSize}}`;
}

/** Of `projectIds`, those the actor (a freelancer) has an active interest in: one statement. */
async function interestsAmong(db: Db, actor: Actor, projectIds: string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: projectInterests.projectId })
    .from(projectInterests)
    .innerJoin(freelancers, eq(freelancers.id, projectInterests.freelancerId))
    .where(
      and(
        eq(freelancers.userId, actor.id),
        eq(projectInterests.status, "interested"),
        inArray(projectInterests.projectId, projectIds),
      ),
    );
  return new Set(rows.map((r) => r.projectId));
}

/** Reads one page of the browser (see {@link listBrowseProjects}) for any freelancer. */
async function readBrowsePage(
  deps: Deps,
  query: { page: number; pageSize: number },
  search: string | undefined,
): Promise<BrowsePage> {
  const start = (query.page - 1) * query.pageSize;
  // Only enabled versions of unaccepted projects can be visible; the domain rule picks among them.
  const enabledOfUnaccepted = and(
    eq(projectVersions.enabledForFreelancer, true),
    lt(projectStatuses.phase, ACCEPTED_PHASE),
  );
  let pageRows: { project: ProjectWithVersions["project"]; version: SlimVersion }[];
  let total: number;
  if (!search) {
    // Every unaccepted project with an enabled version is listed, so the page and the total are cut in
    // SQL (issue 8 item 5: index on status_code, created_at) and only the page's versions are loaded.
    const listed = and(
      inArray(projects.statusCode, BROWSABLE_STATUS_CODES),
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(projectVersions)
          .where(
            and(eq(projectVersions.projectId, projects.id), eq(projectVersions.enabledForFreelancer, true)),
          ),
      ),
    );
    const [ids, [{ count: listedCount }]] = await Promise.all([
      deps.db
        .select({ id: projects.id })
        .from(projects)
        .where(listed)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(query.pageSize)
        .offset(start),
      deps.db.select({ count: count() }).from(projects).where(listed),
    ]);
    const candidates = ids.length
      ? await loadProjectsWithVersions(
          deps.db,
          and(
            enabledOfUnaccepted,
            inArray(
              projects.id,
              ids.map((r) => r.id),
            ),
          ),
        )
      : [];
    pageRows = visibleOf(candidates, undefined);
    total = listedCount;
  } else {
    // A search can only match projects with some enabled version containing the text; among those the
    // domain rule decides on the version actually shown.
    const pattern = containsPattern(search);
    const candidates = await loadProjectsWithVersions(
      deps.db,
      and(
        enabledOfUnaccepted,
        inArray(
          projects.id,
          deps.db
            .selectDistinct({ id: projectVersions.projectId })
            .from(projectVersions)
            .where(
              and(
                eq(projectVersions.enabledForFreelancer, true),
                or(ilike(projectVersions.title, pattern), ilike(projectVersions.description, pattern)),
              ),
            ),
        ),
      ),
    );
    const visible = visibleOf(candidates, search);
    pageRows = visible.slice(start, start + query.pageSize);
    total = visible.length;
  }

  return {
    ids: pageRows.map(({ project }) => project.id),
    itemHeads: pageRows.map(({ project, version }) =>
      JSON.stringify(toBrowseProject(project, version, false)).slice(0, -NOT_INTERESTED_TAIL.length),
    ),
    total,
  };
}

/** Status codes whose projects the browser may list (phase below 3, `isBrowsable`). */
const BROWSABLE_STATUS_CODES = PROJECT_STATUSES.filter((s) => isBrowsable(s.phase)).map((s) => s.code);

/** Each candidate at the version freelancers see, when it has one matching `search`. */
function visibleOf(candidates: ProjectWithVersions[], search: string | undefined) {
  return candidates.flatMap(({ project, versions }) => {
    const version = browsableVersion(project.phase, versions);
    return version && matchesBrowseSearch(version, search) ? [{ project, version }] : [];
  });
}
