import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CouponOrder,
  type CouponTerms,
  couponDiscount,
  evaluateCoupon,
  normalizeCouponCode,
} from "./coupon-pricing";

const NOW = new Date("2026-11-22T06:30:00.000Z");

const coupon = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  discountType: "percentage",
  discountValue: 10,
  maxDiscountAmount: null,
  minOrderAmount: null,
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validUntil: new Date("2026-12-31T18:29:59.999Z"),
  usageLimit: null,
  usageCount: 0,
  perUserLimit: null,
  applicableTo: "all",
  isActive: true,
  ...overrides,
});

const order = (overrides: Partial<CouponOrder> = {}): CouponOrder => ({
  amount: 1_000_000,
  purpose: "projects",
  now: NOW,
  userRedemptions: 0,
  ...overrides,
});

describe("normalizeCouponCode", () => {
  it("trims and upper-cases", () => {
    expect(normalizeCouponCode("  welcome10\t")).toBe("WELCOME10");
    expect(normalizeCouponCode("   ")).toBe("");
  });
});

describe("couponDiscount", () => {
  it("takes a percentage rounded to the nearest paisa, halves away from zero", () => {
    expect(couponDiscount(coupon({ discountValue: 15 }), 12_345)).toBe(1_852); // 1851.75
    expect(couponDiscount(coupon({ discountValue: 10 }), 12_345)).toBe(1_235); // 1234.5 -> 1235
    expect(couponDiscount(coupon({ discountValue: 33 }), 1)).toBe(0); // 0.33
  });

  it("caps a percentage at the max discount", () => {
    expect(couponDiscount(coupon({ discountValue: 50, maxDiscountAmount: 50_000 }), 1_000_000)).toBe(50_000);
    expect(couponDiscount(coupon({ discountValue: 50, maxDiscountAmount: 50_000 }), 60_000)).toBe(30_000);
  });

  it("takes a fixed amount, never more than the order", () => {
    expect(couponDiscount(coupon({ discountType: "fixed", discountValue: 20_000 }), 1_000_000)).toBe(20_000);
    expect(couponDiscount(coupon({ discountType: "fixed", discountValue: 20_000 }), 15_000)).toBe(15_000);
  });

  it("a 100 % coupon takes everything", () => {
    expect(couponDiscount(coupon({ discountValue: 100 }), 987_654)).toBe(987_654);
  });

  it("never goes below zero or above the order, and stays whole paise", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("percentage" as const, "fixed" as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (discountType, value, cap, amount) => {
          const terms = coupon({
            discountType,
            discountValue: discountType === "percentage" ? (value % 100) + 1 : value,
            maxDiscountAmount: discountType === "percentage" ? cap : null,
          });
          const discount = couponDiscount(terms, amount);
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(amount);
          const result = evaluateCoupon(terms, order({ amount }));
          expect(result.finalAmount).toBe(amount - (result.valid ? discount : 0));
        },
      ),
    );
  });
});

describe("evaluateCoupon (validate_coupon)", () => {
  it("answers the discount and the final amount", () => {
    expect(evaluateCoupon(coupon(), order())).toEqual({
      valid: true,
      discountAmount: 100_000,
      finalAmount: 900_000,
    });
  });

  it("refuses an unknown or inactive coupon as 'Invalid coupon code'", () => {
    for (const terms of [null, coupon({ isActive: false })]) {
      expect(evaluateCoupon(terms, order())).toMatchObject({
        valid: false,
        error: "Invalid coupon code",
        discountAmount: 0,
        finalAmount: 1_000_000,
      });
    }
  });

  it("checks the validity window to the millisecond", () => {
    const until = new Date(NOW.getTime() - 1);
    expect(evaluateCoupon(coupon({ validUntil: until }), order())).toMatchObject({ reason: "expired" });
    expect(evaluateCoupon(coupon({ validUntil: NOW }), order()).valid).toBe(true);
    const from = new Date(NOW.getTime() + 1);
    expect(evaluateCoupon(coupon({ validFrom: from }), order())).toMatchObject({
      reason: "not_started",
      error: "This coupon is not valid yet.",
    });
    expect(evaluateCoupon(coupon({ validFrom: null, validUntil: null }), order()).valid).toBe(true);
  });

  it("applies 'all' to both purposes and the others only to their own", () => {
    const forSubscriptions = coupon({ applicableTo: "subscriptions" });
    expect(evaluateCoupon(forSubscriptions, order())).toMatchObject({ reason: "not_applicable" });
    expect(evaluateCoupon(forSubscriptions, order({ purpose: "subscriptions" })).valid).toBe(true);
    expect(evaluateCoupon(coupon({ applicableTo: "projects" }), order()).valid).toBe(true);
    expect(
      evaluateCoupon(coupon({ applicableTo: "projects" }), order({ purpose: "subscriptions" })).valid,
    ).toBe(false);
  });

  it("enforces the minimum order with the minimum in rupees", () => {
    const terms = coupon({ minOrderAmount: 500_000 });
    const refused = evaluateCoupon(terms, order({ amount: 499_999 }));
    expect(refused).toMatchObject({
      reason: "min_order",
      error: "This coupon needs a minimum order of ₹5,000.00.",
    });
    expect(evaluateCoupon(terms, order({ amount: 500_000 })).valid).toBe(true);
  });

  it("enforces the usage limit and the per-person limit from the counts given", () => {
    expect(evaluateCoupon(coupon({ usageLimit: 3, usageCount: 3 }), order())).toMatchObject({
      reason: "used_up",
    });
    expect(evaluateCoupon(coupon({ usageLimit: 3, usageCount: 2 }), order()).valid).toBe(true);
    expect(evaluateCoupon(coupon({ perUserLimit: 1 }), order({ userRedemptions: 1 }))).toMatchObject({
      reason: "per_user_limit",
    });
    expect(evaluateCoupon(coupon({ perUserLimit: 2 }), order({ userRedemptions: 1 })).valid).toBe(true);
  });
});
