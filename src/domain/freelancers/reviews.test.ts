import { describe, expect, it } from "vitest";
import { freelancerStats, importedHistory, isReviewable, reviewInputSchema } from "./reviews";

describe("freelancerStats (issue 7 item 6)", () => {
  it("is all zeros with no reviews and no completed projects", () => {
    expect(freelancerStats({ ratings: [], completedProjects: 0 })).toEqual({
      rating: 0,
      completedProjects: 0,
      successRate: 0,
    });
  });

  it("averages the stars to one decimal, rounding halves up", () => {
    expect(freelancerStats({ ratings: [5, 4], completedProjects: 2 }).rating).toBe(4.5);
    // 97 stars over 20 reviews is 4.85 exactly: 4.9, not 4.8 by binary noise.
    const ratings = [...Array(17).fill(5), 4, 4, 4];
    expect(ratings.reduce((a, b) => a + b)).toBe(97);
    expect(freelancerStats({ ratings, completedProjects: 20 }).rating).toBe(4.9);
    expect(freelancerStats({ ratings: [5, 5, 4], completedProjects: 3 }).rating).toBe(4.7);
  });

  it("counts a completed project as a success unless it was rated below 4 stars", () => {
    expect(freelancerStats({ ratings: [5, 4, 3], completedProjects: 3 }).successRate).toBe(67);
    expect(freelancerStats({ ratings: [1], completedProjects: 1 }).successRate).toBe(0);
    // Two completed projects, one not reviewed yet: the unreviewed one is not held against them.
    expect(freelancerStats({ ratings: [2], completedProjects: 2 }).successRate).toBe(50);
    expect(freelancerStats({ ratings: [], completedProjects: 4 })).toEqual({
      rating: 0,
      completedProjects: 4,
      successRate: 100,
    });
  });

  it("never goes below 0% when reviews outnumber completions (a project moved back from COMPLETED)", () => {
    expect(freelancerStats({ ratings: [2, 2], completedProjects: 1 }).successRate).toBe(0);
  });
});

describe("importedHistory", () => {
  it.each([
    { completedProjects: 42, rating: 4.9, successRate: 98 },
    { completedProjects: 25, rating: 4.8, successRate: 96 },
    { completedProjects: 33, rating: 4.7, successRate: 94 },
    { completedProjects: 67, rating: 4.9, successRate: 99 },
    { completedProjects: 64, rating: 4.8, successRate: 97 },
    { completedProjects: 40, rating: 4.7, successRate: 95 },
    { completedProjects: 17, rating: 4.7, successRate: 94 },
  ])("gives back $completedProjects projects at $rating and $successRate%", (summary) => {
    const ratings = importedHistory(summary);
    expect(ratings).toHaveLength(summary.completedProjects);
    expect(ratings.every((stars) => Number.isInteger(stars) && stars >= 1 && stars <= 5)).toBe(true);
    expect(freelancerStats({ ratings, completedProjects: ratings.length })).toEqual(summary);
  });

  it("comes as near as the count allows when a rate cannot be hit exactly", () => {
    const ratings = importedHistory({ completedProjects: 31, rating: 4.8, successRate: 96 });
    const stats = freelancerStats({ ratings, completedProjects: 31 });
    expect(stats.rating).toBe(4.8);
    expect(Math.abs(stats.successRate - 96)).toBeLessThanOrEqual(2);
  });

  it("is empty for a freelancer with no earlier work", () => {
    expect(importedHistory({ completedProjects: 0, rating: 0, successRate: 0 })).toEqual([]);
  });
});

describe("isReviewable", () => {
  it("allows COMPLETED and CLOSED projects that were not cancelled", () => {
    expect(isReviewable("COMPLETED", "in_progress")).toBe(true);
    expect(isReviewable("CLOSED", "accepted")).toBe(true);
    expect(isReviewable("COMPLETED", "cancelled")).toBe(false);
    expect(isReviewable("IN_PROGRESS", "in_progress")).toBe(false);
  });
});

describe("reviewInputSchema", () => {
  const base = { freelancerId: "6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f", comment: "Great work" };
  it("accepts whole stars 1 to 5 with a comment", () => {
    expect(reviewInputSchema.safeParse({ ...base, rating: 1 }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ ...base, rating: 5 }).success).toBe(true);
  });
  it.each([0, 6, 4.5])("refuses %s stars", (rating) => {
    expect(reviewInputSchema.safeParse({ ...base, rating }).success).toBe(false);
  });
  it("refuses a blank comment", () => {
    expect(reviewInputSchema.safeParse({ ...base, rating: 4, comment: "   " }).success).toBe(false);
  });
});
