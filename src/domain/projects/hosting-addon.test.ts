import { describe, expect, it } from "vitest";
import type { AnalysisTask } from "../analysis/schema";
import { addHosting } from "./hosting-addon";

const task = (title: string, dueDate: string, estimatedBudget: number): AnalysisTask => ({
  title,
  description: title,
  estimatedHours: 8,
  estimatedBudget,
  priority: "medium",
  startDate: "2026-12-01",
  dueDate,
  isMilestone: false,
  milestoneGroup: 1,
  dependencies: [],
  requiredSkills: [],
});

describe("addHosting", () => {
  it("adds a year of low-priority hosting after the last task and sets budget max to 1.2 × total", () => {
    const result = addHosting(
      [task("Build", "2026-12-20", 4_000_000), task("Launch", "2027-01-05", 1_000_000)],
      "2026-11-22",
    );
    const hosting = result.breakdown[2];
    expect(hosting).toMatchObject({
      estimatedBudget: 100_000,
      priority: "low",
      startDate: "2027-01-05",
      dueDate: "2028-01-04",
      dependencies: [1],
    });
    expect(result.totalPaise).toBe(5_100_000);
    expect(result.budgetMaxPaise).toBe(6_120_000);
  });

  it("starts today when there are no tasks", () => {
    const result = addHosting([], "2026-11-22");
    expect(result.breakdown).toHaveLength(1);
    expect(result.breakdown[0].startDate).toBe("2026-11-22");
    expect(result.budgetMaxPaise).toBe(120_000);
  });
});
