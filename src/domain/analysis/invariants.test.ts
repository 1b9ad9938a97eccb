import { describe, expect, it } from "vitest";
import { analysisViolations, type InvariantContext } from "./invariants";
import type { Analysis, AnalysisTask, Deliverable } from "./schema";

const RATES = { it_services: 80_000, content_creation: 50_000, graphic_design: 60_000 };
const context: InvariantContext = { submittedAt: new Date("2026-11-23T05:30:00Z"), rates: RATES };

function deliverable(title: string, kind: string, category: Deliverable["category"]): Deliverable {
  return { kind, category, title, quantity: 1, unit: "items", assumed: false, source: title };
}

function task(
  title: string,
  fields: Pick<AnalysisTask, "startDate" | "dueDate" | "estimatedHours" | "dependencies" | "stage"> & {
    deliverable: number | null;
    rate: number;
  },
): AnalysisTask {
  const { rate, ...rest } = fields;
  return {
    title,
    description: "",
    estimatedBudget: fields.estimatedHours * rate,
    priority: "medium",
    isMilestone: false,
    milestoneGroup: null,
    requiredSkills: [],
    ...rest,
  };
}

/**
 * A sound two-part plan: a site (IT) and a logo (design) after a shared discovery; the site is tested, and
 * the launch waits for the testing and the logo's revisions. Submitted 2026-11-23, expected start 2026-11-26.
 */
function soundAnalysis(): Analysis {
  const it = RATES.it_services;
  const design = RATES.graphic_design;
  const breakdown = [
    task("Discovery", {
      startDate: "2026-11-26",
      dueDate: "2026-11-26",
      estimatedHours: 8,
      dependencies: [],
      stage: "discovery",
      deliverable: null,
      rate: it,
    }),
    task("Logo concepts", {
      startDate: "2026-11-27",
      dueDate: "2026-11-30",
      estimatedHours: 16,
      dependencies: [0],
      stage: "production",
      deliverable: 1,
      rate: design,
    }),
    task("Logo revisions", {
      startDate: "2026-12-01",
      dueDate: "2026-12-01",
      estimatedHours: 6,
      dependencies: [1],
      stage: "review",
      deliverable: 1,
      rate: design,
    }),
    task("Checkout with UPI", {
      startDate: "2026-11-27",
      dueDate: "2026-12-03",
      estimatedHours: 40,
      dependencies: [0],
      stage: "production",
      deliverable: 0,
      rate: it,
    }),
    task("Testing", {
      startDate: "2026-12-04",
      dueDate: "2026-12-04",
      estimatedHours: 8,
      dependencies: [3],
      stage: "testing",
      deliverable: null,
      rate: it,
    }),
    task("Launch", {
      startDate: "2026-12-07",
      dueDate: "2026-12-07",
      estimatedHours: 4,
      dependencies: [4, 2],
      stage: "delivery",
      deliverable: null,
      rate: it,
    }),
  ];
  const total = breakdown.reduce((sum, t) => sum + t.estimatedBudget, 0);
  return {
    complexity: "medium",
    projectType: "it_services",
    subcategory: "website",
    estimatedHours: breakdown.reduce((sum, t) => sum + t.estimatedHours, 0),
    summary: "",
    recommendedSkills: [],
    suggestedBudget: { min: Math.round(total * 0.85), max: Math.round(total * 1.25) },
    breakdown,
    risks: [],
    recommendations: [],
    deliverables: [
      deliverable("Shop with UPI checkout", "site_pages", "it_services"),
      deliverable("Brand mark", "logo", "graphic_design"),
    ],
    notEstimated: [],
    explanation: {
      rates: [],
      hoursPerDay: 8,
      workingWeek: "Monday to Friday",
      expectedStart: "2026-11-26",
      team: [{ role: "Developer", people: 1 }],
      confidence: "high",
      confidenceReason: "",
      assumptions: [],
      range: { minPercent: 85, maxPercent: 125, explanation: "" },
    },
  };
}

function codes(analysis: Analysis, ctx: InvariantContext = context) {
  return analysisViolations(analysis, ctx).map((violation) => violation.code);
}

describe("analysisViolations", () => {
  it("finds nothing wrong with a sound plan", () => {
    expect(analysisViolations(soundAnalysis(), context)).toEqual([]);
  });

  it("names a deliverable no task produces", () => {
    const analysis = soundAnalysis();
    analysis.deliverables?.push(deliverable("Hindi version", "language_version", "it_services"));
    expect(analysisViolations(analysis, context)).toEqual([
      { code: "deliverable_not_produced", message: 'No task produces "Hindi version" (deliverable 3).' },
    ]);
  });

  it("flags a task pointing at a deliverable that does not exist", () => {
    const analysis = soundAnalysis();
    analysis.breakdown[3].deliverable = 7;
    expect(codes(analysis)).toContain("unknown_deliverable");
  });

  it("flags dependencies outside the breakdown and on the task itself", () => {
    const analysis = soundAnalysis();
    analysis.breakdown[5].dependencies = [4, 2, 9, 5];
    const found = analysisViolations(analysis, context);
    expect(found.map((v) => v.code)).toEqual(["unknown_dependency", "unknown_dependency"]);
    expect(found[0].message).toBe(
      'Task 6 "Launch" depends on task index 9, but the indexes run from 0 to 5.',
    );
    expect(found[1].message).toBe('Task 6 "Launch" depends on itself.');
  });

  it("reports each dependency cycle once, with its tasks in order", () => {
    const analysis = soundAnalysis();
    // Discovery after the launch closes two circles: through the site's testing and through the logo.
    analysis.breakdown[0].dependencies = [5];
    const cycles = analysisViolations(analysis, context).filter((v) => v.code === "dependency_cycle");
    expect(cycles.map((v) => v.message.split(": ")[1])).toEqual([
      'Task 1 "Discovery" → Task 6 "Launch" → Task 5 "Testing" → Task 4 "Checkout with UPI" → Task 1 "Discovery".',
      'Task 1 "Discovery" → Task 6 "Launch" → Task 3 "Logo revisions" → Task 2 "Logo concepts" → Task 1 "Discovery".',
    ]);
  });

  it("flags a task that starts on or before a dependency's due date", () => {
    const analysis = soundAnalysis();
    analysis.breakdown[5].startDate = "2026-12-04";
    expect(analysisViolations(analysis, context)).toEqual([
      {
        code: "starts_before_dependency_due",
        message:
          'Task 6 "Launch" starts on 2026-12-04, before "Testing" (task 5), which it depends on, is due on 2026-12-04.',
      },
    ]);
  });

  it("flags a task that starts before the expected start", () => {
    const analysis = soundAnalysis();
    if (analysis.explanation) analysis.explanation.expectedStart = "2026-11-27";
    expect(codes(analysis)).toEqual(["starts_before_expected_start"]);
  });

  it("flags a task on the submission date in India, not on the day before it", () => {
    // 2026-11-25T19:00Z is 00:30 on 2026-11-26 in India; 18:00Z is still the 25th there.
    expect(codes(soundAnalysis(), { ...context, submittedAt: new Date("2026-11-25T19:00:00Z") })).toEqual([
      "starts_before_submission",
    ]);
    expect(codes(soundAnalysis(), { ...context, submittedAt: new Date("2026-11-25T18:00:00Z") })).toEqual([]);
  });

  it("flags a task due before it starts", () => {
    const analysis = soundAnalysis();
    analysis.breakdown[2].dueDate = "2026-11-30";
    expect(codes(analysis)).toEqual(["due_before_start"]);
  });

  it("flags testing that starts before production of its category is due, even without a dependency", () => {
    const analysis = soundAnalysis();
    Object.assign(analysis.breakdown[4], { dependencies: [0], startDate: "2026-12-02" });
    analysis.breakdown[5].dependencies = [4, 3, 2];
    const found = analysisViolations(analysis, context);
    expect(found.map((v) => v.code)).toEqual(["starts_before_production_done"]);
    expect(found[0].message).toBe(
      'Task 5 "Testing" (testing) starts on 2026-12-02, before "Checkout with UPI" (task 4) is due on 2026-12-03.',
    );
  });

  it("gives a shared task the categories of the deliverables it depends on", () => {
    const analysis = soundAnalysis();
    // Testing that depends on the logo only is design work: the site's later build does not hold it back.
    Object.assign(analysis.breakdown[4], {
      dependencies: [1],
      startDate: "2026-12-01",
      dueDate: "2026-12-01",
      estimatedBudget: 8 * RATES.graphic_design,
    });
    Object.assign(analysis.breakdown[5], { dependencies: [4], estimatedBudget: 4 * RATES.graphic_design });
    const total = analysis.breakdown.reduce((sum, t) => sum + t.estimatedBudget, 0);
    analysis.suggestedBudget = { min: total, max: total };
    expect(codes(analysis)).toEqual([]);
  });

  it("flags a review of a deliverable that starts before its production is due", () => {
    const analysis = soundAnalysis();
    Object.assign(analysis.breakdown[2], {
      dependencies: [0],
      startDate: "2026-11-30",
      dueDate: "2026-11-30",
    });
    expect(codes(analysis)).toEqual(["review_before_production"]);
  });

  it("lets production that waits for a review or for testing come after it", () => {
    const analysis = soundAnalysis();
    // A design review of the logo before its final artwork, which depends on the review.
    const finalArtwork = { ...analysis.breakdown[1], title: "Final artwork", dependencies: [2] };
    Object.assign(finalArtwork, {
      startDate: "2026-12-02",
      dueDate: "2026-12-02",
      estimatedHours: 0,
      estimatedBudget: 0,
    });
    analysis.breakdown.push(finalArtwork);
    analysis.breakdown[5].dependencies = [4, 2, 6];
    Object.assign(analysis.breakdown[5], { startDate: "2026-12-07" });
    expect(codes(analysis)).toEqual([]);
    // A review waiting for none of its deliverable's production breaks the rule; batch-wise review (a review
    // after one part while another part is still being made) does not.
    finalArtwork.dependencies = [0];
    expect(codes(analysis)).toEqual([]);
    analysis.breakdown[2].dependencies = [0];
    expect(codes(analysis)).toEqual(["review_before_production"]);
  });

  it("flags total hours that are not the sum of the tasks", () => {
    const analysis = soundAnalysis();
    analysis.estimatedHours = 80;
    expect(analysisViolations(analysis, context)).toEqual([
      { code: "hours_not_sum_of_tasks", message: "The estimate says 80 h, but its tasks add up to 82 h." },
    ]);
    analysis.estimatedHours = 82.005;
    expect(codes(analysis)).toEqual([]);
  });

  it("flags a task budget off hours × rate by more than ₹1", () => {
    const analysis = soundAnalysis();
    analysis.breakdown[3].estimatedBudget += 99;
    expect(codes(analysis)).toEqual([]);
    analysis.breakdown[3].estimatedBudget -= 100_099;
    const found = analysisViolations(analysis, context);
    expect(found.map((v) => v.code)).toEqual(["task_budget_off_rate"]);
    expect(found[0].message).toMatch(
      /^Task 4 "Checkout with UPI" costs ₹31,000\.00, but 40 h at ₹800\.00 an hour is ₹32,000\.00\.$/,
    );
  });

  it("reads the rates from the explanation when the context has none, and skips the check without any", () => {
    const analysis = soundAnalysis();
    analysis.breakdown[1].estimatedBudget = 16 * RATES.it_services;
    analysis.suggestedBudget.max *= 2;
    expect(codes(analysis, { submittedAt: context.submittedAt })).toEqual([]);
    if (analysis.explanation)
      analysis.explanation.rates = Object.entries(RATES).map(([category, ratePaise]) => ({
        category: category as keyof typeof RATES,
        ratePaise,
        source: "test",
      }));
    expect(codes(analysis, { submittedAt: context.submittedAt })).toEqual(["task_budget_off_rate"]);
  });

  it("flags work whose category has no rate", () => {
    const analysis = soundAnalysis();
    if (analysis.explanation)
      analysis.explanation.rates = [{ category: "it_services", ratePaise: 80_000, source: "test" }];
    const found = analysisViolations(analysis, { submittedAt: context.submittedAt });
    expect(found.filter((v) => v.code === "rate_missing").map((v) => v.message.slice(0, 9))).toEqual([
      'Task 1 "D',
      'Task 2 "L',
      'Task 3 "L',
      'Task 6 "L',
    ]);
  });

  it("flags task budgets that add up to more than the suggested range", () => {
    const analysis = soundAnalysis();
    analysis.suggestedBudget = { min: 0, max: 6_000_000 };
    expect(analysisViolations(analysis, context)).toEqual([
      {
        code: "budget_outside_range",
        message: "The tasks cost ₹61,200.00 in all, outside the suggested range ₹0.00–₹60,000.00.",
      },
    ]);
  });
});
