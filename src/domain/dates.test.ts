import { format, isValid, parse } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysToDate, businessToday, isDateString } from "./dates";

/** The reference check: date-fns' strict parse and format round trip in local time. */
const REFERENCE = new Date(2000, 0, 1);
const isDateViaDateFns = (value: string) => {
  const parsed = parse(value, "yyyy-MM-dd", REFERENCE);
  return isValid(parsed) && format(parsed, "yyyy-MM-dd") === value;
};
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const dateShaped = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

describe("isDateString", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    expect(isDateString("2025-03-31")).toBe(true);
    expect(isDateString("2024-02-29")).toBe(true);
    expect(isDateString("2025-02-29")).toBe(false);
    expect(isDateString("2025-13-01")).toBe(false);
    expect(isDateString("2025-3-1")).toBe(false);
    expect(isDateString("2025-03-31T00:00:00Z")).toBe(false);
    expect(isDateString(null)).toBe(false);
    expect(isDateString("1900-02-29")).toBe(false);
    expect(isDateString("2000-02-29")).toBe(true);
    expect(isDateString("0025-01-31")).toBe(true);
  });

  it("agrees with date-fns on every YYYY-MM-DD-shaped string", () => {
    fc.assert(fc.property(dateShaped, (value) => isDateString(value) === isDateViaDateFns(value)));
  });
});

describe("addDaysToDate", () => {
  it("crosses month and year ends", () => {
    expect(addDaysToDate("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDaysToDate("2024-12-25", 7)).toBe("2025-01-01");
    expect(addDaysToDate("2025-01-01", 0)).toBe("2025-01-01");
  });
  it("moves by exactly that many days across years, leap days and daylight-saving changes", () => {
    fc.assert(
      fc.property(
        dateShaped.filter((value) => isDateViaDateFns(value) && value >= "1000" && value < "9000"),
        fc.integer({ min: -40_000, max: 40_000 }),
        (value, days) => {
          const moved = addDaysToDate(value, days);
          // Date.parse reads "YYYY-MM-DD" as UTC midnight: an oracle that shares no code with date-fns.
          return (
            isDateString(moved) &&
            (Date.parse(moved) - Date.parse(value)) / 86_400_000 === days &&
            addDaysToDate(moved, -days) === value
          );
        },
      ),
    );
  });
  it("rejects malformed input and results past the year 9999", () => {
    expect(() => addDaysToDate("9999-12-31", 1)).toThrow(RangeError);
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
