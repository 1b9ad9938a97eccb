import { describe, expect, it } from "vitest";
import {
  canMoveIssue,
  ISSUE_STATUSES,
  issueStatusChoices,
  reportIssueSchema,
  requestChangeSchema,
  reviewChangeFormSchema,
  reviewChangeSchema,
  reviewFormToInput,
  reviewOutcome,
  updateIssueSchema,
} from "./issues";

describe("reviewOutcome", () => {
  it("maps each decision to the stored status and flags", () => {
    expect(reviewOutcome("approve")).toEqual({
      status: "approved",
      canAbsorbInCost: false,
      requiresAdditionalPayment: false,
      estimatedCost: null,
    });
    expect(reviewOutcome("reject")).toEqual({
      status: "rejected",
      canAbsorbInCost: false,
      requiresAdditionalPayment: false,
      estimatedCost: null,
    });
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

  it("stores no cost for a decision other than needs additional payment", () => {
    expect(reviewOutcome("approve", 1_500_000).estimatedCost).toBeNull();
  });
});

describe("issue status moves", () => {
  it("lets work start, stop and finish, and a resolved issue only reopen", () => {
    expect(canMoveIssue("open", "in_progress")).toBe(true);
    expect(canMoveIssue("open", "resolved")).toBe(true);
    expect(canMoveIssue("in_progress", "open")).toBe(true);
    expect(canMoveIssue("in_progress", "resolved")).toBe(true);
    expect(canMoveIssue("resolved", "open")).toBe(true);
    expect(canMoveIssue("resolved", "in_progress")).toBe(false);
  });

  it("allows staying put and offers the current status first", () => {
    for (const status of ISSUE_STATUSES) expect(canMoveIssue(status, status)).toBe(true);
    expect(issueStatusChoices("resolved")).toEqual(["resolved", "open"]);
    expect(issueStatusChoices("open")).toEqual(["open", "in_progress", "resolved"]);
    for (const from of ISSUE_STATUSES) {
      for (const to of issueStatusChoices(from)) expect(canMoveIssue(from, to)).toBe(true);
    }
  });
});

describe("issue and change request schemas", () => {
  const issue = { title: "Login fails", description: "After OTP entry.", severity: "high" };

  it("require a title of at most 200 characters, a description of at most 5,000 and a known severity", () => {
    expect(reportIssueSchema.safeParse(issue).success).toBe(true);
    expect(reportIssueSchema.safeParse({ ...issue, title: "  " }).error?.issues[0].message).toBe(
      "Title is required",
    );
    expect(reportIssueSchema.safeParse({ ...issue, title: "x".repeat(201) }).success).toBe(false);
    expect(reportIssueSchema.safeParse({ ...issue, title: "x".repeat(200) }).success).toBe(true);
    expect(reportIssueSchema.safeParse({ ...issue, description: "x".repeat(5001) }).success).toBe(false);
    expect(reportIssueSchema.safeParse({ ...issue, severity: "urgent" }).success).toBe(false);
  });

  it("requires a known effort on a change request", () => {
    const change = { title: "Dark mode", description: "A dark theme.", estimatedEffort: "large" };
    expect(requestChangeSchema.safeParse(change).success).toBe(true);
    expect(requestChangeSchema.safeParse({ ...change, estimatedEffort: "huge" }).success).toBe(false);
  });

  it("requires notes to resolve an issue and something to update", () => {
    expect(updateIssueSchema.safeParse({ status: "resolved" }).success).toBe(false);
    expect(updateIssueSchema.safeParse({ status: "resolved", resolutionNotes: "  " }).success).toBe(false);
    expect(
      updateIssueSchema.safeParse({ status: "resolved", resolutionNotes: "Fixed the form" }).success,
    ).toBe(true);
    expect(updateIssueSchema.safeParse({ status: "in_progress" }).success).toBe(true);
    expect(updateIssueSchema.safeParse({ assignedTo: null }).success).toBe(true);
    expect(updateIssueSchema.safeParse({}).success).toBe(false);
  });

  it("requires a positive cost in paise only for needs additional payment", () => {
    expect(reviewChangeSchema.safeParse({ decision: "needs_payment" }).success).toBe(false);
    expect(reviewChangeSchema.safeParse({ decision: "needs_payment", estimatedCost: 0 }).success).toBe(false);
    expect(reviewChangeSchema.safeParse({ decision: "needs_payment", estimatedCost: 10.5 }).success).toBe(
      false,
    );
    expect(reviewChangeSchema.safeParse({ decision: "needs_payment", estimatedCost: 500_000 }).success).toBe(
      true,
    );
    expect(reviewChangeSchema.safeParse({ decision: "approve" }).success).toBe(true);
    expect(reviewChangeSchema.safeParse({ decision: "absorb", estimatedCost: 500_000 }).success).toBe(false);
  });
});

describe("review form", () => {
  const form = {
    decision: "needs_payment" as const,
    reviewNotes: " Two screens ",
    estimatedCost: "12000.50",
  };

  it("takes the cost in rupees with up to two decimals and sends paise", () => {
    expect(reviewChangeFormSchema.safeParse(form).success).toBe(true);
    expect(reviewFormToInput(form)).toEqual({
      decision: "needs_payment",
      reviewNotes: "Two screens",
      estimatedCost: 1_200_050,
    });
    for (const bad of ["", "0", "12.345", "-5", "12,000", "abc"]) {
      expect(reviewChangeFormSchema.safeParse({ ...form, estimatedCost: bad }).success, bad).toBe(false);
    }
  });

  it("ignores the cost field for the other decisions", () => {
    const approve = { decision: "approve" as const, reviewNotes: "", estimatedCost: "abc" };
    expect(reviewChangeFormSchema.safeParse(approve).success).toBe(true);
    expect(reviewFormToInput(approve)).toEqual({ decision: "approve" });
    expect(reviewChangeSchema.safeParse(reviewFormToInput(approve)).success).toBe(true);
  });
});
