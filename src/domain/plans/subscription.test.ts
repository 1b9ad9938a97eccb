import { describe, expect, it } from "vitest";
import { expiryAfterPayment, purchaseRefusal, subscriptionPurchaseSchema } from "./subscription";

const now = new Date("2026-06-15T10:00:00Z");
const free = { subscriptionType: "free" as const, subscriptionExpiresAt: null };

describe("expiryAfterPayment (spec 1 §3, §9: plans run per annum)", () => {
  it("starts a year from the payment for a client on free", () => {
    expect(expiryAfterPayment(free, "pro", now)).toEqual(new Date("2027-06-15T10:00:00Z"));
  });

  it("extends a renewal of the plan in effect from its current expiry", () => {
    const pro = { subscriptionType: "pro" as const, subscriptionExpiresAt: new Date("2026-09-01T00:00:00Z") };
    expect(expiryAfterPayment(pro, "pro", now)).toEqual(new Date("2027-09-01T00:00:00Z"));
  });

  it("starts afresh when the plan has lapsed", () => {
    const lapsed = {
      subscriptionType: "pro" as const,
      subscriptionExpiresAt: new Date("2026-06-15T09:59:59Z"),
    };
    expect(expiryAfterPayment(lapsed, "pro", now)).toEqual(new Date("2027-06-15T10:00:00Z"));
  });

  it("starts afresh on an upgrade from pro to enterprise", () => {
    const pro = { subscriptionType: "pro" as const, subscriptionExpiresAt: new Date("2026-09-01T00:00:00Z") };
    expect(expiryAfterPayment(pro, "enterprise", now)).toEqual(new Date("2027-06-15T10:00:00Z"));
  });

  it("keeps a plan without an expiry without one on renewal", () => {
    expect(
      expiryAfterPayment({ subscriptionType: "pro", subscriptionExpiresAt: null }, "pro", now),
    ).toBeNull();
  });

  it("handles a leap day by the calendar (29 Feb + 1 year = 28 Feb)", () => {
    expect(expiryAfterPayment(free, "pro", new Date("2028-02-29T12:00:00Z"))).toEqual(
      new Date("2029-02-28T12:00:00Z"),
    );
  });
});

describe("purchaseRefusal", () => {
  const enterprise = {
    subscriptionType: "enterprise" as const,
    subscriptionExpiresAt: new Date("2027-01-01"),
  };

  it("allows buying from free, renewing and upgrading", () => {
    expect(purchaseRefusal(free, "pro", now)).toBeNull();
    expect(purchaseRefusal(enterprise, "enterprise", now)).toBeNull();
    expect(purchaseRefusal({ ...enterprise, subscriptionType: "pro" }, "enterprise", now)).toBeNull();
  });

  it("refuses Pro while Enterprise is in effect, and allows it once Enterprise lapsed", () => {
    expect(purchaseRefusal(enterprise, "pro", now)).toBe(
      "Your Enterprise Plan is active and already includes everything in the Pro Plan.",
    );
    expect(purchaseRefusal(enterprise, "pro", new Date("2027-01-02"))).toBeNull();
  });
});

describe("subscriptionPurchaseSchema", () => {
  it("accepts a paid plan with an optional coupon, normalised, and drops a sent amount", () => {
    expect(
      subscriptionPurchaseSchema.parse({ subscriptionType: "pro", couponCode: " save10 ", amount: 1 }),
    ).toEqual({
      subscriptionType: "pro",
      couponCode: "SAVE10",
    });
  });

  it("refuses the free plan (the free card only closes the modal)", () => {
    expect(subscriptionPurchaseSchema.safeParse({ subscriptionType: "free" }).success).toBe(false);
  });
});
