import { and, count, desc, eq, exists, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { browsableVersion, matchesBrowseSearch } from "@/domain/projects/interests";
import { ACCEPTED_PHASE, isBrowsable, PROJECT_STATUSES } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectInterests, projectStatuses, projects, projectVersions } from "../../db/schema";
import { containsPattern } from "../../lib/search-pattern";
import { freelancerIdOf } from "./freelancer-of";
import {
  loadProjectsWithVersions,
  type ProjectWithVersions,
  type SlimVersion,
  toBrowseProject,
} from "./freelancer-projects";
import type { BrowseProject } from "./interest-schemas";

/**
 * The freelancer project browser (spec 2 §2, §4; spec 3 §2 "Available Projects"): projects with phase
 * below 3 that have a version enabled for freelancers, each shown at its visible version (draft
 * preferred, else the highest), newest first, filtered by `search` on title or description and cut to
 * one page. Each item says whether the actor (a freelancer) has an active interest.
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
}): Promise<{ items: BrowseProject[]; total: number; page: number; pageSize: number }> {
  requireAccess(actor, "projects.browse");
  const search = query.search?.trim();
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

  const freelancerId = actor.role === "freelancer" ? await freelancerIdOf(deps.db, actor) : null;
  const interested = new Set<string>();
  if (freelancerId && pageRows.length > 0) {
    const rows = await deps.db
      .select({ projectId: projectInterests.projectId })
      .from(projectInterests)
      .where(
        and(
          eq(projectInterests.freelancerId, freelancerId),
          eq(projectInterests.status, "interested"),
          inArray(
            projectInterests.projectId,
            pageRows.map((r) => r.project.id),
          ),
        ),
      );
    for (const row of rows) interested.add(row.projectId);
  }
  return {
    items: pageRows.map(({ project, version }) =>
      toBrowseProject(project, version, interested.has(project.id)),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
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
