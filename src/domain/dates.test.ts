import { describe, expect, it } from "vitest";
import { addDaysToDate, businessToday, isDateString } from "./dates";

describe("isDateString", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isDateString("2025-03-31")).toBe(true);
    expect(isDateString("2024-02-29")).toBe(true);
    expect(isDateString("2025-02-29")).toBe(false);
    expect(isDateString("2025-13-01")).toBe(false);
    expect(isDateString("2025-3-1")).toBe(false);
    expect(isDateString("2025-03-31T00:00:00Z")).toBe(false);
    expect(isDateString(null)).toBe(false);
  });
});

describe("addDaysToDate", () => {
  it("crosses month and year ends", () => {
    expect(addDaysToDate("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDaysToDate("2024-12-25", 7)).toBe("2025-01-01");
    expect(addDaysToDate("2025-01-01", 0)).toBe("2025-01-01");
  });
  it("rejects malformed input", () => {
    expect(() => addDaysToDate("2025-02-30", 1)).toThrow(RangeError);
    expect(() => addDaysToDate("2025-02-01", 1.5)).toThrow(RangeError);
  });
});

describe("businessToday", () => {
  it("is the calendar date in India (UTC+05:30)", () => {
    expect(businessToday(new Date("2025-01-31T18:29:59Z"))).toBe("2025-01-31");
    expect(businessToday(new Date("2025-01-31T18:30:00Z"))).toBe("2025-02-01");
  });
  it("throws on an invalid date", () => {
    expect(() => businessToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});
