import { describe, expect, it } from "vitest";
import {
  canMovePayout,
  nextPayoutStatuses,
  payoutFormSchema,
  payoutFormSchemaFor,
  payoutFormToInput,
  recordPayoutSchema,
  summarisePayouts,
} from "./payouts";

describe("payout status flow", () => {
  it("moves pending -> processing -> completed, and never out of completed or cancelled", () => {
    expect(canMovePayout("pending", "processing")).toBe(true);
    expect(canMovePayout("processing", "completed")).toBe(true);
    expect(canMovePayout("completed", "pending")).toBe(false);
    expect(nextPayoutStatuses("cancelled")).toEqual([]);
    expect(canMovePayout("failed", "processing")).toBe(true);
    expect(canMovePayout("failed", "completed")).toBe(false);
  });
});

describe("summarisePayouts", () => {
  it("counts completed as earnings and pending plus processing as pending, in paise", () => {
    const summary = summarisePayouts([
      { amount: 1_000_050, status: "completed" },
      { amount: 250_000, status: "completed" },
      { amount: 99_999, status: "pending" },
      { amount: 1, status: "processing" },
      { amount: 5_000_000, status: "failed" },
      { amount: 7_000_000, status: "cancelled" },
    ]);
    expect(summary).toEqual({
      totalEarnings: 1_250_050,
      completedCount: 2,
      pendingCount: 2,
      pendingAmount: 100_000,
    });
  });

  it("is all zero for no payouts", () => {
    expect(summarisePayouts([])).toEqual({
      totalEarnings: 0,
      completedCount: 0,
      pendingCount: 0,
      pendingAmount: 0,
    });
  });
});

describe("recordPayoutSchema", () => {
  const valid = {
    freelancerId: "7a0c2f4e-1b7d-4c55-9a3e-2f1d0c9b8a76",
    amount: 1_500_000,
    paymentType: "milestone_payment",
    paymentMethod: "upi",
  };
  it("accepts a payout in paise and refuses zero, fractions and unknown types", () => {
    expect(recordPayoutSchema.safeParse(valid).success).toBe(true);
    expect(recordPayoutSchema.safeParse({ ...valid, amount: 0 }).success).toBe(false);
    expect(recordPayoutSchema.safeParse({ ...valid, amount: 10.5 }).success).toBe(false);
    expect(recordPayoutSchema.safeParse({ ...valid, paymentType: "refund" }).success).toBe(false);
  });
});

/** A milestone payment of ₹9,000 for milestone 2, as the Record Payment form holds it. */
const milestoneForm = {
  freelancerId: "7a0c2f4e-1b7d-4c55-9a3e-2f1d0c9b8a76",
  amount: "9000",
  paymentType: "milestone_payment" as const,
  paymentMethod: "upi" as const,
  milestoneNumber: "2",
  description: "",
};

describe("payoutFormToInput", () => {
  it("turns typed rupees into paise and drops an empty description", () => {
    const values = {
      ...milestoneForm,
      amount: "12500.5",
      paymentType: "bonus" as const,
      paymentMethod: "bank_transfer" as const,
      description: "  ",
    };
    expect(payoutFormSchema.safeParse(values).success).toBe(true);
    expect(payoutFormToInput(values)).toEqual({
      freelancerId: values.freelancerId,
      amount: 1_250_050,
      paymentType: "bonus",
      paymentMethod: "bank_transfer",
    });
    expect(payoutFormSchema.safeParse({ ...values, amount: "0" }).success).toBe(false);
    expect(payoutFormSchema.safeParse({ ...values, amount: "12,500" }).success).toBe(false);
  });
});

describe("payoutFormSchemaFor", () => {
  const values = milestoneForm;
  it("requires one of the schedule's milestones for a milestone payment and sends its number", () => {
    const schema = payoutFormSchemaFor([1, 2, 3]);
    expect(schema.safeParse(values).success).toBe(true);
    expect(payoutFormToInput(values)).toEqual({
      freelancerId: values.freelancerId,
      amount: 900_000,
      paymentType: "milestone_payment",
      paymentMethod: "upi",
      milestoneNumber: 2,
    });
    const missing = schema.safeParse({ ...values, milestoneNumber: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["milestoneNumber"],
      message: "Choose a milestone",
    });
    expect(schema.safeParse({ ...values, milestoneNumber: "4" }).success).toBe(false);
  });
  it("needs no milestone when the schedule has none or the payment is not a milestone payment", () => {
    expect(payoutFormSchemaFor([]).safeParse({ ...values, milestoneNumber: "" }).success).toBe(true);
    const advance = { ...values, paymentType: "advance_payment" as const, milestoneNumber: "" };
    expect(payoutFormSchemaFor([1, 2]).safeParse(advance).success).toBe(true);
    expect(payoutFormToInput({ ...advance, milestoneNumber: "2" })).not.toHaveProperty("milestoneNumber");
    expect(payoutFormToInput({ ...values, milestoneNumber: "" })).not.toHaveProperty("milestoneNumber");
  });
});
