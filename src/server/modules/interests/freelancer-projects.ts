import { asc, desc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { projectStatuses, projects, projectVersions } from "../../db/schema";
import type { BrowseProject } from "./interest-schemas";

/** Only the version columns a freelancer card needs: never budgets other than the freelancer's (spec 2 §6). */
const versionColumns = {
  id: projectVersions.id,
  projectId: projectVersions.projectId,
  versionNumber: projectVersions.versionNumber,
  isDraft: projectVersions.isDraft,
  enabledForFreelancer: projectVersions.enabledForFreelancer,
  title: projectVersions.title,
  description: projectVersions.description,
  freelancerBudget: projectVersions.freelancerBudget,
  requiredSkills: projectVersions.requiredSkills,
  deadline: projectVersions.deadline,
  estimatedDuration: projectVersions.estimatedDuration,
};

const projectColumns = {
  id: projects.id,
  statusCode: projects.statusCode,
  currentVersion: projects.currentVersion,
  createdAt: projects.createdAt,
  statusName: projectStatuses.statusName,
  phase: projectStatuses.phase,
};

export interface SlimVersion {
  id: string;
  projectId: string;
  versionNumber: number;
  isDraft: boolean;
  enabledForFreelancer: boolean;
  title: string;
  description: string;
  freelancerBudget: number | null;
  requiredSkills: string[];
  deadline: string | null;
  estimatedDuration: number | null;
}

export interface ProjectWithVersions {
  project: {
    id: string;
    statusCode: string;
    currentVersion: number;
    createdAt: Date;
    statusName: string;
    phase: number;
  };
  versions: SlimVersion[];
}

/**
 * Projects with the version rows matching `where` (a condition over projects, project_statuses and
 * project_versions), newest project first. The visibility rule itself is applied by the caller with
 * the domain functions, so it exists once (src/domain/projects/versions.ts).
 */
export async function loadProjectsWithVersions(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<ProjectWithVersions[]> {
  const rows = await db
    .select({ project: projectColumns, version: versionColumns })
    .from(projectVersions)
    .innerJoin(projects, eq(projects.id, projectVersions.projectId))
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id), asc(projectVersions.versionNumber));
  const byProject = new Map<string, ProjectWithVersions>();
  for (const row of rows) {
    const entry = byProject.get(row.project.id) ?? { project: row.project, versions: [] };
    entry.versions.push(row.version);
    byProject.set(row.project.id, entry);
  }
  return [...byProject.values()];
}

/** A freelancer card from a project and the version the freelancer sees. */
export function toBrowseProject(
  project: ProjectWithVersions["project"],
  version: SlimVersion,
  interested: boolean,
): BrowseProject {
  return {
    id: project.id,
    title: version.title,
    description: version.description,
    statusCode: project.statusCode,
    statusName: project.statusName,
    isDraft: version.isDraft,
    freelancerBudget: version.freelancerBudget,
    requiredSkills: version.requiredSkills,
    deadline: version.deadline,
    estimatedDuration: version.estimatedDuration,
    createdAt: project.createdAt.toISOString(),
    interested,
  };
}
