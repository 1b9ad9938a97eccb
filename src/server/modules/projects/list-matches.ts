import type { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { matchSchema } from "./project-schemas";
import { rankFreelancers } from "./rank-freelancers";

/**
 * The AI-matched freelancers of a project (spec 2 §2, §5): every freelancer scored against the current
 * version's required skills, top 6, for managers and administrators only.
 * @throws AppError forbidden for clients and freelancers; project_not_found when the project is missing.
 */
export async function listMatches({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<z.infer<typeof matchSchema>[]> {
  requireAccess(actor, "matching.read");
  const [version] = await deps.db
    .select({ requiredSkills: projectVersions.requiredSkills })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .where(eq(projects.id, projectId));
  if (!version) throw new AppError("project_not_found", "Project not found");
  return rankFreelancers(deps.db, version.requiredSkills);
}
