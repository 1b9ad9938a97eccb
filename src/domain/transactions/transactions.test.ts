import { describe, expect, it } from "vitest";
import { summariseTransactions, transactionStatus } from "./transactions";

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
