import { describe, expect, it } from "vitest";
import { fallbackComplexity, fallbackEstimate, fallbackHours } from "./fallback-estimate";
import { analysisSchema } from "./schema";

const today = new Date("2025-06-02T06:00:00Z"); // 11:30 IST on 2 June 2025

/** A website brief of exactly `words` words (title "Website build" is 2 of them). */
function briefOf(words: number, extra: { budgetMax?: number | null } = {}) {
  return {
    title: "Website build",
    description: Array(words - 2)
      .fill("lorem")
      .join(" "),
    ...extra,
  };
}

describe("fallback estimate (spec 2 §5)", () => {
  it("grades complexity by word count: under 100 low, under 300 medium, else high", () => {
    expect(fallbackComplexity(0)).toBe("low");
    expect(fallbackComplexity(99)).toBe("low");
    expect(fallbackComplexity(100)).toBe("medium");
    expect(fallbackComplexity(299)).toBe("medium");
    expect(fallbackComplexity(300)).toBe("high");
  });

  it("adds words ÷ 50 to base hours 20 / 60 / 120", () => {
    expect(fallbackHours(50)).toBe(21);
    expect(fallbackHours(99)).toBe(21.98);
    expect(fallbackHours(100)).toBe(62);
    expect(fallbackHours(299)).toBe(65.98);
    expect(fallbackHours(300)).toBe(126);
  });

  it("counts words over title, description and requirements", () => {
    const analysis = fallbackEstimate(
      { ...briefOf(40), requirements: Array(60).fill("ipsum").join(" ") },
      { today },
    );
    expect(analysis.complexity).toBe("medium");
    expect(analysis.estimatedHours).toBe(62);
  });

  it("uses the five-task breakdown with the spec's hours and budgets in paise", () => {
    const analysis = fallbackEstimate(briefOf(50), { today });
    expect(analysis.breakdown.map((t) => [t.title, t.estimatedHours, t.estimatedBudget])).toEqual([
      ["Planning", 8, 800_000],
      ["Design", 16, 1_600_000],
      ["Core development", 40, 4_000_000],
      ["Testing", 12, 1_200_000],
      ["Deployment", 8, 800_000],
    ]);
    expect(analysis.estimatedHours).toBe(21);
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
  });

  it("schedules each task after the previous one at 8 hours a day", () => {
    const analysis = fallbackEstimate(briefOf(50), { today });
    expect(analysis.breakdown.map((t) => [t.startDate, t.dueDate])).toEqual([
      ["2025-06-02", "2025-06-02"], // 8 h → 1 day
      ["2025-06-03", "2025-06-04"], // 16 h → 2 days
      ["2025-06-05", "2025-06-09"], // 40 h → 5 days
      ["2025-06-10", "2025-06-11"], // 12 h → 2 days
      ["2025-06-12", "2025-06-12"], // 8 h → 1 day
    ]);
    expect(analysis.breakdown.map((t) => t.dependencies)).toEqual([[], [0], [1], [2], [3]]);
  });

  it("raises a budget risk below 70 % of hours × ₹50, and not at or above it", () => {
    // 21 h × ₹50 = ₹1,050 = 105 000 paise; 70 % = 73 500 paise.
    expect(fallbackEstimate(briefOf(50, { budgetMax: 73_400 }), { today }).risks).toHaveLength(1);
    expect(fallbackEstimate(briefOf(50, { budgetMax: 73_500 }), { today }).risks).toEqual([]);
    expect(fallbackEstimate(briefOf(50, { budgetMax: null }), { today }).risks).toEqual([]);
    expect(fallbackEstimate(briefOf(50, { budgetMax: 0 }), { today }).risks).toEqual([]);
  });

  it("suggests a team above 100 hours", () => {
    expect(fallbackEstimate(briefOf(300), { today }).risks.join(" ")).toMatch(/team/);
    expect(fallbackEstimate(briefOf(299), { today }).risks).toEqual([]);
  });

  it("prices the range from the hours at the ₹1,000/h the breakdown implies, in whole rupees", () => {
    const { suggestedBudget } = fallbackEstimate(briefOf(99), { today });
    // 21.98 h × 100 000 paise = 2 198 000; 85 % = 1 868 300; 125 % = 2 747 500.
    expect(suggestedBudget).toEqual({ min: 1_868_300, max: 2_747_500 });
  });

  it("takes the project type from the classifier and refuses unsupported briefs", () => {
    expect(fallbackEstimate(briefOf(50), { today }).projectType).toBe("it_services");
    const refused = fallbackEstimate(
      { title: "Data entry from PDF invoices", description: "Type invoices into Excel." },
      { today },
    );
    expect(refused.projectType).toBe("unsupported");
    expect(refused.breakdown).toEqual([]);
  });
});
