import { describe, expect, it } from "vitest";
import {
  type TaskForm,
  taskFormSchema,
  taskFormToInput,
  taskInputSchema,
  versionBudgetFromTasks,
} from "./tasks";

const form: TaskForm = {
  title: "Landing page",
  description: "",
  status: "pending",
  priority: "high",
  estimatedHours: "12.5",
  estimatedBudget: "15000",
  startDate: "2026-12-01",
  dueDate: "2026-12-05",
  isMilestone: false,
  milestoneGroup: "2",
};

describe("task form", () => {
  it("accepts a valid form and converts rupees to paise", () => {
    expect(taskFormSchema.safeParse(form).success).toBe(true);
    expect(taskFormToInput(form)).toMatchObject({
      estimatedBudget: 15_000_00,
      estimatedHours: 12.5,
      milestoneGroup: 2,
      description: null,
    });
  });
  it.each([
    ["title", "  "],
    ["estimatedHours", "-1"],
    ["estimatedHours", "1.2"],
    ["estimatedBudget", "150"],
    ["estimatedBudget", "-100"],
    ["milestoneGroup", "5"],
    ["milestoneGroup", "1.5"],
  ])("rejects %s = %j", (field, value) => {
    expect(taskFormSchema.safeParse({ ...form, [field]: value }).success).toBe(false);
  });
  it("leaves an empty milestone group null", () => {
    expect(taskFormToInput({ ...form, milestoneGroup: "" }).milestoneGroup).toBeNull();
  });
});

describe("taskInputSchema", () => {
  const input = { title: "T", estimatedHours: 2, estimatedBudget: 833_333 };
  it("takes any whole paise budget and fills defaults", () => {
    expect(taskInputSchema.parse(input)).toMatchObject({
      status: "pending",
      priority: "medium",
      milestoneGroup: null,
    });
  });
  it("rejects fractional paise, a group of 0 and a due date before the start", () => {
    expect(taskInputSchema.safeParse({ ...input, estimatedBudget: 1.5 }).success).toBe(false);
    expect(taskInputSchema.safeParse({ ...input, milestoneGroup: 0 }).success).toBe(false);
    expect(
      taskInputSchema.safeParse({ ...input, startDate: "2026-12-05", dueDate: "2026-12-01" }).success,
    ).toBe(false);
  });
});

describe("versionBudgetFromTasks", () => {
  it("sums task budgets in paise", () => {
    expect(versionBudgetFromTasks([{ estimatedBudget: 8000_00 }, { estimatedBudget: 16000_50 }])).toBe(
      24000_50,
    );
    expect(versionBudgetFromTasks([])).toBe(0);
  });
});
