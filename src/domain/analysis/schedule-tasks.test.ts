import { describe, expect, it } from "vitest";
import { deadlineRisk, scheduleTasks, taskDays } from "./schedule-tasks";

const today = new Date("2025-06-02T06:00:00Z");

describe("taskDays", () => {
  it("rounds hours up to whole 8-hour days, at least one", () => {
    expect([0, 1, 8, 8.5, 16, 40].map(taskDays)).toEqual([1, 1, 1, 2, 2, 5]);
  });
});

describe("scheduleTasks", () => {
  it("starts a task the day after all its dependencies end and runs independent tasks in parallel", () => {
    const schedule = scheduleTasks(
      [
        { estimatedHours: 8, dependencies: [] }, // A
        { estimatedHours: 16, dependencies: [0] }, // B after A
        { estimatedHours: 4, dependencies: [0] }, // C after A, parallel to B
        { estimatedHours: 8, dependencies: [1, 2] }, // D after B and C
        { estimatedHours: 24, dependencies: [] }, // E independent
      ],
      today,
    );
    expect(schedule.tasks).toEqual([
      { startDate: "2025-06-02", dueDate: "2025-06-02" },
      { startDate: "2025-06-03", dueDate: "2025-06-04" },
      { startDate: "2025-06-03", dueDate: "2025-06-03" },
      { startDate: "2025-06-05", dueDate: "2025-06-05" },
      { startDate: "2025-06-02", dueDate: "2025-06-04" },
    ]);
    expect(schedule).toMatchObject({ startDate: "2025-06-02", endDate: "2025-06-05", totalDays: 4 });
  });

  it("accepts a dependency listed after its dependant", () => {
    const schedule = scheduleTasks(
      [
        { estimatedHours: 8, dependencies: [1] },
        { estimatedHours: 8, dependencies: [] },
      ],
      today,
    );
    expect(schedule.tasks[0].startDate).toBe("2025-06-03");
  });

  it("uses today's date in India", () => {
    // 19:00 UTC on 1 June is 00:30 IST on 2 June.
    expect(
      scheduleTasks([{ estimatedHours: 1, dependencies: [] }], new Date("2025-06-01T19:00:00Z")).startDate,
    ).toBe("2025-06-02");
  });

  it("crosses month and year ends", () => {
    const schedule = scheduleTasks(
      [{ estimatedHours: 24, dependencies: [] }],
      new Date("2025-12-30T06:00:00Z"),
    );
    expect(schedule.endDate).toBe("2026-01-01");
  });

  it("rejects cycles and bad indexes", () => {
    expect(() =>
      scheduleTasks(
        [
          { estimatedHours: 8, dependencies: [1] },
          { estimatedHours: 8, dependencies: [0] },
        ],
        today,
      ),
    ).toThrow(RangeError);
    expect(() => scheduleTasks([{ estimatedHours: 8, dependencies: [3] }], today)).toThrow(RangeError);
    expect(() => scheduleTasks([{ estimatedHours: 8, dependencies: [0] }], today)).toThrow(RangeError);
  });

  it("returns an empty schedule for no tasks", () => {
    expect(scheduleTasks([], today)).toEqual({
      tasks: [],
      startDate: "2025-06-02",
      endDate: "2025-06-02",
      totalDays: 0,
    });
  });
});

describe("deadlineRisk", () => {
  const schedule = scheduleTasks([{ estimatedHours: 40, dependencies: [] }], today); // 2 → 6 June

  it("is null without a deadline or when the plan fits", () => {
    expect(deadlineRisk(schedule, null, 40)).toBeNull();
    expect(deadlineRisk(schedule, "2025-06-06", 40)).toBeNull();
  });

  it("explains a deadline sooner than the plan at 8 hours a day", () => {
    expect(deadlineRisk(schedule, "2025-06-05", 40)).toMatch(
      /40 hours .* 5 days at 8 hours a day .* 2025-06-05/,
    );
  });

  it("says when the deadline is already past", () => {
    expect(deadlineRisk(schedule, "2025-05-01", 40)).toMatch(/already past/);
  });
});
