import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOURLY_RATE_PAISE } from "@/domain/analysis";
import { DEMO_ACCOUNTS } from "@/domain/demo";
import { createTestDatabase } from "../../../../test/test-db";
import type { Database } from "../client";
import { freelancerReviews, freelancerSkills, freelancers, profiles, projectStatuses } from "../schema";
import { DEMO_FREELANCER, SAMPLE_FREELANCERS, seedDemo } from "./demo-seed";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("migrations", () => {
  it("fill project_statuses with the nine status codes and their phases", async () => {
    const rows = await database.db.select().from(projectStatuses).orderBy(projectStatuses.phase);
    expect(rows.map((r) => r.statusCode)).toHaveLength(9);
    expect(rows.find((r) => r.statusCode === "REQUESTED")?.phase).toBe(1);
    expect(rows.find((r) => r.statusCode === "ACCEPTED")?.phase).toBe(3);
    expect(rows.find((r) => r.statusCode === "CLOSED")?.phase).toBe(6);
  });
});

describe("demo seed (spec 1 §4, §9)", () => {
  it("creates the four demo accounts and the sample freelancers once, and is idempotent", async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db.select().from(profiles).where(eq(profiles.email, account.email));
      expect(row).toMatchObject({ role: account.role, profileCompleted: true });
    }
    const [{ n }] = await database.db.select({ n: count() }).from(freelancers);
    expect(n).toBe(SAMPLE_FREELANCERS.length + 1);
    const [{ skills }] = await database.db.select({ skills: count() }).from(freelancerSkills);
    expect(skills).toBeGreaterThan(20);
  });

  it("keeps the sample freelancers within spec 1 §9's ranges", () => {
    expect(SAMPLE_FREELANCERS).toHaveLength(6);
    for (const f of SAMPLE_FREELANCERS) {
      expect(f.rating).toBeGreaterThanOrEqual(4.7);
      expect(f.rating).toBeLessThanOrEqual(4.9);
      expect(f.experienceYears).toBeGreaterThanOrEqual(5);
      expect(f.experienceYears).toBeLessThanOrEqual(10);
      expect(f.successRate).toBeGreaterThanOrEqual(94);
      expect(f.successRate).toBeLessThanOrEqual(99);
    }
  });

  it("prices the seeded freelancers at 70-90% of the estimator's rate for their kind of work (decision 0026)", () => {
    const kinds = new Set<string>();
    for (const f of [...SAMPLE_FREELANCERS, DEMO_FREELANCER]) {
      const share = f.hourlyRate / HOURLY_RATE_PAISE[f.kind];
      expect(share, f.title).toBeGreaterThanOrEqual(0.7);
      expect(share, f.title).toBeLessThanOrEqual(0.9);
      expect(f.hourlyRate % 100, "whole rupees").toBe(0);
      kinds.add(f.kind);
    }
    expect([...kinds].sort()).toEqual(Object.keys(HOURLY_RATE_PAISE).sort());
  });

  it("moves a rate seeded in rupees-as-paise to the new rate, and keeps a rate its freelancer changed", async () => {
    const [first, second] = SAMPLE_FREELANCERS;
    const rateOf = async (email: string) => {
      const [row] = await database.db
        .select({ id: freelancers.id, hourlyRate: freelancers.hourlyRate })
        .from(freelancers)
        .innerJoin(profiles, eq(profiles.id, freelancers.userId))
        .where(eq(profiles.email, email));
      return row;
    };
    const [old, own] = [await rateOf(first.email), await rateOf(second.email)];
    await database.db.update(freelancers).set({ hourlyRate: 8500 }).where(eq(freelancers.id, old.id));
    await database.db.update(freelancers).set({ hourlyRate: 95_000 }).where(eq(freelancers.id, own.id));
    expect(await seedDemo(database.db)).toBe(false);
    expect((await rateOf(first.email)).hourlyRate).toBe(first.hourlyRate);
    expect((await rateOf(second.email)).hourlyRate).toBe(95_000);
  });

  it("imports each seeded freelancer's history as reviews once and derives the figures from them", async () => {
    expect(await seedDemo(database.db)).toBe(false);
    const imported = await database.db
      .select({ n: count() })
      .from(freelancerReviews)
      .where(isNull(freelancerReviews.projectId));
    const expected = SAMPLE_FREELANCERS.reduce((n, f) => n + f.completedProjects, 0);
    for (const sample of SAMPLE_FREELANCERS) {
      const [row] = await database.db
        .select({
          rating: freelancers.rating,
          successRate: freelancers.successRate,
          completedProjects: freelancers.completedProjects,
        })
        .from(freelancers)
        .innerJoin(profiles, eq(profiles.id, freelancers.userId))
        .where(eq(profiles.email, sample.email));
      expect(row).toEqual({
        rating: sample.rating,
        successRate: sample.successRate,
        completedProjects: sample.completedProjects,
      });
    }
    // The demo freelancer's history is imported too; running the seed again added nothing.
    expect(imported[0].n).toBeGreaterThan(expected);
    expect(await seedDemo(database.db)).toBe(false);
    const [again] = await database.db.select({ n: count() }).from(freelancerReviews);
    expect(again.n).toBe(imported[0].n);
  });
});
