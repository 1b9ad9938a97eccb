import { eq } from "drizzle-orm";
import { versionsForViewer } from "@/domain/projects/versions";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { profiles, projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { VersionSummary } from "./version-schemas";

/**
 * The project's versions for the header dropdown (spec 2 §2, §4): published versions newest first with
 * their creator's name; the draft (version 0) on top for managers and administrators only.
 * @throws AppError forbidden for freelancers (they see one version only); project_not_found when
 *   missing or another client's project.
 */
export async function listVersions({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<VersionSummary[]> {
  requireAccess(actor, "versions.read");
  const [project] = await deps.db
    .select({ clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || (actor.role === "client" && project.clientId !== actor.id)) {
    throw new AppError("project_not_found", "Project not found");
  }
  const rows = await deps.db
    .select({
      id: projectVersions.id,
      versionNumber: projectVersions.versionNumber,
      isDraft: projectVersions.isDraft,
      enabledForFreelancer: projectVersions.enabledForFreelancer,
      createdAt: projectVersions.createdAt,
      createdByName: profiles.fullName,
      changeReason: projectVersions.changeReason,
    })
    .from(projectVersions)
    .leftJoin(profiles, eq(profiles.id, projectVersions.createdBy))
    .where(eq(projectVersions.projectId, projectId));
  return versionsForViewer(rows, actor.role).map(({ enabledForFreelancer: _e, ...v }) => ({
    ...v,
    createdAt: v.createdAt.toISOString(),
  }));
}
