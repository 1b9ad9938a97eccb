import { describe, expect, it } from "vitest";
import { formatRs, invoiceAmounts, receiptNumber } from "./receipt";

describe("receiptNumber", () => {
  it("is the first 8 characters of the payment id in upper case (spec 2 §9)", () => {
    expect(receiptNumber("3fa85f64-5717-4562-b3fc-2c963f66afa6")).toBe("3FA85F64");
  });
});

describe("invoiceAmounts", () => {
  it("has no tax lines without a configured rate", () => {
    expect(invoiceAmounts(1_000_000, { supply: "inter" })).toEqual({
      total: 1_000_000,
      taxableValue: 1_000_000,
      taxLines: [],
    });
  });

  it("carves IGST out of a tax-inclusive total for an inter-state supply", () => {
    const result = invoiceAmounts(1_180_000, { ratePercent: 18, supply: "inter" });
    expect(result.taxableValue).toBe(1_000_000);
    expect(result.taxLines).toEqual([{ label: "IGST @ 18%", amount: 180_000 }]);
  });

  it("splits CGST and SGST so the lines add up to the paisa, with odd tax amounts", () => {
    const result = invoiceAmounts(10_001, { ratePercent: 18, supply: "intra" });
    const tax = result.taxLines.reduce((sum, line) => sum + line.amount, 0);
    expect(result.taxableValue + tax).toBe(10_001);
    expect(result.taxLines.map((l) => l.label)).toEqual(["CGST @ 9%", "SGST @ 9%"]);
    expect(Math.abs(result.taxLines[0].amount - result.taxLines[1].amount)).toBeLessThanOrEqual(1);
  });
});

describe("formatRs", () => {
  it("uses Indian digit grouping and two decimals", () => {
    expect(formatRs(1_234_567_89)).toBe("Rs. 12,34,567.89");
  });
});
