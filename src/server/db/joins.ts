import { and, eq } from "drizzle-orm";
import { projects, projectVersions } from "./schema";

/** Join condition: a project with its current published version (`projects.current_version`, spec 2 §4). */
export const currentVersionOfProject = and(
  eq(projectVersions.projectId, projects.id),
  eq(projectVersions.versionNumber, projects.currentVersion),
);
