/**
 * Test helpers for the freelancer directory and review API tests (not used by the app): freelancers with
 * an imported history, and a client's project with a freelancer on it.
 */

import { importReviewHistory } from "../src/server/db/freelancer-stats";
import { projectFreelancers } from "../src/server/db/schema";
import { createFreelancer, type FreelancerSeed } from "../src/server/db/seed/factories";
import type { Harness } from "./api-harness";

/** A brief the built-in analysis accepts. */
export const BRIEF = {
  title: "Bakery website",
  description: "A five page responsive website for our bakery with a menu, a gallery and a contact form.",
};

/**
 * A signed-in freelancer whose earlier work (`history`) is imported as reviews, so their figures are
 * derived like the seed's; `profile` overrides the title, rate, availability or skills.
 */
export async function freelancerWithHistory(
  h: Harness,
  history: { completedProjects: number; rating: number; successRate: number },
  profile: Partial<FreelancerSeed> = {},
) {
  const user = await h.userWithSession("freelancer");
  const freelancerId = await createFreelancer(h.database.db, user.id, {
    title: "Web developer",
    hourlyRate: 60_000,
    experienceYears: 4,
    skills: [{ name: "React", proficiency: "expert" }],
    ...history,
    ...profile,
  });
  await importReviewHistory(h.database.db, freelancerId, history);
  return { ...user, freelancerId };
}

/** A new project of the client of `cookie`, with the given freelancers linked to it. @returns its id. */
export async function projectWith(h: Harness, cookie: string, freelancerIds: string[]): Promise<string> {
  const response = await h.submitProject(cookie, BRIEF);
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  if (freelancerIds.length > 0) {
    await h.database.db
      .insert(projectFreelancers)
      .values(freelancerIds.map((freelancerId) => ({ projectId: id, freelancerId })));
  }
  return id;
}
