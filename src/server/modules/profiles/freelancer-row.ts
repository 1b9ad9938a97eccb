import type { Tx } from "../../db/client";
import { freelancers } from "../../db/schema";

/**
 * The `freelancers` row of someone who has just become a freelancer (an approved application, or an
 * administrator's role change): title "Freelancer" and hourly rate 0 until they set their own. Nothing
 * happens when they already have one (a former freelancer keeps their history).
 * @returns the new row's id, or null when one existed.
 */
export async function createFreelancerRow(
  tx: Tx,
  values: { userId: string; experienceYears?: number; portfolioUrl?: string | null },
): Promise<string | null> {
  const [created] = await tx
    .insert(freelancers)
    .values({ title: "Freelancer", hourlyRate: 0, ...values })
    .onConflictDoNothing({ target: freelancers.userId })
    .returning({ id: freelancers.id });
  return created?.id ?? null;
}
