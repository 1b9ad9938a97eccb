import { describe, expect, it } from "vitest";
import { recentMonths } from "./charts";

describe("recentMonths", () => {
  it("ends with the current month in India, oldest first", () => {
    // 19:00 UTC on 31 Jan is 00:30 IST on 1 Feb.
    expect(recentMonths(new Date("2026-01-31T19:00:00Z"), 3)).toEqual(["2025-12", "2026-01", "2026-02"]);
  });

  it("crosses a year boundary and defaults to six months", () => {
    expect(recentMonths(new Date("2026-02-10T06:00:00Z"))).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});
