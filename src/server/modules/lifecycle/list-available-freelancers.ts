import { asc, eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancers, profiles } from "../../db/schema";

/** A freelancer that tasks can be assigned to: ids, name and title. */
export interface AssignableFreelancer {
  freelancerId: string;
  userId: string;
  fullName: string;
  title: string;
}

/**
 * Freelancers whose availability is "available", by name — the choices of the task Assign control
 * (spec 1 §6 "assigns tasks to available freelancers"). Staff only.
 * @throws AppError forbidden for clients and freelancers.
 */
export async function listAvailableFreelancers({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<AssignableFreelancer[]> {
  requireAccess(actor, "tasks.assign");
  return deps.db
    .select({
      freelancerId: freelancers.id,
      userId: freelancers.userId,
      fullName: profiles.fullName,
      title: freelancers.title,
    })
    .from(freelancers)
    .innerJoin(profiles, eq(profiles.id, freelancers.userId))
    .where(eq(freelancers.availabilityStatus, "available"))
    .orderBy(asc(profiles.fullName));
}
