import { and, desc, eq, inArray } from "drizzle-orm";
import { freelancerVisibleVersion } from "@/domain/projects/versions";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectInterests, projects } from "../../db/schema";
import { freelancerIdOf } from "./freelancer-of";
import { loadProjectsWithVersions, toBrowseProject } from "./freelancer-projects";
import type { MyInterest } from "./interest-schemas";

/**
 * Open Interests (spec 3 §2, §7): the actor's interests with status interested, newest first, each
 * with the project as freelancers see it (the visible version; when staff have since disabled every
 * version, the current one, so the freelancer can still recognise and withdraw it). A freelancer
 * without a freelancers row has none.
 * @throws AppError forbidden (403) unless a freelancer.
 */
export async function listMyInterests({ deps, actor }: { deps: Deps; actor: Actor }): Promise<MyInterest[]> {
  requireAccess(actor, "interests.read_own");
  const freelancerId = await freelancerIdOf(deps.db, actor);
  if (!freelancerId) return [];
  const interests = await deps.db
    .select()
    .from(projectInterests)
    .where(and(eq(projectInterests.freelancerId, freelancerId), eq(projectInterests.status, "interested")))
    .orderBy(desc(projectInterests.createdAt));
  if (interests.length === 0) return [];
  const loaded = await loadProjectsWithVersions(
    deps.db,
    inArray(
      projects.id,
      interests.map((i) => i.projectId),
    ),
  );
  const byId = new Map(loaded.map((p) => [p.project.id, p]));
  return interests.flatMap((interest) => {
    const entry = byId.get(interest.projectId);
    if (!entry) return [];
    const version =
      freelancerVisibleVersion(entry.versions) ??
      entry.versions.find((v) => !v.isDraft && v.versionNumber === entry.project.currentVersion);
    if (!version) return [];
    const { interested: _, ...project } = toBrowseProject(entry.project, version, true);
    return [{ id: interest.id, notes: interest.notes, createdAt: interest.createdAt.toISOString(), project }];
  });
}
