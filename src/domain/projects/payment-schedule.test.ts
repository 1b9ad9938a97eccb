import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildPaymentSchedule,
  findScheduleItem,
  nextPayableItem,
  type SchedulePayment,
  type ScheduleTask,
} from "./payment-schedule";

// Noon in India on 10 January 2025.
const now = new Date("2025-01-10T06:30:00Z");

function task(estimatedBudget: number, extra: Partial<ScheduleTask> = {}): ScheduleTask {
  return { estimatedBudget, startDate: null, dueDate: null, milestoneGroup: null, ...extra };
}
function paid(
  paymentType: SchedulePayment["paymentType"],
  milestoneNumber: number | null = null,
): SchedulePayment {
  return { paymentType, milestoneNumber, paymentStatus: "success" };
}
const summary = (items: ReturnType<typeof buildPaymentSchedule>["items"]) =>
  items.map((i) => [i.type, i.milestoneNumber, i.amount, i.status]);

describe("advance (spec 2 §5)", () => {
  it("is 20% of the total task budget, rounded to a whole paisa", () => {
    const schedule = buildPaymentSchedule({ tasks: [task(300_000), task(700_000)], payments: [], now });
    expect(schedule.totalBudget).toBe(1_000_000);
    expect(schedule.items[0]).toMatchObject({
      type: "advance",
      milestoneNumber: null,
      amount: 200_000,
      originalAmount: 200_000,
      advanceAdjustment: 0,
    });
    const odd = buildPaymentSchedule({ tasks: [task(12_345)], payments: [], now });
    expect(odd.items[0].amount).toBe(2_469);
  });

  it("is due one day before the earliest task start", () => {
    const schedule = buildPaymentSchedule({
      tasks: [task(100, { startDate: "2025-03-05" }), task(100, { startDate: "2025-03-01" }), task(100)],
      payments: [],
      now,
    });
    expect(schedule.items[0].dueDate).toBe("2025-02-28");
  });

  it("is due 7 days from now when no task has a start date", () => {
    const schedule = buildPaymentSchedule({ tasks: [task(100)], payments: [], now });
    expect(schedule.items[0].dueDate).toBe("2025-01-17");
  });

  it("uses India's date for 'now'", () => {
    // 20:00 UTC on the 10th is already the 11th in India.
    const late = new Date("2025-01-10T20:00:00Z");
    expect(buildPaymentSchedule({ tasks: [task(100)], payments: [], now: late }).items[0].dueDate).toBe(
      "2025-01-18",
    );
  });

  it("is paid after a successful advance payment, pending otherwise", () => {
    const tasks = [task(1_000)];
    expect(buildPaymentSchedule({ tasks, payments: [], now }).items[0].status).toBe("pending");
    const failedOrPending: SchedulePayment[] = [
      { paymentType: "advance", milestoneNumber: null, paymentStatus: "failed" },
      { paymentType: "advance", milestoneNumber: null, paymentStatus: "pending" },
    ];
    expect(buildPaymentSchedule({ tasks, payments: failedOrPending, now }).items[0].status).toBe("pending");
    expect(buildPaymentSchedule({ tasks, payments: [paid("advance")], now }).items[0].status).toBe("paid");
  });
});

describe("without milestone groups (spec 2 §5)", () => {
  it("bills a final payment of total minus advance at the latest task due date", () => {
    const schedule = buildPaymentSchedule({
      tasks: [
        task(300_000, { startDate: "2025-02-01", dueDate: "2025-02-10" }),
        task(700_000, { startDate: "2025-02-11", dueDate: "2025-03-15" }),
      ],
      payments: [],
      now,
    });
    expect(schedule.items).toEqual([
      {
        type: "advance",
        milestoneNumber: null,
        description: "Advance payment (20% of total budget)",
        amount: 200_000,
        originalAmount: 200_000,
        advanceAdjustment: 0,
        dueDate: "2025-01-31",
        status: "pending",
      },
      {
        type: "final",
        milestoneNumber: null,
        description: "Final payment",
        amount: 800_000,
        originalAmount: 1_000_000,
        advanceAdjustment: 200_000,
        dueDate: "2025-03-15",
        status: "upcoming",
      },
    ]);
  });

  it("falls back to 30 days from now for the final payment", () => {
    const schedule = buildPaymentSchedule({ tasks: [task(500_000)], payments: [], now });
    expect(schedule.items[1].dueDate).toBe("2025-02-09");
  });

  it("makes the final payment pending once the advance is paid, and paid after it", () => {
    const tasks = [task(500_000)];
    expect(summary(buildPaymentSchedule({ tasks, payments: [paid("advance")], now }).items)).toEqual([
      ["advance", null, 100_000, "paid"],
      ["final", null, 400_000, "pending"],
    ]);
    expect(
      summary(buildPaymentSchedule({ tasks, payments: [paid("advance"), paid("final")], now }).items),
    ).toEqual([
      ["advance", null, 100_000, "paid"],
      ["final", null, 400_000, "paid"],
    ]);
  });
});

describe("with milestone groups (spec 2 §5)", () => {
  // Total 500 000 paise, advance 100 000: covers group 1 (50 000) and half of group 2.
  const tasks = [
    task(30_000, { milestoneGroup: 1, dueDate: "2025-02-01" }),
    task(20_000, { milestoneGroup: 1, dueDate: "2025-02-05" }),
    task(100_000, { milestoneGroup: 2, dueDate: "2025-03-01" }),
    task(350_000, { milestoneGroup: 3, dueDate: "2025-04-01" }),
  ];

  it("sums each group's task budgets and deducts the advance from the earliest groups first", () => {
    const { items, totalBudget } = buildPaymentSchedule({ tasks, payments: [], now });
    expect(totalBudget).toBe(500_000);
    expect(
      items.map((i) => [i.type, i.milestoneNumber, i.originalAmount, i.advanceAdjustment, i.amount]),
    ).toEqual([
      ["advance", null, 100_000, 0, 100_000],
      ["milestone", 1, 50_000, 50_000, 0],
      ["milestone", 2, 100_000, 50_000, 50_000],
      ["milestone", 3, 350_000, 0, 350_000],
    ]);
    expect(items.map((i) => i.description)).toEqual([
      "Advance payment (20% of total budget)",
      "Milestone 1 payment",
      "Milestone 2 payment",
      "Milestone 3 payment",
    ]);
  });

  it("dates each group at its latest task due date", () => {
    const { items } = buildPaymentSchedule({ tasks, payments: [], now });
    expect(items.slice(1).map((i) => i.dueDate)).toEqual(["2025-02-05", "2025-03-01", "2025-04-01"]);
  });

  it("falls back to 15 days × the group's position among present groups", () => {
    const { items } = buildPaymentSchedule({
      tasks: [
        task(1_000, { milestoneGroup: 4 }),
        task(1_000, { milestoneGroup: 2 }),
        task(1_000, { milestoneGroup: 3, dueDate: "2025-06-30" }),
      ],
      payments: [],
      now,
    });
    expect(items.slice(1).map((i) => [i.milestoneNumber, i.dueDate])).toEqual([
      [2, "2025-01-25"], // position 1: +15 days
      [3, "2025-06-30"], // own due date
      [4, "2025-02-24"], // position 3: +45 days
    ]);
  });

  it("keeps every group upcoming while the advance is unpaid", () => {
    const { items } = buildPaymentSchedule({ tasks, payments: [], now });
    expect(items.map((i) => i.status)).toEqual(["pending", "upcoming", "upcoming", "upcoming"]);
  });

  it("marks groups covered by a paid advance as paid; the first unpaid group is pending, later upcoming", () => {
    const { items } = buildPaymentSchedule({ tasks, payments: [paid("advance")], now });
    expect(items.map((i) => i.status)).toEqual(["paid", "paid", "pending", "upcoming"]);
  });

  it("marks a group paid after a successful milestone payment for its number", () => {
    const payments = [
      paid("advance"),
      paid("milestone", 2),
      { paymentType: "milestone", milestoneNumber: 3, paymentStatus: "failed" } as SchedulePayment,
    ];
    const { items } = buildPaymentSchedule({ tasks, payments, now });
    expect(items.map((i) => i.status)).toEqual(["paid", "paid", "paid", "pending"]);
    const all = buildPaymentSchedule({ tasks, payments: [...payments, paid("milestone", 3)], now });
    expect(all.items.every((i) => i.status === "paid")).toBe(true);
    expect(nextPayableItem(all)).toBeNull();
  });

  it("bills ungrouped tasks as a final payment after the milestones", () => {
    const { items, totalBudget } = buildPaymentSchedule({
      tasks: [task(40_000, { milestoneGroup: 1 }), task(60_000, { dueDate: "2025-05-01" })],
      payments: [paid("advance")],
      now,
    });
    expect(totalBudget).toBe(100_000);
    expect(
      items.map((i) => [i.type, i.originalAmount, i.advanceAdjustment, i.amount, i.dueDate, i.status]),
    ).toEqual([
      ["advance", 20_000, 0, 20_000, "2025-01-17", "paid"],
      ["milestone", 40_000, 20_000, 20_000, "2025-01-25", "pending"],
      ["final", 60_000, 0, 60_000, "2025-05-01", "upcoming"],
    ]);
  });
});

describe("amountDueNow (spec 2 §5)", () => {
  it("sums pending items whose due date has passed, including today", () => {
    const overdueAdvance = buildPaymentSchedule({
      tasks: [task(1_000_000, { startDate: "2025-01-05", dueDate: "2025-01-08" })],
      payments: [],
      now,
    });
    // The advance (due 4 Jan) is pending and overdue; the final (due 8 Jan) is overdue but upcoming.
    expect(overdueAdvance.amountDueNow).toBe(200_000);

    const dueToday = buildPaymentSchedule({
      tasks: [task(1_000_000, { startDate: "2025-01-11" })],
      payments: [],
      now,
    });
    expect(dueToday.items[0].dueDate).toBe("2025-01-10");
    expect(dueToday.amountDueNow).toBe(200_000);
  });

  it("is zero when the pending item is due later", () => {
    const schedule = buildPaymentSchedule({ tasks: [task(1_000_000)], payments: [], now });
    expect(schedule.amountDueNow).toBe(0);
  });

  it("counts the pending milestone once its due date passes", () => {
    const tasks = [
      task(50_000, { milestoneGroup: 1, dueDate: "2025-01-09" }),
      task(50_000, { milestoneGroup: 2 }),
    ];
    const schedule = buildPaymentSchedule({ tasks, payments: [paid("advance")], now });
    expect(summary(schedule.items)).toEqual([
      ["advance", null, 20_000, "paid"],
      ["milestone", 1, 30_000, "pending"],
      ["milestone", 2, 50_000, "upcoming"],
    ]);
    expect(schedule.amountDueNow).toBe(30_000);
  });
});

describe("edge cases", () => {
  it("has nothing to bill for a zero total", () => {
    expect(buildPaymentSchedule({ tasks: [], payments: [], now })).toEqual({
      totalBudget: 0,
      items: [],
      amountDueNow: 0,
    });
    expect(buildPaymentSchedule({ tasks: [task(0)], payments: [], now }).items).toEqual([]);
  });

  it("settles everything after a successful one-time payment", () => {
    const schedule = buildPaymentSchedule({
      tasks: [task(10_000, { milestoneGroup: 1 }), task(10_000, { milestoneGroup: 2 })],
      payments: [paid("one_time")],
      now,
    });
    expect(schedule.items.map((i) => i.status)).toEqual(["paid", "paid", "paid"]);
    expect(schedule.amountDueNow).toBe(0);
  });

  it("rejects malformed tasks", () => {
    expect(() => buildPaymentSchedule({ tasks: [task(-1)], payments: [], now })).toThrow(RangeError);
    expect(() => buildPaymentSchedule({ tasks: [task(1.5)], payments: [], now })).toThrow(RangeError);
    expect(() =>
      buildPaymentSchedule({ tasks: [task(1, { milestoneGroup: 5 })], payments: [], now }),
    ).toThrow(RangeError);
    expect(() =>
      buildPaymentSchedule({ tasks: [task(1, { dueDate: "2025-02-30" })], payments: [], now }),
    ).toThrow(RangeError);
  });

  it("always bills exactly the total, with at most one pending item", () => {
    const taskArb = fc.record({
      estimatedBudget: fc.integer({ min: 0, max: 10_000_000 }),
      startDate: fc.constantFrom(null, "2025-01-01", "2025-02-15"),
      dueDate: fc.constantFrom(null, "2025-01-20", "2025-03-31"),
      milestoneGroup: fc.constantFrom(null, 1, 2, 3, 4),
    });
    const paymentArb = fc.record({
      paymentType: fc.constantFrom("advance", "milestone", "final", "one_time") as fc.Arbitrary<
        SchedulePayment["paymentType"]
      >,
      milestoneNumber: fc.constantFrom(null, 1, 2, 3, 4),
      paymentStatus: fc.constantFrom("success", "pending", "failed") as fc.Arbitrary<
        SchedulePayment["paymentStatus"]
      >,
    });
    fc.assert(
      fc.property(
        fc.array(taskArb, { maxLength: 12 }),
        fc.array(paymentArb, { maxLength: 6 }),
        (tasks, payments) => {
          const schedule = buildPaymentSchedule({ tasks, payments, now });
          const billed = schedule.items.reduce((sum, i) => sum + i.amount, 0);
          expect(billed).toBe(schedule.totalBudget);
          expect(schedule.items.filter((i) => i.status === "pending").length).toBeLessThanOrEqual(1);
          for (const i of schedule.items) {
            expect(Number.isInteger(i.amount) && i.amount >= 0).toBe(true);
            expect(i.amount).toBe(i.originalAmount - i.advanceAdjustment);
          }
          expect(schedule.amountDueNow).toBeLessThanOrEqual(schedule.totalBudget);
        },
      ),
    );
  });
});

describe("lookups", () => {
  const schedule = buildPaymentSchedule({
    tasks: [task(50_000, { milestoneGroup: 1 }), task(50_000, { milestoneGroup: 2 })],
    payments: [paid("advance")],
    now,
  });

  it("nextPayableItem returns the pending item", () => {
    expect(nextPayableItem(schedule)).toMatchObject({
      type: "milestone",
      milestoneNumber: 1,
      amount: 30_000,
    });
  });

  it("findScheduleItem finds items by type and milestone number", () => {
    expect(findScheduleItem(schedule, "advance")?.amount).toBe(20_000);
    expect(findScheduleItem(schedule, "milestone", 2)?.amount).toBe(50_000);
    expect(findScheduleItem(schedule, "milestone", 3)).toBeNull();
    expect(findScheduleItem(schedule, "final")).toBeNull();
  });
});

describe("net paid per item (issue 20 item 4)", () => {
  it("shows an item paid by a refunded payment its refund and net paid; items without refunds stay as they were", () => {
    const tasks = [task(400_000, { milestoneGroup: 1 }), task(600_000, { milestoneGroup: 2 })];
    const schedule = buildPaymentSchedule({
      tasks,
      payments: [
        { ...paid("advance"), amount: 200_000, discountedAmount: 180_000, refundedPaise: 30_000 },
        { ...paid("milestone", 1), amount: 400_000, refundedPaise: 0 },
        {
          paymentType: "milestone",
          milestoneNumber: 2,
          paymentStatus: "failed",
          amount: 1,
          refundedPaise: 1,
        },
      ],
      now,
    });
    expect(schedule.items[0]).toMatchObject({ type: "advance", refunded: 30_000, netPaid: 150_000 });
    expect(schedule.items[1]).not.toHaveProperty("netPaid");
    expect(schedule.items[2]).not.toHaveProperty("netPaid");
    const whole = buildPaymentSchedule({
      tasks,
      payments: [{ ...paid("advance"), amount: 200_000, refundedPaise: 200_000 }],
      now,
    });
    expect(whole.items[0]).toMatchObject({ status: "paid", refunded: 200_000, netPaid: 0 });
  });
});
