import { describe, expect, it } from "vitest";
import { reviewChangeSchema, reviewOutcome, updateIssueSchema } from "./issues";

describe("reviewOutcome", () => {
  it("maps each decision to the stored status and flags", () => {
    expect(reviewOutcome("approve").status).toBe("approved");
    expect(reviewOutcome("reject").status).toBe("rejected");
    expect(reviewOutcome("absorb")).toEqual({
      status: "absorbed",
      canAbsorbInCost: true,
      requiresAdditionalPayment: false,
      estimatedCost: null,
    });
    expect(reviewOutcome("needs_payment", 1_500_000)).toEqual({
      status: "approved",
      canAbsorbInCost: false,
      requiresAdditionalPayment: true,
      estimatedCost: 1_500_000,
    });
  });
});

describe("schemas", () => {
  it("require a cost for needs_payment and notes for resolving", () => {
    expect(reviewChangeSchema.safeParse({ decision: "needs_payment" }).success).toBe(false);
    expect(reviewChangeSchema.safeParse({ decision: "needs_payment", estimatedCost: 500_000 }).success).toBe(
      true,
    );
    expect(reviewChangeSchema.safeParse({ decision: "approve" }).success).toBe(true);
    expect(updateIssueSchema.safeParse({ status: "resolved" }).success).toBe(false);
    expect(
      updateIssueSchema.safeParse({ status: "resolved", resolutionNotes: "Fixed the form" }).success,
    ).toBe(true);
    expect(updateIssueSchema.safeParse({ status: "in_progress" }).success).toBe(true);
  });
});
