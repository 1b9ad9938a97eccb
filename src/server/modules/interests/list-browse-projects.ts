import { and, eq, inArray, lt } from "drizzle-orm";
import { browsableVersion, matchesBrowseSearch } from "@/domain/projects/interests";
import { ACCEPTED_PHASE } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectInterests, projectStatuses, projectVersions } from "../../db/schema";
import { freelancerIdOf } from "./freelancer-of";
import { loadProjectsWithVersions, toBrowseProject } from "./freelancer-projects";
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
  // Only enabled versions of unaccepted projects can be visible; the domain rule picks among them.
  const candidates = await loadProjectsWithVersions(
    deps.db,
    and(eq(projectVersions.enabledForFreelancer, true), lt(projectStatuses.phase, ACCEPTED_PHASE)),
  );
  const visible = candidates.flatMap(({ project, versions }) => {
    const version = browsableVersion(project.phase, versions);
    return version && matchesBrowseSearch(version, query.search) ? [{ project, version }] : [];
  });
  const start = (query.page - 1) * query.pageSize;
  const pageRows = visible.slice(start, start + query.pageSize);

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
    total: visible.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
