import { describe, expect, it } from "vitest";
import {
  canCancel,
  canClientEdit,
  countDashboardBuckets,
  dashboardBucket,
  FREELANCER_CURRENT_ASSIGNMENT_CODES,
  isAccepted,
  isBrowsable,
  isStatusCode,
  PROJECT_STATUSES,
  phaseOf,
  STATUS_CODES,
  type StatusCode,
  statusCodeSchema,
} from "./statuses";

describe("status table", () => {
  it("lists the nine codes once, ordered by phase", () => {
    expect(PROJECT_STATUSES.map((s) => s.code)).toEqual([...STATUS_CODES]);
    const phases = PROJECT_STATUSES.map((s) => s.phase);
    expect([...phases].sort((a, b) => a - b)).toEqual(phases);
    for (const s of PROJECT_STATUSES) {
      expect(s.name).not.toBe("");
      expect(s.description).not.toBe("");
    }
  });

  it("assigns the documented phases", () => {
    expect(Object.fromEntries(STATUS_CODES.map((c) => [c, phaseOf(c)]))).toEqual({
      REQUESTED: 1,
      UNDER_REVIEW: 2,
      ACCEPTED: 3,
      STARTED: 3,
      IN_PROGRESS: 4,
      PENDING_PAYMENT: 4,
      IN_PROGRESS_AFTER_PAYMENT: 4,
      COMPLETED: 5,
      CLOSED: 6,
    });
  });

  it("validates codes", () => {
    expect(statusCodeSchema.safeParse("IN_PROGRESS").success).toBe(true);
    expect(statusCodeSchema.safeParse("in_progress").success).toBe(false);
    expect(isStatusCode("CLOSED")).toBe(true);
    expect(isStatusCode("cancelled")).toBe(false);
    expect(() => phaseOf("NOPE" as StatusCode)).toThrow(RangeError);
  });
});

describe("phase rules (spec 2 §4, §5)", () => {
  it("phase 3 or higher is accepted; the client edits only below 3", () => {
    expect([1, 2, 3, 4, 5, 6].map(isAccepted)).toEqual([false, false, true, true, true, true]);
    expect([1, 2, 3, 4].map(canClientEdit)).toEqual([true, true, false, false]);
    expect([1, 2, 3].map(isBrowsable)).toEqual([true, true, false]);
    expect(isAccepted(phaseOf("ACCEPTED"))).toBe(true);
    expect(canClientEdit(phaseOf("UNDER_REVIEW"))).toBe(true);
  });
});

describe("dashboard buckets (spec 2 §4)", () => {
  it("maps new < 3, active 3..4, completed >= 5 when COMPLETED or CLOSED", () => {
    expect(Object.fromEntries(STATUS_CODES.map((c) => [c, dashboardBucket(c)]))).toEqual({
      REQUESTED: "new",
      UNDER_REVIEW: "new",
      ACCEPTED: "active",
      STARTED: "active",
      IN_PROGRESS: "active",
      PENDING_PAYMENT: "active",
      IN_PROGRESS_AFTER_PAYMENT: "active",
      COMPLETED: "completed",
      CLOSED: "completed",
    });
  });

  it("counts stat cards", () => {
    const codes = ["REQUESTED", "UNDER_REVIEW", "STARTED", "PENDING_PAYMENT", "CLOSED", "COMPLETED"] as const;
    expect(countDashboardBuckets(codes.map((statusCode) => ({ statusCode, status: "requested" })))).toEqual({
      new: 2,
      active: 2,
      completed: 2,
      all: 6,
    });
    expect(countDashboardBuckets([])).toEqual({ new: 0, active: 0, completed: 0, all: 0 });
  });

  it("counts a cancelled project in no bucket, only in all (issue 19 item 15)", () => {
    const cancelled = (statusCode: StatusCode) => ({ statusCode, status: "cancelled" });
    expect(
      countDashboardBuckets([
        cancelled("REQUESTED"),
        cancelled("ACCEPTED"),
        { statusCode: "REQUESTED", status: "requested" },
      ]),
    ).toEqual({ new: 1, active: 0, completed: 0, all: 3 });
  });
});

describe("legacy status and assignments", () => {
  it("cancels only from requested, accepted or in_progress", () => {
    expect(["requested", "accepted", "in_progress", "cancelled", "completed", ""].map(canCancel)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  it("lists the freelancer's current assignment codes", () => {
    expect([...FREELANCER_CURRENT_ASSIGNMENT_CODES].sort()).toEqual([
      "IN_PROGRESS",
      "IN_PROGRESS_AFTER_PAYMENT",
      "PENDING_PAYMENT",
    ]);
  });
});
