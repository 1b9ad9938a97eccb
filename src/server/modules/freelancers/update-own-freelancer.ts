import { eq } from "drizzle-orm";
import type { FreelancerProfileInput } from "@/domain/freelancers/profile";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerSkills, freelancers } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { FREELANCER_NOT_FOUND, type FreelancerProfile, getFreelancerProfile } from "./get-freelancer-profile";

/**
 * A freelancer edits their own profile (issue 7 item 5): title, hourly rate (paise per hour),
 * availability, portfolio link and the skill list, which replaces the old one. Rating, completed projects
 * and success rate are not theirs to set (they follow from reviews). One transaction with an audit row
 * holding the values before and after.
 * @returns the updated profile.
 * @throws AppError forbidden (403) unless a freelancer; not_found (404) without a freelancer row.
 */
export async function updateOwnFreelancer({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: FreelancerProfileInput;
}): Promise<FreelancerProfile> {
  requireAccess(actor, "freelancers.edit_own");
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(freelancers)
      .where(eq(freelancers.userId, actor.id))
      .for("update");
    if (!before) throw new AppError("not_found", FREELANCER_NOT_FOUND);
    const oldSkills = await tx
      .select({ skillName: freelancerSkills.skillName, proficiency: freelancerSkills.proficiency })
      .from(freelancerSkills)
      .where(eq(freelancerSkills.freelancerId, before.id));
    const values = {
      title: input.title,
      hourlyRate: input.hourlyRate,
      availabilityStatus: input.availabilityStatus,
      portfolioUrl: input.portfolioUrl || null,
    };
    await tx.update(freelancers).set(values).where(eq(freelancers.id, before.id));
    await tx.delete(freelancerSkills).where(eq(freelancerSkills.freelancerId, before.id));
    if (input.skills.length > 0) {
      await tx
        .insert(freelancerSkills)
        .values(input.skills.map((skill) => ({ freelancerId: before.id, ...skill })));
    }
    await audit(tx, {
      actorId: actor.id,
      action: "freelancer.update_profile",
      entity: "freelancer",
      entityId: before.id,
      before: {
        title: before.title,
        hourlyRate: before.hourlyRate,
        availabilityStatus: before.availabilityStatus,
        portfolioUrl: before.portfolioUrl,
        skills: oldSkills,
      },
      after: { ...values, skills: input.skills },
    });
  });
  return getFreelancerProfile({ deps, actor });
}
