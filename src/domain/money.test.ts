import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInr, paiseToRupees, parseRupeesInput, percentOf, rupeesToPaise, sumPaise } from "./money";

describe("rupeesToPaise", () => {
  it("converts whole and fractional rupees", () => {
    expect(rupeesToPaise(100)).toBe(10_000);
    expect(rupeesToPaise(10_000)).toBe(1_000_000);
    expect(rupeesToPaise(123.45)).toBe(12_345);
    expect(rupeesToPaise(0.29)).toBe(29);
  });

  it("rounds to the nearest paisa, halves away from zero, despite binary noise", () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(1.004)).toBe(100);
    expect(rupeesToPaise(-1.005)).toBe(-101);
    expect(rupeesToPaise(-0.001)).toBe(0);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
  });

  it("rejects non-finite input", () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("round-trips every paise amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise);
      }),
    );
  });
});

describe("paiseToRupees", () => {
  it("divides by 100", () => {
    expect(paiseToRupees(12_345)).toBe(123.45);
  });
  it("refuses fractional paise", () => {
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it("takes the 20% advance with integer rounding", () => {
    expect(percentOf(10_000_000, 20)).toBe(2_000_000);
    expect(percentOf(12_345, 20)).toBe(2_469);
    expect(percentOf(10_001, 20)).toBe(2_000);
    expect(percentOf(10_003, 20)).toBe(2_001);
  });
  it("rounds halves away from zero", () => {
    expect(percentOf(5, 50)).toBe(3);
    expect(percentOf(-5, 50)).toBe(-3);
  });
  it("always returns an integer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (p, pct) => {
          expect(Number.isInteger(percentOf(p, pct))).toBe(true);
        },
      ),
    );
  });
  it("rejects fractional paise", () => {
    expect(() => percentOf(10.5, 20)).toThrow(RangeError);
  });
});

describe("sumPaise", () => {
  it("adds integers and rejects floats", () => {
    expect(sumPaise([1, 2, 3])).toBe(6);
    expect(sumPaise([])).toBe(0);
    expect(() => sumPaise([1, 0.5])).toThrow(RangeError);
  });
});

describe("formatInr", () => {
  it("uses the rupee sign and Indian grouping", () => {
    expect(formatInr(10_000_000)).toBe("₹1,00,000.00");
    expect(formatInr(12_345)).toBe("₹123.45");
    expect(formatInr(0)).toBe("₹0.00");
  });
});

describe("parseRupeesInput", () => {
  it("parses digits and a dot into paise without floats", () => {
    expect(parseRupeesInput("1500")).toBe(150_000);
    expect(parseRupeesInput("1500.5")).toBe(150_050);
    expect(parseRupeesInput("1500.50")).toBe(150_050);
    expect(parseRupeesInput("0.29")).toBe(29);
    expect(parseRupeesInput(".5")).toBe(50);
    expect(parseRupeesInput("12.")).toBe(1_200);
    expect(parseRupeesInput("  42 ")).toBe(4_200);
    expect(parseRupeesInput("0")).toBe(0);
  });
  it("returns null for anything else", () => {
    for (const bad of ["", " ", ".", "abc", "-5", "+5", "1,000", "1.2.3", "10.999", "1e3", "₹10"]) {
      expect(parseRupeesInput(bad), bad).toBeNull();
    }
    expect(parseRupeesInput("9".repeat(20))).toBeNull();
  });
});
