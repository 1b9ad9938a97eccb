import type { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { MATCHES_SHOWN } from "@/domain/constants";
import { rankMatches } from "@/domain/matching/match-score";
import type { Db } from "../../db/client";
import { freelancerSkills, freelancers, profiles } from "../../db/schema";
import type { matchSchema } from "./project-schemas";

/**
 * Freelancers scored against `requiredSkills` with the domain's match score (spec 2 §5 "Freelancer
 * matching") and ranked best first, as `FreelancerMatch` rows.
 * @param options.availableOnly - only freelancers whose availability is "available" (task assignment,
 *   spec 1 §6); default every freelancer.
 * @param options.limit - how many to return; default the 6 matches staff see (spec 2 §9).
 */
export async function rankFreelancers(
  db: Db,
  requiredSkills: readonly string[],
  options: { availableOnly?: boolean; limit?: number } = {},
): Promise<z.infer<typeof matchSchema>[]> {
  const [rows, skills] = await Promise.all([
    db
      .select({ freelancer: freelancers, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
      .from(freelancers)
      .innerJoin(profiles, eq(profiles.id, freelancers.userId))
      .where(options.availableOnly ? eq(freelancers.availabilityStatus, "available") : undefined),
    db.select().from(freelancerSkills),
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
  return rankMatches(requiredSkills, candidates, options.limit ?? MATCHES_SHOWN).map((m) => ({
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
