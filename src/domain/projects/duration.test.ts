import { describe, expect, it } from "vitest";
import { estimatedDurationDays } from "./duration";

describe("estimatedDurationDays", () => {
  it("counts calendar days from the earliest start to the latest due date, inclusive", () => {
    expect(
      estimatedDurationDays([
        { startDate: "2026-01-05", dueDate: "2026-01-09" },
        { startDate: "2026-01-03", dueDate: "2026-01-31" },
      ]),
    ).toBe(29);
  });
  it("is null without dated tasks", () => {
    expect(estimatedDurationDays([{ startDate: null, dueDate: null }])).toBeNull();
    expect(estimatedDurationDays([])).toBeNull();
  });
});
