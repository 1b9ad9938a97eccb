import { z } from "@hono/zod-openapi";
import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { AVAILABILITY_STATUSES, PROFICIENCIES } from "@/domain/freelancers/profile";
import type { Db, Tx } from "../../db/client";
import { freelancerSkills, freelancers, profiles } from "../../db/schema";

const skillSchema = z.object({ skillName: z.string(), proficiency: z.enum(PROFICIENCIES) });

/**
 * A directory card (spec 3 §2 "Freelancer directory"): name, title, availability, rating, hourly rate in
 * paise per hour, completed projects, success rate in whole percent, experience years and skills.
 */
export const freelancerCardSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    fullName: z.string(),
    title: z.string(),
    availabilityStatus: z.enum(AVAILABILITY_STATUSES),
    rating: z.number(),
    hourlyRate: z.number().int().openapi({ description: "paise per hour" }),
    completedProjects: z.number().int(),
    successRate: z.number().int().openapi({ description: "whole percent" }),
    experienceYears: z.number().int(),
    skills: z.array(skillSchema),
  })
  .openapi("FreelancerCard");
export type FreelancerCard = z.infer<typeof freelancerCardSchema>;

/** The card's columns plus the profile-only ones (bio, avatar, contact e-mail, portfolio). */
const columns = {
  id: freelancers.id,
  userId: freelancers.userId,
  fullName: profiles.fullName,
  title: freelancers.title,
  availabilityStatus: freelancers.availabilityStatus,
  rating: freelancers.rating,
  hourlyRate: freelancers.hourlyRate,
  completedProjects: freelancers.completedProjects,
  successRate: freelancers.successRate,
  experienceYears: freelancers.experienceYears,
  email: profiles.email,
  bio: profiles.bio,
  avatarUrl: sql<string | null>`coalesce(${profiles.profileImageUrl}, ${profiles.avatarUrl})`,
  portfolioUrl: freelancers.portfolioUrl,
};

/**
 * Freelancers with their profile, best rated first (spec 3 §7 "freelancers ... ordered by rating
 * descending"); ties by completed projects, then id, so pages never overlap.
 */
export function freelancerRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(freelancers)
    .innerJoin(profiles, eq(profiles.id, freelancers.userId))
    .where(where)
    .orderBy(desc(freelancers.rating), desc(freelancers.completedProjects), freelancers.id);
}

/** Adds each row's skills (strongest proficiency first, then by name) with one query. */
export async function withSkills<T extends { id: string }>(
  db: Db | Tx,
  rows: T[],
): Promise<(T & { skills: FreelancerCard["skills"] })[]> {
  const skills = rows.length
    ? await db
        .select()
        .from(freelancerSkills)
        .where(
          inArray(
            freelancerSkills.freelancerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(freelancerSkills.skillName)
    : [];
  const strength = (p: string) => PROFICIENCIES.indexOf(p as (typeof PROFICIENCIES)[number]);
  return rows.map((row) => ({
    ...row,
    skills: skills
      .filter((s) => s.freelancerId === row.id)
      .sort((a, b) => strength(a.proficiency) - strength(b.proficiency))
      .map(({ skillName, proficiency }) => ({ skillName, proficiency })),
  }));
}

/** A freelancer with profile fields and skills, as `freelancerRows` + `withSkills` give it. */
export type FreelancerRow = Awaited<ReturnType<typeof freelancerRows>>[number] & {
  skills: FreelancerCard["skills"];
};

/** Keeps only a card's fields of a full row. */
export function toCard({
  email: _email,
  bio: _bio,
  avatarUrl: _avatar,
  portfolioUrl: _portfolio,
  ...card
}: FreelancerRow): FreelancerCard {
  return card;
}
