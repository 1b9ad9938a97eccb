import { eq } from "drizzle-orm";
import { analyzeBrief, type Brief } from "@/domain/analysis";
import { DEMO_PASSWORD } from "@/domain/demo";
import type { Db, Tx } from "../client";
import { profiles, projects, projectTasks, projectVersions } from "../schema";
import { createUser } from "./factories";

/**
 * A completed project to insert: its brief (analysed by the built-in estimator, which gives its category,
 * subcategory and tasks), the instant it was analysed and the instant it completed, and the factor of actual
 * to estimated hours its tasks were logged at.
 */
export interface PastProjectSeed {
  brief: Brief;
  analysedAt: Date;
  completedAt: Date;
  /** Actual ÷ estimated hours of its tasks; each task's actual hours are its estimate × this, to the half hour. */
  overrun: number;
}

const toHalfHour = (hours: number) => Math.max(0.5, Math.round(hours * 2) / 2);

/**
 * Inserts a COMPLETED project of `clientId` with version 1 holding the built-in analysis of its brief and the
 * analysis's tasks, all completed, with actual hours logged at `overrun` × their estimate (issue 20 item 7:
 * what calibration reads). Shared by the demo seed and tests (CONVENTIONS: factories shared).
 * @returns the project id.
 */
export async function insertCompletedProject(
  db: Db | Tx,
  clientId: string,
  seed: PastProjectSeed,
): Promise<string> {
  const analysis = analyzeBrief(seed.brief, { today: seed.analysedAt });
  const [project] = await db
    .insert(projects)
    .values({
      clientId,
      statusCode: "COMPLETED",
      status: "in_progress",
      createdAt: seed.analysedAt,
      updatedAt: seed.completedAt,
    })
    .returning({ id: projects.id });
  const [version] = await db
    .insert(projectVersions)
    .values({
      projectId: project.id,
      versionNumber: 1,
      createdBy: clientId,
      createdAt: seed.analysedAt,
      title: seed.brief.title,
      description: seed.brief.description,
      estimatedBudget: analysis.breakdown.reduce((sum, t) => sum + t.estimatedBudget, 0),
      requiredSkills: analysis.recommendedSkills,
      aiAnalysis: { ...analysis, engine: "built-in" },
      projectType: analysis.projectType,
    })
    .returning({ id: projectVersions.id });
  await db.insert(projectTasks).values(
    analysis.breakdown.map((task, position) => ({
      projectId: project.id,
      projectVersionId: version.id,
      title: task.title,
      description: task.description,
      status: "completed" as const,
      priority: task.priority,
      estimatedHours: task.estimatedHours,
      estimatedBudget: task.estimatedBudget,
      actualHours: toHalfHour(task.estimatedHours * seed.overrun),
      requiredSkills: task.requiredSkills,
      startDate: task.startDate,
      dueDate: task.dueDate,
      isMilestone: task.isMilestone,
      milestoneGroup: task.milestoneGroup,
      position,
      createdAt: seed.analysedAt,
    })),
  );
  return project.id;
}

/** The sample client whose completed projects the demo starts with. */
export const PAST_PROJECTS_CLIENT = { email: "sunita.rao@demo.kaarya.in", fullName: "Sunita Rao" };

const at = (day: string) => new Date(`${day}T06:30:00Z`);
const past = (title: string, description: string, completed: string, overrun: number): PastProjectSeed => {
  const completedAt = at(completed);
  return {
    brief: { title, description },
    analysedAt: new Date(completedAt.getTime() - 42 * 86_400_000),
    completedAt,
    overrun,
  };
};

/**
 * Completed projects with logged hours (issue 20 item 7: the calibration page is not empty on a fresh
 * start): seven websites that ran over (1.08–1.3×, so website estimates are calibrated), five logos a little
 * under, two blogs and one mobile app (too few to apply), completed between May and October 2026.
 */
export const PAST_PROJECTS: readonly PastProjectSeed[] = [
  past(
    "Website for a yoga studio in Pune",
    "A website with 6 pages: home, classes, teachers, schedule, pricing and contact, with a contact form.",
    "2026-05-14",
    1.12,
  ),
  past(
    "Website for our CA firm",
    "We need a website with 5 pages for our chartered accountancy firm: home, services, team, careers and contact.",
    "2026-06-09",
    1.3,
  ),
  past(
    "Restaurant website",
    "A responsive website for our restaurant in Kochi with 4 pages: home, menu, gallery and contact with Google Maps.",
    "2026-07-02",
    1.08,
  ),
  past(
    "Website for a coaching institute",
    "A website with 8 pages for our JEE coaching institute: home, courses, faculty, results, fees, gallery, blog and contact.",
    "2026-07-28",
    1.25,
  ),
  past(
    "Portfolio site for an architect",
    "A portfolio website with 5 pages showing our projects, studio, press, awards and contact.",
    "2026-08-19",
    1.15,
  ),
  past(
    "Website for a dental clinic",
    "A website for our dental clinic with 6 pages: home, treatments, doctors, testimonials, FAQ and contact.",
    "2026-09-22",
    1.2,
  ),
  past(
    "School website",
    "A website for our school in Jaipur with 10 pages: home, about, admissions, academics, facilities, events, gallery, staff, notices and contact.",
    "2026-10-15",
    1.18,
  ),
  past(
    "Logo for a tea brand",
    "A logo for our new Assam tea brand, modern and warm, for packets and the shop sign.",
    "2026-05-21",
    0.95,
  ),
  past(
    "Logo for a fintech startup",
    "A logo for our fintech startup: a clean mark and wordmark that works on an app icon.",
    "2026-06-30",
    0.9,
  ),
  past(
    "Logo for a bakery",
    "A logo for our home bakery in Bengaluru, playful and hand-drawn.",
    "2026-08-04",
    1,
  ),
  past(
    "Logo for a yoga studio",
    "A calm logo for our yoga studio, in two colour versions.",
    "2026-09-08",
    0.92,
  ),
  past(
    "Logo for a law firm",
    "A logo for our law firm, a serif wordmark that looks trustworthy.",
    "2026-10-27",
    0.96,
  ),
  past(
    "Blog articles on personal finance",
    "We need 8 blog articles of 1,200 words each on personal finance for young Indian professionals.",
    "2026-07-16",
    1.1,
  ),
  past(
    "Blog posts for a travel company",
    "10 blog posts of 1,000 words each about weekend trips from Mumbai.",
    "2026-09-30",
    1.05,
  ),
  past(
    "Food delivery mobile app",
    "A mobile app for Android and iOS for ordering from our cloud kitchen, with login, menu, cart and UPI payment.",
    "2026-10-06",
    1.35,
  ),
];

/**
 * Seeds the sample client and {@link PAST_PROJECTS} when the client does not exist yet, so a demo database
 * seeded before calibration gets them on its next start and none twice.
 * @returns true when it seeded them.
 */
export async function seedPastProjects(db: Db | Tx): Promise<boolean> {
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, PAST_PROJECTS_CLIENT.email));
  if (existing) return false;
  const clientId = await createUser(db, { ...PAST_PROJECTS_CLIENT, role: "client", password: DEMO_PASSWORD });
  for (const seed of PAST_PROJECTS) await insertCompletedProject(db, clientId, seed);
  return true;
}
