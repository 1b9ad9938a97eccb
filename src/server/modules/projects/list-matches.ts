import type { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { rankMatches } from "@/domain/matching/match-score";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { freelancerSkills, freelancers, profiles, projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { matchSchema } from "./project-schemas";

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

  const [rows, skills] = await Promise.all([
    deps.db
      .select({ freelancer: freelancers, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
      .from(freelancers)
      .innerJoin(profiles, eq(profiles.id, freelancers.userId)),
    deps.db.select().from(freelancerSkills),
  ]);
  const skillsOf = new Map<string, string[]>();
  for (const s of skills)
    skillsOf.set(s.freelancerId, [...(skillsOf.get(s.freelancerId) ?? []), s.skillName]);
  const candidates = rows.map((r) => ({
    ...r,
    id: r.freelancer.id,
    skills: skillsOf.get(r.freelancer.id) ?? [],
    rating: r.freelancer.rating,
    experienceYears: r.freelancer.experienceYears,
    successRate: r.freelancer.successRate,
  }));
  return rankMatches(version.requiredSkills, candidates).map((m) => ({
    freelancerId: m.freelancer.id,
    userId: m.freelancer.freelancer.userId,
    fullName: m.freelancer.fullName,
    avatarUrl: m.freelancer.avatarUrl,
    title: m.freelancer.freelancer.title,
    rating: m.freelancer.rating,
    hourlyRate: m.freelancer.freelancer.hourlyRate,
    completedProjects: m.freelancer.freelancer.completedProjects,
    successRate: m.freelancer.successRate,
    experienceYears: m.freelancer.experienceYears,
    availabilityStatus: m.freelancer.freelancer.availabilityStatus,
    matchScore: m.score,
    matchReasoning: m.reasoning,
    labels: m.labels,
    skills: m.freelancer.skills,
  }));
}
