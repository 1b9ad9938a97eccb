import { hashPassword } from "better-auth/crypto";
import type { Db, Tx } from "../client";
import { accounts, freelancerSkills, freelancers, profiles } from "../schema";
import type { Proficiency } from "../schema/people";

/** A user to create with a password account; the profile is marked completed unless said otherwise. */
export interface UserSeed {
  email: string;
  fullName: string;
  role: (typeof profiles.$inferInsert)["role"];
  password: string;
  /**
   * better-auth's stored hash of `password`, when the caller has one: tests hash their one password once per
   * worker instead of per user (scrypt costs 0.1–0.2 s of CPU a call, 424 calls in the API suites; decision 0040).
   */
  passwordHash?: string;
  profileCompleted?: boolean;
}

/**
 * Creates a profile and its better-auth credential account (hashed with better-auth's own hasher, so the
 * password signs in normally). Shared by the demo seed and tests (CONVENTIONS: factories shared).
 * @returns the new profile id.
 */
export async function createUser(db: Db | Tx, user: UserSeed): Promise<string> {
  const completed = user.profileCompleted ?? true;
  const [row] = await db
    .insert(profiles)
    .values({
      email: user.email.toLowerCase(),
      fullName: user.fullName,
      role: user.role,
      emailVerified: true,
      profileCompleted: completed,
      ...(completed
        ? {
            yearOfBirth: 1990,
            country: "India",
            profession: "Software Developer" as const,
            currency: "INR" as const,
          }
        : {}),
    })
    .returning({ id: profiles.id });
  await db.insert(accounts).values({
    userId: row.id,
    accountId: row.id,
    providerId: "credential",
    password: user.passwordHash ?? (await hashPassword(user.password)),
  });
  return row.id;
}

/** A freelancer profile with skills; money in paise (hourly rate per hour). */
export interface FreelancerSeed {
  title: string;
  hourlyRate: number;
  experienceYears: number;
  rating: number;
  successRate: number;
  completedProjects: number;
  availabilityStatus?: "available" | "busy" | "unavailable";
  skills: { name: string; proficiency: Proficiency }[];
}

/** Creates the freelancer row for `userId` and its skills. @returns the freelancer id. */
export async function createFreelancer(db: Db | Tx, userId: string, seed: FreelancerSeed): Promise<string> {
  const [row] = await db
    .insert(freelancers)
    .values({
      userId,
      title: seed.title,
      hourlyRate: seed.hourlyRate,
      experienceYears: seed.experienceYears,
      rating: seed.rating,
      successRate: seed.successRate,
      completedProjects: seed.completedProjects,
      availabilityStatus: seed.availabilityStatus ?? "available",
    })
    .returning({ id: freelancers.id });
  await db
    .insert(freelancerSkills)
    .values(
      seed.skills.map((s) => ({ freelancerId: row.id, skillName: s.name, proficiency: s.proficiency })),
    );
  return row.id;
}
