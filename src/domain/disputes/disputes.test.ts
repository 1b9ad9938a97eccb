import { describe, expect, it } from "vitest";
import { ROLES } from "../roles";
import {
  DISPUTE_MOVES,
  DISPUTE_STATUSES,
  type DisputeActor,
  type DisputeMove,
  type DisputeStatus,
  disputableProject,
  disputeHoldsPayout,
  holdsPayouts,
  moveDispute,
  refundedMove,
  resolutionRefund,
  resolveDisputeSchema,
  resolveFormToInput,
} from "./disputes";

const ACTORS: DisputeActor[] = [...ROLES, "system"];
const FROM: (DisputeStatus | null)[] = [null, ...DISPUTE_STATUSES];

/** Every allowed move: [move, from, to, who]. */
const ALLOWED: [DisputeMove, DisputeStatus | null, DisputeStatus, DisputeActor[]][] = [
  ["open", null, "open", ["client"]],
  ["release", "open", "released", ["manager", "administrator"]],
  ["request_refund", "open", "refunding", ["manager", "administrator"]],
  ["refund_processed_partial", "refunding", "partially_refunded", ["system"]],
  ["refund_processed_full", "refunding", "fully_refunded", ["system"]],
  ["refund_failed", "refunding", "open", ["system"]],
];

describe("dispute state machine", () => {
  it.each(ALLOWED)("%s: %s -> %s by %j", (move, from, to, who) => {
    for (const actor of who) expect(moveDispute(from, move, actor)).toEqual({ ok: true, to });
  });

  it.each(ALLOWED)("%s is refused to everyone else (not_allowed)", (move, from, _to, who) => {
    for (const actor of ACTORS.filter((a) => !who.includes(a)))
      expect(moveDispute(from, move, actor)).toEqual({ ok: false, refusal: "not_allowed" });
  });

  it.each(ALLOWED)("%s is refused from every other state (wrong_state)", (move, from, _to, who) => {
    for (const other of FROM.filter((f) => f !== from))
      expect(moveDispute(other, move, who[0])).toEqual({ ok: false, refusal: "wrong_state" });
  });

  it("lists exactly these moves, and final states have none out", () => {
    expect(Object.keys(DISPUTE_MOVES).sort()).toEqual(ALLOWED.map(([m]) => m).sort());
    for (const final of ["released", "partially_refunded", "fully_refunded"] as const)
      expect(Object.values(DISPUTE_MOVES).some((edge) => edge.from === final)).toBe(false);
  });

  it("holds payouts while open or refunding only", () => {
    expect(DISPUTE_STATUSES.filter(holdsPayouts)).toEqual(["open", "refunding"]);
  });

  it("a processed refund of the whole capture is full, of less is partial", () => {
    expect(refundedMove(50_000, 50_000)).toBe("refund_processed_full");
    expect(refundedMove(20_000, 50_000)).toBe("refund_processed_partial");
  });
});

describe("what may be disputed", () => {
  it("a project in progress (phase 3-4, not cancelled)", () => {
    for (const code of ["ACCEPTED", "STARTED", "IN_PROGRESS", "PENDING_PAYMENT", "IN_PROGRESS_AFTER_PAYMENT"])
      expect(disputableProject({ statusCode: code, status: "in_progress" })).toBe(true);
    for (const code of ["REQUESTED", "UNDER_REVIEW", "COMPLETED", "CLOSED", "NOPE"])
      expect(disputableProject({ statusCode: code, status: "in_progress" })).toBe(false);
    expect(disputableProject({ statusCode: "IN_PROGRESS", status: "cancelled" })).toBe(false);
  });

  it("holds the payouts of the disputed item only", () => {
    const m2 = { paymentType: "milestone", milestoneNumber: 2 };
    expect(disputeHoldsPayout(m2, { paymentType: "milestone_payment", milestoneNumber: 2 })).toBe(true);
    expect(disputeHoldsPayout(m2, { paymentType: "milestone_payment", milestoneNumber: 1 })).toBe(false);
    expect(disputeHoldsPayout(m2, { paymentType: "milestone_payment", milestoneNumber: null })).toBe(true);
    expect(disputeHoldsPayout(m2, { paymentType: "advance_payment", milestoneNumber: null })).toBe(false);
    expect(disputeHoldsPayout(m2, { paymentType: "bonus", milestoneNumber: null })).toBe(false);
    const advance = { paymentType: "advance", milestoneNumber: null };
    expect(disputeHoldsPayout(advance, { paymentType: "advance_payment", milestoneNumber: null })).toBe(true);
    expect(disputeHoldsPayout(advance, { paymentType: "final_payment", milestoneNumber: null })).toBe(false);
  });
});

describe("resolution amounts", () => {
  it("released refunds nothing, full refunds what was paid, partial less than that", () => {
    expect(resolutionRefund("released", 500, 10_000)).toEqual({ ok: true, amountPaise: 0 });
    expect(resolutionRefund("fully_refunded", undefined, 10_000)).toEqual({ ok: true, amountPaise: 10_000 });
    expect(resolutionRefund("partially_refunded", 2_500, 10_000)).toEqual({ ok: true, amountPaise: 2_500 });
    expect(resolutionRefund("partially_refunded", 10_000, 10_000).ok).toBe(false);
    expect(resolutionRefund("partially_refunded", 10_001, 10_000).ok).toBe(false);
    expect(resolutionRefund("partially_refunded", undefined, 10_000).ok).toBe(false);
  });

  it("the API body needs notes, and an amount for a partial refund", () => {
    expect(resolveDisputeSchema.safeParse({ outcome: "released", notes: "Work delivered." }).success).toBe(
      true,
    );
    expect(resolveDisputeSchema.safeParse({ outcome: "released", notes: "  " }).success).toBe(false);
    expect(resolveDisputeSchema.safeParse({ outcome: "partially_refunded", notes: "Half." }).success).toBe(
      false,
    );
    expect(
      resolveDisputeSchema.safeParse({ outcome: "partially_refunded", notes: "Half.", amountPaise: 2.5 })
        .success,
    ).toBe(false);
  });

  it("the dialog's rupees become paise for a partial refund only", () => {
    expect(resolveFormToInput({ outcome: "partially_refunded", amount: "2500.50", notes: " Half " })).toEqual(
      {
        outcome: "partially_refunded",
        amountPaise: 250_050,
        notes: "Half",
      },
    );
    expect(resolveFormToInput({ outcome: "released", amount: "2500", notes: "Fine" })).toEqual({
      outcome: "released",
      notes: "Fine",
    });
  });
});
