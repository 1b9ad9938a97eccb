/**
 * Runs the built-in estimator over real, published project briefs (test/fixtures/briefs) and
 * checks that it classifies them well and prices every supported one sensibly.
 */
import { describe, expect, it } from "vitest";
import briefs from "../../../test/fixtures/briefs/briefs.json";
import { analyzeBrief } from "./analyze-brief";
import { classifyBrief } from "./classify";
import { analysisSchema, type ProjectType } from "./schema";

interface RealBrief {
  id: string;
  source: string;
  title: string;
  description: string;
  expectedType: ProjectType;
  expectedSubcategory?: string;
}

/**
 * Measured on the 48 fixture briefs: 47 correct (0.98; 46 before the classifier learned to read
 * modifiers and title heads). The threshold leaves room for one or two more misses when the
 * lexicon changes, not for a regression of several.
 */
const MIN_ACCURACY = 0.93;
/**
 * The analysis' type is the category carrying most planned hours (issue 17): on these briefs it agrees
 * with the expected type on 42 of 48 (0.875; the misses are design briefs that name the site or app
 * being designed, and two writing briefs about APIs). The floor guards against a slide, not one miss.
 */
const MIN_PLAN_ACCURACY = 0.85;
const today = new Date("2025-06-02T06:00:00Z");
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;

describe("real briefs", () => {
  const fixture = briefs as RealBrief[];
  const results = fixture.map((brief) => ({ brief, analysis: analyzeBrief(brief, { today }) }));

  it("has at least 32 briefs, about 8 of them out of scope", () => {
    expect(fixture.length).toBeGreaterThanOrEqual(32);
    expect(fixture.filter((b) => b.expectedType === "unsupported").length).toBeGreaterThanOrEqual(8);
  });

  it(`classifies at least ${MIN_ACCURACY * 100} % correctly and plans the expected type for ${MIN_PLAN_ACCURACY * 100} %`, () => {
    const correct = results.filter(({ brief }) => classifyBrief(brief).projectType === brief.expectedType);
    const planned = results.filter(({ brief, analysis }) => analysis.projectType === brief.expectedType);
    const withSub = results.filter(({ brief }) => brief.expectedSubcategory);
    const subCorrect = withSub.filter(
      ({ brief, analysis }) => analysis.subcategory === brief.expectedSubcategory,
    );
    console.log(
      `accuracy: type ${correct.length}/${fixture.length} (${(correct.length / fixture.length).toFixed(2)}), ` +
        `subcategory ${subCorrect.length}/${withSub.length}`,
    );
    console.table(
      results.map(({ brief, analysis }) => ({
        id: brief.id,
        expected: `${brief.expectedType}/${brief.expectedSubcategory ?? ""}`,
        got: `${analysis.projectType}/${analysis.subcategory}`,
        ok: analysis.projectType === brief.expectedType ? "✓" : "✗",
        complexity: analysis.complexity,
        hours: analysis.estimatedHours,
        budget: `${rupees(analysis.suggestedBudget.min)}–${rupees(analysis.suggestedBudget.max)}`,
      })),
    );
    expect(correct.length / fixture.length).toBeGreaterThanOrEqual(MIN_ACCURACY);
    expect(planned.length / fixture.length).toBeGreaterThanOrEqual(MIN_PLAN_ACCURACY);
  });

  it("prices every supported brief: hours > 0, whole-rupee paise, min ≤ max, valid schema", () => {
    for (const { brief, analysis } of results) {
      expect(analysisSchema.safeParse(analysis).success, brief.id).toBe(true);
      if (analysis.projectType === "unsupported") continue;
      expect(analysis.estimatedHours, brief.id).toBeGreaterThan(0);
      const { min, max } = analysis.suggestedBudget;
      for (const paise of [min, max, ...analysis.breakdown.map((t) => t.estimatedBudget)]) {
        expect(Number.isInteger(paise) && paise % 100 === 0, brief.id).toBe(true);
      }
      expect(min, brief.id).toBeGreaterThan(0);
      expect(min, brief.id).toBeLessThanOrEqual(max);
    }
  });
});
