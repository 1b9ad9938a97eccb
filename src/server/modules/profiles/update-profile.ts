import { eq } from "drizzle-orm";
import type { ProfileValues } from "@/domain/profiles/profile";
import type { Actor } from "../../access/actor";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { toMe } from "./get-me";
import type { Me } from "./profile-schemas";

/**
 * Saves Complete Your Profile / Profile Settings (spec 1 §2, §5) and marks the profile completed
 * (spec 1 §4: false becomes true on the first successful set-up). Values arrive parsed by `profileSchema`; a
 * missing GSTIN or state (undefined) leaves the stored one as it is.
 */
export async function updateProfile({
  db,
  actor,
  values,
}: {
  db: Db;
  actor: Actor;
  values: ProfileValues;
}): Promise<Me> {
  const [row] = await db
    .update(profiles)
    .set({
      fullName: values.fullName,
      yearOfBirth: values.yearOfBirth,
      country: values.country,
      profession: values.profession,
      customProfession: values.customProfession,
      currency: values.currency,
      organization: values.organization,
      bio: values.bio,
      gstin: values.gstin,
      billingState: values.billingState,
      profileCompleted: true,
    })
    .where(eq(profiles.id, actor.id))
    .returning();
  return toMe(row);
}
