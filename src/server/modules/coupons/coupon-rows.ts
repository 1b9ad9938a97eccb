import { z } from "@hono/zod-openapi";
import { COUPON_APPLICABILITY, COUPON_DISCOUNT_TYPES } from "@/domain/constants";
import type { discountCoupons } from "../../db/schema";

/**
 * One coupon as Coupon Management lists it (spec 3 §3 discount_coupons). `discountValue` is a whole percent
 * for percentage coupons and paise for fixed ones; other amounts paise; limits null = unlimited; validity
 * instants ISO 8601 (valid-until is the last millisecond of its India calendar day).
 */
export const couponSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    discountType: z.enum(COUPON_DISCOUNT_TYPES),
    discountValue: z.number().int(),
    maxDiscountAmount: z.number().int().nullable(),
    minOrderAmount: z.number().int(),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    usageCount: z.number().int(),
    perUserLimit: z.number().int().nullable(),
    applicableTo: z.enum(COUPON_APPLICABILITY),
    isActive: z.boolean(),
    description: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("Coupon");
export type Coupon = z.infer<typeof couponSchema>;

/** A discount_coupons row as the API shows it. */
export function toCoupon(row: typeof discountCoupons.$inferSelect): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscountAmount: row.maxDiscountAmount,
    minOrderAmount: row.minOrderAmount ?? 0,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    perUserLimit: row.perUserLimit,
    applicableTo: row.applicableTo,
    isActive: row.isActive,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
