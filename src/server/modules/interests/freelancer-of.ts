import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import type { Db, Tx } from "../../db/client";
import { freelancers } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/** Message when a freelancer account has no `freelancers` row yet (no title, rate or skills). */
export const FREELANCER_PROFILE_MISSING = "Complete your freelancer profile first.";

/** The id of the actor's `freelancers` row, or `null` when they have none. */
export async function freelancerIdOf(db: Db | Tx, actor: Actor): Promise<string | null> {
  const [row] = await db
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(eq(freelancers.userId, actor.id));
  return row?.id ?? null;
}

/**
 * The id of the actor's `freelancers` row, which interests point at (spec 3 §3).
 * @throws AppError conflict (409) "Complete your freelancer profile first." when there is none.
 */
export async function requireFreelancerId(db: Db | Tx, actor: Actor): Promise<string> {
  const id = await freelancerIdOf(db, actor);
  if (!id) throw new AppError("conflict", FREELANCER_PROFILE_MISSING);
  return id;
}
