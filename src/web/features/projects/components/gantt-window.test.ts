import { describe, expect, it } from "vitest";
import { barInWindow, dayOffset, ganttWindow, initialMonth, monthStart, shiftMonth } from "./gantt-window";

describe("ganttWindow", () => {
  it("covers whole months from the given month", () => {
    const w = ganttWindow("2026-01-15", 3);
    expect(w.start).toBe("2026-01-01");
    expect(w.end).toBe("2026-03-31");
    expect(w.days).toBe(31 + 28 + 31);
    expect(w.months.map((m) => [m.key, m.offset, m.days])).toEqual([
      ["2026-01", 0, 31],
      ["2026-02", 31, 28],
      ["2026-03", 59, 31],
    ]);
    expect(w.months[0].label).toBe("Jan 2026");
  });

  it("handles leap years and year ends", () => {
    expect(ganttWindow("2028-02-01", 1)).toMatchObject({ start: "2028-02-01", end: "2028-02-29", days: 29 });
    const w = ganttWindow("2025-11-01", 6);
    expect(w.end).toBe("2026-04-30");
    expect(w.days).toBe(30 + 31 + 31 + 28 + 31 + 30);
  });

  it("rejects a non-positive window", () => {
    expect(() => ganttWindow("2026-01-01", 0)).toThrow(RangeError);
  });
});

describe("month helpers", () => {
  it("finds the month start and shifts across years", () => {
    expect(monthStart("2026-03-17")).toBe("2026-03-01");
    expect(shiftMonth("2026-01-20", -1)).toBe("2025-12-01");
    expect(shiftMonth("2025-12-01", 3)).toBe("2026-03-01");
  });

  it("opens on the earliest task's month, else today's", () => {
    const tasks = [
      { startDate: "2026-05-10", dueDate: "2026-05-20" },
      { startDate: null, dueDate: "2026-04-02" },
      { startDate: null, dueDate: null },
    ];
    expect(initialMonth(tasks, "2026-01-09")).toBe("2026-04-01");
    expect(initialMonth([], "2026-01-09")).toBe("2026-01-01");
  });
});

describe("barInWindow", () => {
  const w = ganttWindow("2026-03-01", 1); // 31 days

  it("places a bar inside the window", () => {
    expect(barInWindow(w, "2026-03-05", "2026-03-07")).toEqual({
      offset: 4,
      span: 3,
      startsBefore: false,
      endsAfter: false,
    });
  });

  it("clips bars that cross either edge", () => {
    expect(barInWindow(w, "2026-02-20", "2026-03-02")).toEqual({
      offset: 0,
      span: 2,
      startsBefore: true,
      endsAfter: false,
    });
    expect(barInWindow(w, "2026-03-30", "2026-04-10")).toEqual({
      offset: 29,
      span: 2,
      startsBefore: false,
      endsAfter: true,
    });
  });

  it("returns null outside the window or without dates", () => {
    expect(barInWindow(w, "2026-04-01", "2026-04-05")).toBeNull();
    expect(barInWindow(w, "2026-01-01", "2026-02-28")).toBeNull();
    expect(barInWindow(w, null, null)).toBeNull();
    expect(barInWindow(w, "not-a-date", undefined)).toBeNull();
  });

  it("draws a single date as one day and swaps reversed dates", () => {
    expect(barInWindow(w, null, "2026-03-10")).toMatchObject({ offset: 9, span: 1 });
    expect(barInWindow(w, "2026-03-10", "2026-03-08")).toMatchObject({ offset: 7, span: 3 });
  });

  it("gives the day offset of today", () => {
    expect(dayOffset(w, "2026-03-31")).toBe(30);
    expect(dayOffset(w, "2026-04-01")).toBeNull();
  });
});
