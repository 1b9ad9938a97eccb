import { describe, expect, it } from "vitest";
import { buildPaymentSchedule, type SchedulePayment, type ScheduleTask } from "../projects/payment-schedule";
import {
  checkPayable,
  initiatePaymentSchema,
  type PayableProject,
  paymentBanner,
  paymentDescription,
  statusAfterPayment,
  validateCouponSchema,
} from "./project-payments";

const NOW = new Date("2026-11-22T06:30:00.000Z");
const task = (
  estimatedBudget: number,
  milestoneGroup: number | null,
  dueDate: string | null = null,
): ScheduleTask => ({
  estimatedBudget,
  startDate: null,
  dueDate,
  milestoneGroup,
});
const paid = (
  paymentType: SchedulePayment["paymentType"],
  milestoneNumber: number | null = null,
): SchedulePayment => ({
  paymentType,
  milestoneNumber,
  paymentStatus: "success",
});
const schedule = (tasks: ScheduleTask[], payments: SchedulePayment[] = []) =>
  buildPaymentSchedule({ tasks, payments, now: NOW });
const accepted: PayableProject = { statusCode: "ACCEPTED", status: "accepted" };

describe("schedule item amounts (what initiate charges)", () => {
  it("charges the advance as 20 % of the total, rounded to the paisa", () => {
    // 20 % of 1 000 002.5 paise would be 200 000.5; budgets are whole paise: 1 000 003 -> 200 000.6 -> 200 001.
    const check = checkPayable(accepted, schedule([task(1_000_003, null)]), {
      paymentType: "advance",
      milestoneNumber: null,
    });
    expect(check).toMatchObject({ kind: "payable", item: { amount: 200_001 } });
  });

  it("charges a milestone after the advance deduction, and the final item total minus advance", () => {
    const grouped = schedule([task(300_000, 1), task(700_000, 2)], [paid("advance")]);
    const first = checkPayable({ statusCode: "PENDING_PAYMENT", status: "accepted" }, grouped, {
      paymentType: "milestone",
      milestoneNumber: 1,
    });
    expect(first).toMatchObject({ kind: "payable", item: { amount: 100_000, advanceAdjustment: 200_000 } });
    const plain = schedule([task(1_234_567, null)], [paid("advance")]);
    const final = checkPayable(accepted, plain, { paymentType: "final", milestoneNumber: null });
    expect(final).toMatchObject({ kind: "payable", item: { amount: 1_234_567 - 246_913 } });
  });

  it("answers already paid for a paid item, even on a cancelled project", () => {
    const s = schedule([task(100_000, null)], [paid("advance")]);
    expect(checkPayable(accepted, s, { paymentType: "advance", milestoneNumber: null }).kind).toBe(
      "already_paid",
    );
    expect(
      checkPayable({ statusCode: "ACCEPTED", status: "cancelled" }, s, {
        paymentType: "advance",
        milestoneNumber: null,
      }).kind,
    ).toBe("already_paid");
  });

  it("refuses items not due yet, not in the schedule, unaccepted and cancelled projects", () => {
    const s = schedule([task(300_000, 1), task(700_000, 2)]);
    const refusal = (project: typeof accepted, ref: Parameters<typeof checkPayable>[2]) => {
      const check = checkPayable(project, s, ref);
      return check.kind === "refused" ? check.reason : check.kind;
    };
    expect(refusal(accepted, { paymentType: "milestone", milestoneNumber: 1 })).toBe("not_due");
    expect(refusal(accepted, { paymentType: "milestone", milestoneNumber: 3 })).toBe("not_in_schedule");
    expect(refusal(accepted, { paymentType: "final", milestoneNumber: null })).toBe("not_in_schedule");
    expect(
      refusal(
        { statusCode: "UNDER_REVIEW", status: "requested" },
        { paymentType: "advance", milestoneNumber: null },
      ),
    ).toBe("not_accepted");
    expect(
      refusal(
        { statusCode: "ACCEPTED", status: "cancelled" },
        { paymentType: "advance", milestoneNumber: null },
      ),
    ).toBe("cancelled");
    expect(
      refusal({ statusCode: "BOGUS", status: "accepted" }, { paymentType: "advance", milestoneNumber: null }),
    ).toBe("not_accepted");
    const empty = checkPayable(accepted, schedule([]), { paymentType: "advance", milestoneNumber: null });
    expect(empty).toMatchObject({
      kind: "refused",
      message: "No payment amount available. Please contact support.",
    });
  });
});

describe("paymentBanner", () => {
  it("invites the advance on an accepted project", () => {
    expect(paymentBanner(accepted, schedule([task(100_000, null)]))).toMatchObject({
      kind: "advance",
      item: { type: "advance", amount: 20_000 },
    });
  });

  it("shows Pay Now for a pending item past its due date, and nothing before it is due", () => {
    const overdue = schedule([task(100_000, null, "2026-11-01")], [paid("advance")]);
    const started = { statusCode: "IN_PROGRESS" as const, status: "in_progress" };
    expect(paymentBanner(started, overdue)).toMatchObject({
      kind: "due",
      amountDueNow: 80_000,
      item: { type: "final" },
    });
    const later = schedule([task(100_000, null, "2027-01-01")], [paid("advance")]);
    expect(paymentBanner(started, later)).toBeNull();
  });

  it("shows nothing before acceptance, after cancellation or without a schedule", () => {
    const s = schedule([task(100_000, null)]);
    expect(paymentBanner({ statusCode: "REQUESTED", status: "requested" }, s)).toBeNull();
    expect(paymentBanner({ statusCode: "ACCEPTED", status: "cancelled" }, s)).toBeNull();
    expect(paymentBanner(accepted, null)).toBeNull();
  });
});

describe("statusAfterPayment (the system actor, decision 0006)", () => {
  it("starts an accepted project when the advance is paid", () => {
    expect(statusAfterPayment("ACCEPTED", "advance")).toBe("STARTED");
  });
  it("resumes a project waiting on a milestone or final payment", () => {
    expect(statusAfterPayment("PENDING_PAYMENT", "milestone")).toBe("IN_PROGRESS_AFTER_PAYMENT");
    expect(statusAfterPayment("PENDING_PAYMENT", "final")).toBe("IN_PROGRESS_AFTER_PAYMENT");
  });
  it("moves nothing elsewhere in the lifecycle", () => {
    expect(statusAfterPayment("STARTED", "advance")).toBeNull();
    expect(statusAfterPayment("IN_PROGRESS", "milestone")).toBeNull();
    expect(statusAfterPayment("ACCEPTED", "milestone")).toBeNull();
  });
});

describe("request schemas", () => {
  const projectId = "6f1d3c1e-8f7a-4b8e-9c55-2d0f1f6a9b10";

  it("initiate drops any amount the client sends and normalizes the coupon", () => {
    const parsed = initiatePaymentSchema.parse({
      projectId,
      paymentType: "advance",
      couponCode: " save10 ",
      amount: 1,
      finalAmount: 1,
    });
    expect(parsed).toEqual({ projectId, paymentType: "advance", couponCode: "SAVE10" });
    expect(
      initiatePaymentSchema.parse({ projectId, paymentType: "advance", couponCode: "  " }).couponCode,
    ).toBeUndefined();
  });

  it("initiate requires a milestone number exactly for milestones", () => {
    expect(initiatePaymentSchema.safeParse({ projectId, paymentType: "milestone" }).success).toBe(false);
    expect(
      initiatePaymentSchema.safeParse({ projectId, paymentType: "milestone", milestoneNumber: 5 }).success,
    ).toBe(false);
    expect(
      initiatePaymentSchema.safeParse({ projectId, paymentType: "advance", milestoneNumber: 1 }).success,
    ).toBe(false);
    expect(initiatePaymentSchema.safeParse({ projectId, paymentType: "one_time" }).success).toBe(false);
  });

  it("validate needs a code and either an amount or a project item", () => {
    const empty = validateCouponSchema.safeParse({ code: "   ", amount: 100 });
    expect(empty.error?.issues[0]?.message).toBe("Please enter a coupon code.");
    expect(validateCouponSchema.parse({ code: "x1", amount: 100 })).toMatchObject({
      code: "X1",
      applicableTo: "projects",
    });
    expect(validateCouponSchema.safeParse({ code: "X", projectId, paymentType: "advance" }).success).toBe(
      true,
    );
    expect(validateCouponSchema.safeParse({ code: "X" }).success).toBe(false);
    expect(
      validateCouponSchema.safeParse({ code: "X", amount: 1, projectId, paymentType: "advance" }).success,
    ).toBe(false);
    expect(validateCouponSchema.safeParse({ code: "X", projectId }).success).toBe(false);
  });
});

describe("paymentDescription", () => {
  it("names the item and the project", () => {
    expect(paymentDescription({ description: "Milestone 2 payment" }, "Bakery website")).toBe(
      "Milestone 2 payment — Bakery website",
    );
  });
});
