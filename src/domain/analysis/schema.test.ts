import { describe, expect, it } from "vitest";
import { analysisSchema, analysisTaskSchema, briefSchema } from "./schema";

const task = {
  title: "Design",
  description: "Design the pages",
  estimatedHours: 7.5,
  estimatedBudget: 600_000,
  priority: "medium",
  startDate: "2025-06-02",
  dueDate: "2025-06-03",
  isMilestone: false,
  milestoneGroup: 1,
  dependencies: [0],
  requiredSkills: ["Figma"],
};

describe("analysisTaskSchema", () => {
  it("accepts a well-formed task", () => {
    expect(analysisTaskSchema.parse(task)).toEqual(task);
  });

  it.each([
    ["a float budget", { estimatedBudget: 100.5 }],
    ["a negative budget", { estimatedBudget: -100 }],
    ["negative hours", { estimatedHours: -1 }],
    ["an impossible date", { dueDate: "2025-02-30" }],
    ["a timestamp", { startDate: "2025-06-02T00:00:00Z" }],
    ["milestone group 5", { milestoneGroup: 5 }],
    ["an unknown priority", { priority: "critical" }],
    ["a fractional dependency", { dependencies: [0.5] }],
  ])("rejects %s", (_, change) => {
    expect(analysisTaskSchema.safeParse({ ...task, ...change }).success).toBe(false);
  });

  it("allows no milestone group", () => {
    expect(analysisTaskSchema.safeParse({ ...task, milestoneGroup: null }).success).toBe(true);
  });
});

describe("analysisSchema", () => {
  const analysis = {
    complexity: "low",
    projectType: "it_services",
    subcategory: "website",
    estimatedHours: 7.5,
    summary: "A site",
    recommendedSkills: ["Figma"],
    suggestedBudget: { min: 510_000, max: 750_000 },
    breakdown: [task],
    risks: [],
    recommendations: [],
  };

  it("accepts a well-formed analysis", () => {
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
  });

  it("rejects min above max and non-integer paise", () => {
    expect(analysisSchema.safeParse({ ...analysis, suggestedBudget: { min: 2, max: 1 } }).success).toBe(
      false,
    );
    expect(analysisSchema.safeParse({ ...analysis, suggestedBudget: { min: 1.5, max: 2 } }).success).toBe(
      false,
    );
    expect(analysisSchema.safeParse({ ...analysis, projectType: "video" }).success).toBe(false);
  });
});

describe("briefSchema", () => {
  it("accepts a minimal brief and optional fields", () => {
    expect(briefSchema.safeParse({ title: "Logo", description: "A logo" }).success).toBe(true);
    expect(
      briefSchema.safeParse({
        title: "Logo",
        description: "A logo",
        requirements: "",
        budgetMax: null,
        deadline: null,
      }).success,
    ).toBe(true);
  });

  it.each([
    ["an empty title", { title: "" }],
    ["a 201-character title", { title: "x".repeat(201) }],
    ["a 10 001-character description", { description: "x".repeat(10_001) }],
    ["20 001 characters of requirements", { requirements: "x".repeat(20_001) }],
    ["a budget in rupees with decimals", { budgetMax: 999.99 }],
    ["a negative budget", { budgetMax: -1 }],
    ["a deadline that is not a date", { deadline: "next week" }],
  ])("rejects %s", (_, change) => {
    expect(briefSchema.safeParse({ title: "Logo", description: "A logo", ...change }).success).toBe(false);
  });
});
