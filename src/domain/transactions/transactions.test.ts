import { describe, expect, it } from "vitest";
import {
  netPaidPaise,
  refundState,
  refundTransactionStatus,
  summariseTransactions,
  transactionStatus,
} from "./transactions";

describe("transactionStatus", () => {
  it("maps both tables' vocabularies onto completed, pending and failed", () => {
    expect(["success", "completed", "pending", "failed", "refunded"].map(transactionStatus)).toEqual([
      "completed",
      "completed",
      "pending",
      "failed",
      "failed",
    ]);
  });
});

describe("summariseTransactions", () => {
  it("counts every row, sums only completed amounts and counts each bucket", () => {
    const summary = summariseTransactions([
      { status: "completed", amount: 10_000 },
      { status: "completed", amount: 2_400_050 },
      { status: "pending", amount: 99 },
      { status: "failed", amount: 5_000 },
    ]);
    expect(summary).toEqual({
      totalTransactions: 4,
      totalSpent: 2_410_050,
      pendingCount: 1,
      counts: { completed: 2, pending: 1, failed: 1 },
    });
  });
});

describe("refunds in Transaction History (issue 20 item 4)", () => {
  it("names a refund's state processing / processed / failed and files it in the matching bucket", () => {
    const states = ["pending", "processed", "failed"].map(refundState);
    expect(states).toEqual(["processing", "processed", "failed"]);
    expect(states.map(refundTransactionStatus)).toEqual(["pending", "completed", "failed"]);
  });

  it("nets Total Spent of processed refunds, whose rows are negative", () => {
    const summary = summariseTransactions([
      { status: "completed", amount: 100_000 },
      { status: refundTransactionStatus("processed"), amount: -25_000 },
      { status: refundTransactionStatus("processing"), amount: -10_000 },
      { status: refundTransactionStatus("failed"), amount: -5_000 },
    ]);
    expect(summary).toEqual({
      totalTransactions: 4,
      totalSpent: 75_000,
      pendingCount: 1,
      counts: { completed: 2, pending: 1, failed: 1 },
    });
  });

  it("takes only processed refunds off what a payment charged, never below zero", () => {
    expect(
      netPaidPaise(100_000, [
        { amount: 25_000, status: "processed" },
        { amount: 10_000, status: "pending" },
        { amount: 30_000, status: "failed" },
        { amount: 5_050, status: "processed" },
      ]),
    ).toBe(69_950);
    expect(netPaidPaise(100_000, [])).toBe(100_000);
    expect(netPaidPaise(1_000, [{ amount: 1_000, status: "processed" }])).toBe(0);
  });
});
