import { describe, expect, it } from "vitest";
import { milestoneGroups } from "./milestones";

describe("milestoneGroups (spec 2 §4)", () => {
  it("takes the latest due date and the sum of budgets per group, in group order", () => {
    const groups = milestoneGroups([
      { milestoneGroup: 2, dueDate: "2026-12-20", estimatedBudget: 300_00 },
      { milestoneGroup: 1, dueDate: "2026-12-05", estimatedBudget: 100_00 },
      { milestoneGroup: 1, dueDate: "2026-12-09", estimatedBudget: 250_00 },
      { milestoneGroup: null, dueDate: "2026-12-30", estimatedBudget: 999_00 },
    ]);
    expect(groups.map((g) => [g.number, g.dueDate, g.budget, g.tasks.length])).toEqual([
      [1, "2026-12-09", 350_00, 2],
      [2, "2026-12-20", 300_00, 1],
    ]);
  });
  it("has no budget when task budgets are hidden and no due date without dated tasks", () => {
    expect(milestoneGroups([{ milestoneGroup: 3, dueDate: null }])).toEqual([
      { number: 3, tasks: [{ milestoneGroup: 3, dueDate: null }], dueDate: null, budget: null },
    ]);
  });
});
