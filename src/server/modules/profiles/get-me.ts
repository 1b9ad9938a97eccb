import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { Me } from "./profile-schemas";

/** Maps a profile row to the in-app user; avatar is the profile image, else the avatar (spec 1 §3). */
export function toMe(row: typeof profiles.$inferSelect): Me {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    avatarUrl: row.profileImageUrl ?? row.avatarUrl ?? null,
    bio: row.bio,
    subscriptionType: row.subscriptionType,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    profileCompleted: row.profileCompleted,
    yearOfBirth: row.yearOfBirth,
    country: row.country,
    profession: row.profession,
    customProfession: row.customProfession,
    currency: row.currency,
    organization: row.organization,
    gstin: row.gstin,
    billingState: row.billingState,
  };
}

/** The signed-in user's profile. @throws AppError unauthenticated when the profile row is gone. */
export async function getMe({ db, actor }: { db: Db; actor: Actor }): Promise<Me> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, actor.id));
  if (!row) throw new AppError("unauthenticated", "Please sign in to continue.");
  return toMe(row);
}
