import { describe, expect, it } from "vitest";
import { percentOf } from "../money";
import { analyzeBrief, briefText } from "./analyze-brief";
import { classifyBrief } from "./classify";
import { countWords } from "./count-words";
import { RANGE_PERCENT } from "./explain-estimate";
import { extractDeliverables } from "./extract-deliverables";
import { analysisViolations } from "./invariants";
import { HOURLY_RATE_PAISE } from "./norms";
import { type RepairContext, repairAnalysis } from "./repair-analysis";
import { schedulePlan } from "./schedule-plan";
import { type Analysis, analysisSchema } from "./schema";

/**
 * A model's answer is played by the built-in analysis of a mixed brief (logo, site, checkout, articles), which is
 * sound; each test breaks it the way a model might and checks what `repairAnalysis` makes of it.
 */
const submittedAt = new Date("2026-11-23T05:30:00Z"); // Monday 23 November 2026 in India
const brief = {
  title: "Launch of our organic tea brand",
  description:
    "We need a logo for the brand, a 5-page website with checkout with UPI, and 10 blog articles of about 1,000 words each.",
  deadline: "2027-03-31",
};
const extracted = extractDeliverables(brief);
const context: RepairContext = {
  extracted,
  submittedAt,
  deadline: brief.deadline,
  wordCount: countWords(briefText(brief)),
  classificationConfidence: classifyBrief(brief).confidence,
};
const expectedStart = schedulePlan([], { submittedAt }).expectedStart;
const sound = (): Analysis => structuredClone(analyzeBrief(brief, { today: submittedAt }));
const rules = { submittedAt, rates: HOURLY_RATE_PAISE };
const category = (analysis: Analysis, index: number) => {
  const deliverable = analysis.breakdown[index].deliverable;
  return deliverable == null ? null : (analysis.deliverables ?? [])[deliverable].category;
};
const accepted = (answer: Analysis) => {
  const result = repairAnalysis(answer, context);
  if (!result.accepted) throw new Error(result.violations.map((v) => v.message).join("\n"));
  return result;
};

describe("repairAnalysis", () => {
  it("accepts a sound answer unchanged, with no repairs", () => {
    expect(analysisViolations(sound(), rules)).toEqual([]);
    const result = accepted(sound());
    expect(result.repairs).toEqual([]);
    expect(result.analysis).toEqual(sound());
  });

  it("recomputes wrong hours, task budgets and range, says so, and the result obeys the rules", () => {
    const answer = sound();
    answer.estimatedHours = 40;
    answer.breakdown[4].estimatedBudget = 1_00;
    answer.breakdown[8].estimatedBudget = 99_999_00;
    answer.suggestedBudget = { min: 1_00, max: 2_00 };
    const { analysis, repairs } = accepted(answer);

    const hours = analysis.breakdown.reduce((sum, task) => sum + task.estimatedHours, 0);
    expect(analysis.estimatedHours).toBeCloseTo(hours, 2);
    expect(analysis.estimatedHours).not.toBe(40);
    for (const index of [4, 8]) {
      const task = analysis.breakdown[index];
      const rate = HOURLY_RATE_PAISE[category(analysis, index) as keyof typeof HOURLY_RATE_PAISE];
      expect(task.estimatedBudget).toBe(Math.round((task.estimatedHours * rate) / 100) * 100);
    }
    const total = analysis.breakdown.reduce((sum, task) => sum + task.estimatedBudget, 0);
    const range = RANGE_PERCENT[analysis.explanation?.confidence ?? "medium"];
    expect(analysis.suggestedBudget.min).toBe(Math.round(percentOf(total, range.min) / 100) * 100);
    expect(analysis.suggestedBudget.max).toBe(Math.round(percentOf(total, range.max) / 100) * 100);
    expect(repairs).toHaveLength(3);
    expect(analysis.explanation?.assumptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Repaired: Hours recomputed from the tasks: [\d.]+ h \(the answer said 40 h\)/,
        ),
        "Repaired: 2 task budgets recomputed as hours × the hourly rate of the work.",
        expect.stringMatching(/^Repaired: Suggested range recomputed as 85–125 %/),
      ]),
    );
    expect(analysisViolations(analysis, rules)).toEqual([]);
  });

  it("lays the dates out again when they break the rules, from the expected start", () => {
    const answer = sound();
    for (const task of answer.breakdown) {
      task.startDate = "2026-11-23"; // the day of submission, everything at once
      task.dueDate = "2026-11-23";
    }
    const { analysis, repairs } = accepted(answer);
    expect(repairs).toEqual([
      `Dates laid out again on working days from ${expectedStart}, each task after those it depends on.`,
    ]);
    expect(analysis.breakdown.map((t) => [t.startDate, t.dueDate])).toEqual(
      sound().breakdown.map((t) => [t.startDate, t.dueDate]),
    );
    expect(analysisViolations(analysis, rules)).toEqual([]);
  });

  it("flags a deadline the re-laid schedule overruns", () => {
    const answer = sound();
    answer.breakdown[0].startDate = "2026-11-20";
    const { analysis } = repairAnalysis(answer, { ...context, deadline: "2026-12-01" }) as {
      analysis: Analysis;
    };
    expect(analysis.risks.at(-1)).toMatch(/^The deadline 2026-12-01 cannot be met/);
  });

  it("adds the extracted deliverables and an explanation when the answer has neither", () => {
    const { deliverables: _d, explanation: _e, ...answer } = sound();
    const { analysis, repairs } = accepted(answer);
    expect(analysis.deliverables).toEqual(extracted.deliverables);
    expect(analysis.explanation?.expectedStart).toBe(expectedStart);
    expect(analysis.explanation?.rates.map((r) => r.ratePaise).sort()).toEqual(
      [...new Set(extracted.deliverables.map((d) => HOURLY_RATE_PAISE[d.category]))].sort(),
    );
    expect(repairs).toEqual(
      expect.arrayContaining([
        "The 4 deliverables read from the brief added: the answer listed none.",
        expect.stringMatching(/^How this estimate was made filled in/),
      ]),
    );
    expect(analysisSchema.parse(analysis)).toEqual(analysis);
  });

  it("puts Kaarya's rates, expected start and range into the model's own explanation", () => {
    const answer = sound();
    const explanation = answer.explanation as NonNullable<Analysis["explanation"]>;
    answer.explanation = {
      ...explanation,
      rates: explanation.rates.map((rate) => ({ ...rate, ratePaise: 1_000_00 })),
      expectedStart: "2026-11-24",
      range: { minPercent: 50, maxPercent: 300, explanation: "A guess." },
    };
    const { analysis } = accepted(answer);
    expect(analysis.explanation?.rates).toEqual(explanation.rates);
    expect(analysis.explanation?.expectedStart).toBe(expectedStart);
    expect(analysis.explanation?.range).toMatchObject({ minPercent: 85, maxPercent: 125 });
  });

  it("rejects an answer that leaves a deliverable without a task, naming it", () => {
    const answer = sound();
    const checkout = extracted.deliverables.findIndex((d) => d.title === "Checkout with UPI");
    for (const task of answer.breakdown) if (task.deliverable === checkout) task.deliverable = null;
    const result = repairAnalysis(answer, context);
    expect(result).toEqual({
      accepted: false,
      violations: [
        {
          code: "deliverable_not_produced",
          message: `No task produces "Checkout with UPI" (deliverable ${checkout + 1}).`,
        },
      ],
    });
  });

  it("rejects circular dependencies", () => {
    const answer = sound();
    answer.breakdown[3].dependencies = [...answer.breakdown[3].dependencies, 5];
    const result = repairAnalysis(answer, context);
    expect(result.accepted).toBe(false);
    expect(!result.accepted && result.violations.map((v) => v.code)).toEqual(["dependency_cycle"]);
  });

  it("replaces a deliverable list that does not start with the extracted one, then judges the plan by it", () => {
    const answer = sound();
    answer.deliverables = [...(answer.deliverables ?? [])].reverse();
    const { analysis, repairs } = accepted(answer);
    expect(analysis.deliverables).toEqual(extracted.deliverables);
    expect(repairs[0]).toBe("Deliverables replaced by the 4 read from the brief: the answer listed others.");
  });

  it("reduces an unsupported answer to no tasks and no money", () => {
    const answer = { ...sound(), projectType: "unsupported" as const };
    const result = repairAnalysis(answer, context);
    expect(result).toMatchObject({
      accepted: true,
      analysis: { breakdown: [], estimatedHours: 0, suggestedBudget: { min: 0, max: 0 } },
    });
  });
});
