import { describe, expect, it } from "vitest";
import {
  COUPON_TEXTS,
  type CouponFormValues,
  couponDate,
  couponFormSchema,
  couponStatus,
  couponValidityWindow,
  createCouponSchema,
  describeDiscount,
  describeUsage,
  EMPTY_COUPON_FORM,
} from "./coupons";

const body = { code: "save10", discountValue: 10, validUntil: "2026-12-31" };

/** The messages zod gives, by field. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

const form = (values: Partial<CouponFormValues>) =>
  couponFormSchema.safeParse({ ...EMPTY_COUPON_FORM, ...values });

describe("createCouponSchema (API body, spec 3 §5)", () => {
  it("trims and upper-cases the code and fills the defaults", () => {
    expect(createCouponSchema.parse({ ...body, code: "  diwali-25 " })).toEqual({
      code: "DIWALI-25",
      discountType: "percentage",
      discountValue: 10,
      maxDiscountAmount: null,
      minOrderAmount: 0,
      validFrom: null,
      validUntil: "2026-12-31",
      usageLimit: null,
      perUserLimit: null,
      applicableTo: "all",
      description: null,
    });
  });

  it("says 'Please fill in all required fields' for a missing code, value or valid-until", () => {
    expect(errors(createCouponSchema.safeParse({}))).toEqual({
      code: COUPON_TEXTS.required,
      discountValue: COUPON_TEXTS.required,
      validUntil: COUPON_TEXTS.required,
    });
    expect(errors(createCouponSchema.safeParse({ ...body, code: "   " }))).toEqual({
      code: COUPON_TEXTS.required,
    });
  });

  it("tells a missing field from an unusable one", () => {
    expect(
      errors(
        createCouponSchema.safeParse({
          ...body,
          code: 42,
          validUntil: "2026-02-30",
          usageLimit: 5_000_000_000,
        }),
      ),
    ).toEqual({
      code: "Enter a code",
      validUntil: "Use a date (YYYY-MM-DD)",
      usageLimit: "Limit is too large",
    });
    expect(errors(createCouponSchema.safeParse({ ...body, validUntil: "2100-01-01" }))).toEqual({
      validUntil: "Use a date between 2000 and 2099",
    });
  });

  it.each([0, 101, 12.5, -5])("refuses a percentage of %s", (discountValue) => {
    expect(errors(createCouponSchema.safeParse({ ...body, discountValue }))).toEqual({
      discountValue: COUPON_TEXTS.percentRange,
    });
  });

  it.each([1, 100])("accepts a percentage of %s", (discountValue) => {
    expect(createCouponSchema.safeParse({ ...body, discountValue }).success).toBe(true);
  });

  it("takes a fixed discount in paise above 100 but refuses a max discount with it", () => {
    expect(
      createCouponSchema.parse({ ...body, discountType: "fixed", discountValue: 50_000 }).discountValue,
    ).toBe(50_000);
    expect(
      errors(
        createCouponSchema.safeParse({
          ...body,
          discountType: "fixed",
          discountValue: 0,
          maxDiscountAmount: 100,
        }),
      ),
    ).toEqual({
      discountValue: "A fixed discount must be more than zero",
      maxDiscountAmount: "Max discount applies only to percentage discounts",
    });
  });

  it("refuses odd codes, zero limits and a valid-until before valid-from", () => {
    expect(
      errors(
        createCouponSchema.safeParse({
          ...body,
          code: "SAVE 10",
          usageLimit: 0,
          validFrom: "2027-01-01",
        }),
      ),
    ).toEqual({
      code: "Use only letters, digits, hyphens and underscores",
      usageLimit: "A limit must be at least 1, or empty for unlimited",
      validUntil: "Valid until cannot be before valid from",
    });
  });
});

describe("couponFormSchema (Create Coupon form)", () => {
  it("turns the typed form into the API body: rupees to paise, empty limits to unlimited", () => {
    const result = form({
      code: " welcome ",
      discountValue: "15",
      maxDiscountAmount: "500.50",
      minOrderAmount: "1000",
      validUntil: "2026-12-31",
      perUserLimit: "1",
      applicableTo: "projects",
      description: "  First project  ",
    });
    expect(result.data).toEqual({
      code: "WELCOME",
      discountType: "percentage",
      discountValue: 15,
      maxDiscountAmount: 50_050,
      minOrderAmount: 100_000,
      validFrom: null,
      validUntil: "2026-12-31",
      usageLimit: null,
      perUserLimit: 1,
      applicableTo: "projects",
      description: "First project",
    });
  });

  it("reads a fixed discount in rupees and drops the hidden max discount", () => {
    const result = form({
      code: "FLAT200",
      discountType: "fixed",
      discountValue: "199.99",
      maxDiscountAmount: "50",
      validUntil: "2026-12-31",
    });
    expect(result.data).toMatchObject({ discountValue: 19_999, maxDiscountAmount: null, minOrderAmount: 0 });
  });

  it("shows the spec's texts for missing fields and a percentage out of range", () => {
    expect(errors(form({}))).toEqual({
      code: COUPON_TEXTS.required,
      discountValue: COUPON_TEXTS.required,
      validUntil: COUPON_TEXTS.required,
    });
    for (const discountValue of ["150", "0", "ten"]) {
      expect(errors(form({ code: "X", discountValue, validUntil: "2026-12-31" }))).toEqual({
        discountValue: COUPON_TEXTS.percentRange,
      });
    }
  });

  it("flags amounts and limits that are not numbers", () => {
    expect(
      errors(
        form({
          code: "X",
          discountType: "fixed",
          discountValue: "10.999",
          minOrderAmount: "-5",
          usageLimit: "2.5",
          validUntil: "2026-12-31",
        }),
      ),
    ).toEqual({
      discountValue: "Enter an amount in rupees, e.g. 500 or 499.50",
      minOrderAmount: "Enter an amount in rupees, e.g. 500 or 499.50",
      usageLimit: "Enter a whole number, or leave empty for unlimited",
    });
  });
});

describe("couponValidityWindow (spec 3 §5, India's calendar)", () => {
  it("runs valid-until to the last millisecond of that day in IST", () => {
    const window = couponValidityWindow({ validFrom: "2026-12-01", validUntil: "2026-12-31" }, new Date());
    expect(window.validFrom.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(window.validUntil.toISOString()).toBe("2026-12-31T18:29:59.999Z");
  });

  it("starts today in India when valid-from is empty, even when UTC is still on yesterday", () => {
    // 20:00 UTC on 21 Nov is 01:30 IST on 22 Nov.
    const window = couponValidityWindow(
      { validFrom: null, validUntil: "2026-11-22" },
      new Date("2026-11-21T20:00:00Z"),
    );
    expect(window.validFrom.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(window.validUntil.getTime() - window.validFrom.getTime()).toBe(86_400_000 - 1);
  });

  it("reads the window back as the IST dates typed", () => {
    const window = couponValidityWindow({ validFrom: "2026-12-01", validUntil: "2026-12-31" }, new Date());
    expect(couponDate(window.validFrom.toISOString())).toBe("2026-12-01");
    expect(couponDate(window.validUntil.toISOString())).toBe("2026-12-31");
    expect(couponDate(null)).toBeNull();
  });
});

describe("coupon labels", () => {
  const coupon = {
    discountType: "percentage" as const,
    discountValue: 10,
    maxDiscountAmount: 50_000,
    usageCount: 3,
    usageLimit: 5,
    isActive: true,
    validFrom: "2026-11-01T18:30:00.000Z",
    validUntil: "2026-11-30T18:29:59.999Z",
  };
  const now = new Date("2026-11-15T00:00:00Z");

  it("describes the discount and the usage", () => {
    expect(describeDiscount(coupon)).toBe("10% off (up to ₹500.00)");
    expect(describeDiscount({ ...coupon, maxDiscountAmount: null })).toBe("10% off");
    expect(describeDiscount({ discountType: "fixed", discountValue: 20_000, maxDiscountAmount: null })).toBe(
      "₹200.00 off",
    );
    expect(describeUsage(coupon)).toBe("3 / 5");
    expect(describeUsage({ usageCount: 0, usageLimit: null })).toBe("0 / unlimited");
  });

  it("derives the status from the switch, the dates and the usage", () => {
    expect(couponStatus(coupon, now)).toBe("active");
    expect(couponStatus({ ...coupon, isActive: false }, now)).toBe("inactive");
    expect(couponStatus(coupon, new Date("2026-11-30T18:30:00.000Z"))).toBe("expired");
    expect(couponStatus(coupon, new Date("2026-11-01T18:29:59.999Z"))).toBe("scheduled");
    expect(couponStatus({ ...coupon, usageCount: 5 }, now)).toBe("used_up");
  });
});
