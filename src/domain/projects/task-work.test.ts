import { describe, expect, it } from "vitest";
import { STATUS_CODES } from "./statuses";
import {
  ACTIVE_STATUS_CODES,
  actualHoursSchema,
  canMoveTask,
  isActiveProject,
  myTaskUpdateSchema,
  nextTaskStatuses,
  parseHoursInput,
} from "./task-work";
import { TASK_STATUSES } from "./tasks";

describe("task moves of the assigned freelancer", () => {
  it("walks pending or assigned -> in progress -> review -> completed", () => {
    expect(nextTaskStatuses("pending")).toEqual(["in_progress"]);
    expect(nextTaskStatuses("assigned")).toEqual(["in_progress"]);
    expect(nextTaskStatuses("in_progress")).toEqual(["review"]);
    expect(nextTaskStatuses("review")).toEqual(["in_progress", "completed"]);
    expect(nextTaskStatuses("completed")).toEqual([]);
  });

  it("refuses skipping review, going backwards to pending, and staying put", () => {
    expect(canMoveTask("in_progress", "completed")).toBe(false);
    expect(canMoveTask("assigned", "review")).toBe(false);
    expect(canMoveTask("in_progress", "assigned")).toBe(false);
    expect(canMoveTask("completed", "in_progress")).toBe(false);
    for (const status of TASK_STATUSES) expect(canMoveTask(status, status)).toBe(false);
  });

  it("never lets a task return to pending or assigned", () => {
    for (const from of TASK_STATUSES) {
      expect(nextTaskStatuses(from)).not.toContain("pending");
      expect(nextTaskStatuses(from)).not.toContain("assigned");
    }
  });
});

describe("actual hours", () => {
  it("takes 0 or more with at most one decimal", () => {
    expect(actualHoursSchema.safeParse(0).success).toBe(true);
    expect(actualHoursSchema.safeParse(7.5).success).toBe(true);
    expect(actualHoursSchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(actualHoursSchema.safeParse(-1).success).toBe(false);
    expect(actualHoursSchema.safeParse(1.25).success).toBe(false);
    expect(actualHoursSchema.safeParse(10_001).success).toBe(false);
  });

  it("parses typed hours or says what is wrong", () => {
    expect(parseHoursInput(" 12.5 ")).toEqual({ hours: 12.5 });
    expect(parseHoursInput("-2")).toEqual({ error: "Hours cannot be negative" });
    expect(parseHoursInput("1.25")).toEqual({ error: "Use at most one decimal for hours" });
    expect(parseHoursInput("abc")).toEqual({ error: "Enter hours as a number, e.g. 7.5" });
    expect(parseHoursInput("")).toEqual({ error: "Enter hours as a number, e.g. 7.5" });
  });

  it("an update needs a status or hours", () => {
    expect(myTaskUpdateSchema.safeParse({}).success).toBe(false);
    expect(myTaskUpdateSchema.safeParse({ actualHours: 3 }).success).toBe(true);
    expect(myTaskUpdateSchema.safeParse({ status: "review" }).success).toBe(true);
    expect(myTaskUpdateSchema.safeParse({ status: "done" }).success).toBe(false);
  });
});

describe("active projects for task mapping", () => {
  it("are accepted and not yet delivered (phase 3 to 4)", () => {
    expect(ACTIVE_STATUS_CODES).toEqual([
      "ACCEPTED",
      "STARTED",
      "IN_PROGRESS",
      "PENDING_PAYMENT",
      "IN_PROGRESS_AFTER_PAYMENT",
    ]);
    expect(STATUS_CODES.filter((code) => isActiveProject(code, "in_progress"))).toEqual(ACTIVE_STATUS_CODES);
  });

  it("exclude cancelled projects whatever their code", () => {
    expect(isActiveProject("IN_PROGRESS", "cancelled")).toBe(false);
    expect(isActiveProject("REQUESTED", "requested")).toBe(false);
    expect(isActiveProject("COMPLETED", "in_progress")).toBe(false);
  });
});
