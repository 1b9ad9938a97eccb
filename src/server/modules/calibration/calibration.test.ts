import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/test-db";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import type { Database } from "../../db/client";
import { projects, projectTasks } from "../../db/schema";
import { createUser } from "../../db/seed/factories";
import { insertCompletedProject, PAST_PROJECTS, seedPastProjects } from "../../db/seed/past-projects";
import { builtInAnalysis } from "../../integrations/ai/analysis-provider";
import { analyzeProject } from "../analysis";
import { completedProjectHours, getCalibration } from "./read-calibration";

const today = new Date("2026-11-23T05:30:00Z");
const brief = {
  title: "Website for our physiotherapy clinic",
  description:
    "We need a website for our physiotherapy clinic in Chennai with 6 pages: home, treatments, therapists, " +
    "testimonials, FAQ and contact, with a contact form. It must work well on phones.",
};
const client: Actor = { id: "u1", email: "client@example.com", role: "client", profileCompleted: true };
const manager: Actor = { ...client, role: "manager" };

let database: Database;
let clientId: string;
let deps: Deps;
beforeAll(async () => {
  database = await createTestDatabase();
  clientId = await createUser(database.db, {
    email: "past@example.com",
    fullName: "Past Client",
    role: "client",
    password: "Test@Password2025",
  });
  deps = { db: database.db, analysis: builtInAnalysis, now: () => today, secret: "s" } as unknown as Deps;
});
afterAll(() => database.close());

const overranSite = (n: number) => ({
  brief: {
    title: `Website number ${n} for a clinic`,
    description:
      "A website with 6 pages: home, services, team, testimonials, FAQ and contact, with a contact form.",
  },
  analysedAt: new Date("2026-06-01T06:30:00Z"),
  completedAt: new Date(`2026-0${6 + (n % 3)}-20T06:30:00Z`),
  overrun: 1.25,
});

describe("calibration of the built-in estimate from completed projects (issue 20 item 7)", () => {
  it("changes an estimate, and says why, once five completed projects of its kind overran", async () => {
    const plain = (await analyzeProject({ deps, actor: client, brief })).analysis;
    for (let n = 1; n <= 4; n++) await insertCompletedProject(database.db, clientId, overranSite(n));
    const afterFour = (await analyzeProject({ deps, actor: client, brief })).analysis;
    expect(afterFour).toEqual(plain);

    await insertCompletedProject(database.db, clientId, overranSite(5));
    const afterFive = (await analyzeProject({ deps, actor: client, brief })).analysis;
    expect(afterFive.subcategory).toBe("website");
    expect(afterFive.estimatedHours).toBeGreaterThan(plain.estimatedHours);
    expect(afterFive.suggestedBudget.min).toBeGreaterThan(plain.suggestedBudget.min);
    expect(afterFive.explanation?.assumptions.join("\n")).toMatch(
      /^Website projects ran 1\.2\d× their estimates over 5 completed projects, so the production hours of website work are multiplied by 1\.2\d\.$/m,
    );
    expect(afterFive.breakdown.some((t) => t.basis?.includes("from 5 completed website projects"))).toBe(
      true,
    );
  });

  it("reads only completed projects, and only the tasks with actual hours", async () => {
    const before = await completedProjectHours(database.db);
    const id = await insertCompletedProject(database.db, clientId, overranSite(6));
    const rows = await database.db.select().from(projectTasks).where(eq(projectTasks.projectId, id));
    const [unlogged, ...logged] = rows;
    await database.db.update(projectTasks).set({ actualHours: null }).where(eq(projectTasks.id, unlogged.id));
    const after = await completedProjectHours(database.db);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((r) => !before.some((b) => JSON.stringify(b) === JSON.stringify(r)));
    expect(added).toMatchObject({
      projectType: "it_services",
      subcategory: "website",
      completedOn: "2026-06-20",
      estimatedHours: logged.reduce((s, t) => s + t.estimatedHours, 0),
      actualHours: logged.reduce((s, t) => s + (t.actualHours ?? 0), 0),
    });
    await database.db.update(projects).set({ statusCode: "IN_PROGRESS" }).where(eq(projects.id, id));
    expect(await completedProjectHours(database.db)).toHaveLength(before.length);
  });
});

describe("getCalibration", () => {
  it("gives staff the seeded demo's ratios with their project counts, and each month's", async () => {
    expect(await seedPastProjects(database.db)).toBe(true);
    expect(await seedPastProjects(database.db)).toBe(false);
    const calibration = await getCalibration({ deps, actor: manager });
    expect(calibration).toMatchObject({ minProjects: 5, bounds: { min: 0.5, max: 2 } });
    const website = calibration.ratios.find((r) => r.subcategory === "website");
    // Five from the test above plus the seed's seven websites.
    expect(website).toMatchObject({
      projectType: "it_services",
      label: "website",
      projects: 12,
      applied: true,
    });
    const logo = calibration.ratios.find((r) => r.subcategory === "logo");
    expect(logo?.projects).toBe(PAST_PROJECTS.filter((p) => p.brief.title.startsWith("Logo")).length);
    expect(logo?.ratio).toBeLessThan(1);
    expect(calibration.ratios.find((r) => r.subcategory === "mobile_app")).toMatchObject({ applied: false });
    expect(calibration.history.map((m) => m.month)).toEqual([
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
    ]);
    expect(calibration.history[0].ratios.map((r) => [r.subcategory, r.projects])).toEqual([
      ["website", 1],
      ["logo", 1],
    ]);
  });

  it("refuses clients and freelancers", async () => {
    for (const role of ["client", "freelancer"] as const) {
      await expect(getCalibration({ deps, actor: { ...client, role } })).rejects.toMatchObject({
        code: "forbidden",
      });
    }
  });
});
