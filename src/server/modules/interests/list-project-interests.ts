import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerSkills, freelancers, profiles, projectInterests, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { ProjectInterest } from "./interest-schemas";

/**
 * Interested freelancers of a project (spec 2 §2, spec 3 §6), for managers and administrators: active
 * interests newest first with the freelancer's name, title, rating, hourly rate (paise), skills, note
 * and date.
 * @throws AppError forbidden (403) for other roles; project_not_found (404) when the project is missing.
 */
export async function listProjectInterests({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<ProjectInterest[]> {
  requireAccess(actor, "interests.read_project");
  const [project] = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) throw new AppError("project_not_found", "Project not found");
  const rows = await deps.db
    .select({
      id: projectInterests.id,
      freelancerId: freelancers.id,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      title: freelancers.title,
      rating: freelancers.rating,
      hourlyRate: freelancers.hourlyRate,
      notes: projectInterests.notes,
      createdAt: projectInterests.createdAt,
    })
    .from(projectInterests)
    .innerJoin(freelancers, eq(freelancers.id, projectInterests.freelancerId))
    .innerJoin(profiles, eq(profiles.id, freelancers.userId))
    .where(and(eq(projectInterests.projectId, projectId), eq(projectInterests.status, "interested")))
    .orderBy(desc(projectInterests.createdAt));
  const skills =
    rows.length === 0
      ? []
      : await deps.db
          .select()
          .from(freelancerSkills)
          .where(
            inArray(
              freelancerSkills.freelancerId,
              rows.map((r) => r.freelancerId),
            ),
          );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    skills: skills.filter((s) => s.freelancerId === row.freelancerId).map((s) => s.skillName),
  }));
}
