/**
 * Coupon creation for administrator Coupon Management (spec 3 §2, §5 "Coupon creation", §8 "Coupons";
 * spec 2 §3 Coupon): the API body schema, the Create Coupon form schema that turns typed text into that
 * body, the validity window in India's calendar, and the labels the coupon table shows.
 *
 * Units: a fixed discount, the max discount and the minimum order are integer paise; a percentage
 * discount is a whole percent 1-100 (stored in the same `discount_value` column).
 *
 * @module
 */
import { z } from "zod";
import { BUSINESS_UTC_OFFSET_MINUTES, COUPON_APPLICABILITY, COUPON_DISCOUNT_TYPES } from "../constants";
import { businessToday, type DateString } from "../dates";
import { formatInr, type Paise, parseRupeesInput } from "../money";

/** Coupon Management's texts (spec 3 §8 "Coupons"). */
export const COUPON_TEXTS = {
  required: "Please fill in all required fields",
  percentRange: "Percentage discount must be between 1 and 100",
  createFailed: "Failed to create coupon",
  confirmDelete: "Are you sure you want to delete this coupon?",
} as const;

/** Longest coupon code, characters. */
export const COUPON_CODE_MAX_LENGTH = 40;
/** Largest amount a coupon field takes: ₹10 crore, in paise. */
const MAX_COUPON_PAISE: Paise = 100_000_000_00;
const DAY_MS = 86_400_000;

/** Spec 3 §8's text when the field is missing, `message` when it holds something unusable. */
const requiredOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null ? COUPON_TEXTS.required : message),
});
/** A calendar date this century; timestamps far outside it do not fit the database. */
const couponDay = (params: Parameters<typeof z.iso.date>[0]) =>
  z.iso
    .date(params)
    .refine((date) => date >= "2000-01-01" && date <= "2099-12-31", "Use a date between 2000 and 2099");
const amount = z
  .number()
  .int("Amounts are whole paise")
  .min(0, "Amounts cannot be negative")
  .max(MAX_COUPON_PAISE, "Amount is too large");
const limit = z
  .number()
  .int("Limits are whole numbers")
  .min(1, "A limit must be at least 1, or empty for unlimited")
  .max(1_000_000_000, "Limit is too large")
  .nullable()
  .default(null);

/**
 * Body of `POST /api/coupons` (spec 3 §5): code, discount value and valid-until are required
 * ({@link COUPON_TEXTS}.required); the code is trimmed and upper-cased; a percentage is a whole 1-100
 * ({@link COUPON_TEXTS}.percentRange), a fixed discount at least 1 paisa; max discount (paise) only with a
 * percentage; minimum order (paise) defaults to 0; usage and per-user limits null = unlimited; dates are
 * India calendar dates "YYYY-MM-DD", valid-from null = today (see {@link couponValidityWindow}).
 */
export const createCouponSchema = z
  .object({
    code: z
      .string(requiredOr("Enter a code"))
      .trim()
      .toUpperCase()
      .min(1, COUPON_TEXTS.required)
      .max(COUPON_CODE_MAX_LENGTH, `A code has at most ${COUPON_CODE_MAX_LENGTH} characters`)
      .regex(/^[A-Z0-9_-]*$/, "Use only letters, digits, hyphens and underscores"),
    discountType: z.enum(COUPON_DISCOUNT_TYPES).default("percentage"),
    discountValue: z
      .number(requiredOr("Enter the discount as a number"))
      .max(MAX_COUPON_PAISE, "Amount is too large"),
    maxDiscountAmount: amount.min(1, "Max discount must be more than zero").nullable().default(null),
    minOrderAmount: amount.default(0),
    validFrom: couponDay("Use a date (YYYY-MM-DD)").nullable().default(null),
    validUntil: couponDay(requiredOr("Use a date (YYYY-MM-DD)")),
    usageLimit: limit,
    perUserLimit: limit,
    applicableTo: z.enum(COUPON_APPLICABILITY).default("all"),
    description: z
      .string()
      .trim()
      .max(500, "Description must be at most 500 characters")
      .nullable()
      .default(null),
  })
  .superRefine((coupon, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const value = coupon.discountValue;
    if (coupon.discountType === "percentage") {
      if (!Number.isInteger(value) || value < 1 || value > 100)
        issue("discountValue", COUPON_TEXTS.percentRange);
    } else {
      if (!Number.isInteger(value) || value < 1)
        issue("discountValue", "A fixed discount must be more than zero");
      if (coupon.maxDiscountAmount !== null)
        issue("maxDiscountAmount", "Max discount applies only to percentage discounts");
    }
    if (coupon.validFrom && coupon.validUntil < coupon.validFrom)
      issue("validUntil", "Valid until cannot be before valid from");
  });

/** A valid `POST /api/coupons` body, defaults filled in. */
export type CreateCouponInput = z.output<typeof createCouponSchema>;

/** The Create Coupon form as typed: every field is the text of its input; amounts in rupees. */
const couponFormFields = z.object({
  code: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.string(),
  maxDiscountAmount: z.string(),
  minOrderAmount: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  usageLimit: z.string(),
  perUserLimit: z.string(),
  applicableTo: z.enum(COUPON_APPLICABILITY),
  description: z.string(),
});
export type CouponFormValues = z.input<typeof couponFormFields>;

/** An empty Create Coupon form: percentage, applies to all, no limits. */
export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: "",
  discountType: "percentage",
  discountValue: "",
  maxDiscountAmount: "",
  minOrderAmount: "",
  validFrom: "",
  validUntil: "",
  usageLimit: "",
  perUserLimit: "",
  applicableTo: "all",
  description: "",
};

/**
 * The Create Coupon form's schema (react-hook-form resolver): checks the typed text, converts rupees to
 * paise and empty fields to their defaults, then applies {@link createCouponSchema} itself — so the form
 * and the route refuse the same things with the same texts, and a valid form yields the API body.
 */
export const couponFormSchema = couponFormFields
  .transform((form, ctx): z.input<typeof createCouponSchema> => {
    const issue = (path: string, message: string) => {
      ctx.issues.push({ code: "custom", path: [path], message, input: form });
      return 0;
    };
    for (const field of ["code", "discountValue", "validUntil"] as const) {
      if (!form[field].trim()) issue(field, COUPON_TEXTS.required);
    }
    const rupees = (field: "discountValue" | "maxDiscountAmount" | "minOrderAmount") =>
      parseRupeesInput(form[field]) ?? issue(field, "Enter an amount in rupees, e.g. 500 or 499.50");
    const count = (field: "usageLimit" | "perUserLimit") =>
      !form[field].trim()
        ? null
        : /^\d+$/.test(form[field].trim())
          ? Number(form[field])
          : issue(field, "Enter a whole number, or leave empty for unlimited");
    const percentage = form.discountType === "percentage";
    const typedValue = form.discountValue.trim();
    const discountValue = !typedValue
      ? 0
      : !percentage
        ? rupees("discountValue")
        : /^\d+(\.\d+)?$/.test(typedValue)
          ? Number(typedValue)
          : issue("discountValue", COUPON_TEXTS.percentRange);
    return {
      code: form.code,
      discountType: form.discountType,
      discountValue,
      // The field is hidden for fixed discounts; whatever it held is not sent.
      maxDiscountAmount: percentage && form.maxDiscountAmount.trim() ? rupees("maxDiscountAmount") : null,
      minOrderAmount: form.minOrderAmount.trim() ? rupees("minOrderAmount") : 0,
      validFrom: form.validFrom || null,
      validUntil: form.validUntil,
      usageLimit: count("usageLimit"),
      perUserLimit: count("perUserLimit"),
      applicableTo: form.applicableTo,
      description: form.description.trim() || null,
    };
  })
  .pipe(createCouponSchema);

/** Midnight at the start of `date` in India (UTC+05:30), as an instant. */
function startOfBusinessDay(date: DateString): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);
}

/**
 * The instants a coupon is valid between (spec 3 §5): from the start of valid-from (today in India when
 * null) to the last millisecond of valid-until, both in India's calendar (UTC+05:30).
 *
 * @example couponValidityWindow({ validFrom: null, validUntil: "2026-11-30" }, now)
 *   -> { validFrom: 2026-11-21T18:30:00.000Z (now's IST day), validUntil: 2026-11-30T18:29:59.999Z }
 * @throws {RangeError} when `now` is an invalid Date.
 */
export function couponValidityWindow(
  dates: { validFrom: DateString | null; validUntil: DateString },
  now: Date,
): { validFrom: Date; validUntil: Date } {
  return {
    validFrom: startOfBusinessDay(dates.validFrom ?? businessToday(now)),
    validUntil: new Date(startOfBusinessDay(dates.validUntil).getTime() + DAY_MS - 1),
  };
}

/** A coupon as the table shows it; instants are ISO strings, amounts paise. */
export interface CouponSummary {
  discountType: (typeof COUPON_DISCOUNT_TYPES)[number];
  discountValue: number;
  maxDiscountAmount: Paise | null;
  usageCount: number;
  usageLimit: number | null;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
}

/** "10% off (up to ₹500.00)" or "₹200.00 off". */
export function describeDiscount(
  coupon: Pick<CouponSummary, "discountType" | "discountValue" | "maxDiscountAmount">,
) {
  if (coupon.discountType === "fixed") return `${formatInr(coupon.discountValue)} off`;
  const cap = coupon.maxDiscountAmount === null ? "" : ` (up to ${formatInr(coupon.maxDiscountAmount)})`;
  return `${coupon.discountValue}% off${cap}`;
}

/** Usage as "n / limit", "n / unlimited" without a limit. */
export function describeUsage(coupon: Pick<CouponSummary, "usageCount" | "usageLimit">): string {
  return `${coupon.usageCount} / ${coupon.usageLimit ?? "unlimited"}`;
}

/**
 * The coupon's status at `now`: "inactive" when deactivated; otherwise "expired" past valid-until,
 * "scheduled" before valid-from, "used_up" at its usage limit, else "active".
 */
export function couponStatus(
  coupon: CouponSummary,
  now: Date,
): "active" | "inactive" | "expired" | "scheduled" | "used_up" {
  if (!coupon.isActive) return "inactive";
  if (coupon.validUntil && Date.parse(coupon.validUntil) < now.getTime()) return "expired";
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now.getTime()) return "scheduled";
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return "used_up";
  return "active";
}

/** An instant's India calendar date ("YYYY-MM-DD"), null when there is none. */
export function couponDate(instant: string | null): DateString | null {
  return instant ? businessToday(new Date(instant)) : null;
}
