import { z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { discountCoupons, profiles, projectPayments, projects, projectVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";

const USAGE_STATUSES = ["success", "pending", "failed"] as const;

/**
 * One payment that used a coupon (spec 3 §2 usage dialog, §3 project_payments as used for coupon usage):
 * payer, project with its current version's number and title, amount before and after the discount (paise),
 * status (success, pending, anything else failed), transaction id and time.
 */
export const couponUsageSchema = z
  .object({
    id: z.uuid(),
    payer: z.object({ fullName: z.string(), email: z.string() }),
    project: z.object({ id: z.uuid(), title: z.string().nullable(), versionNumber: z.number().int() }),
    amount: z.number().int(),
    discountedAmount: z.number().int().nullable(),
    status: z.enum(USAGE_STATUSES),
    transactionId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("CouponUsage");
export type CouponUsage = z.infer<typeof couponUsageSchema>;

/**
 * The usage dialog (spec 3 §7 "project_payments by coupon_code newest first, then per row profiles,
 * projects and project_versions"), here one joined query.
 * @throws AppError forbidden (403) unless an administrator; not_found (404) for an unknown coupon.
 */
export async function listCouponUsage({
  deps,
  actor,
  couponId,
}: {
  deps: Deps;
  actor: Actor;
  couponId: string;
}): Promise<{ code: string; usages: CouponUsage[] }> {
  requireAccess(actor, "coupons.manage");
  const [coupon] = await deps.db
    .select({ code: discountCoupons.code })
    .from(discountCoupons)
    .where(eq(discountCoupons.id, couponId));
  if (!coupon) throw new AppError("not_found", "Coupon not found");
  const rows = await deps.db
    .select({
      payment: projectPayments,
      fullName: profiles.fullName,
      email: profiles.email,
      versionNumber: projects.currentVersion,
      title: projectVersions.title,
    })
    .from(projectPayments)
    .innerJoin(profiles, eq(profiles.id, projectPayments.userId))
    .innerJoin(projects, eq(projects.id, projectPayments.projectId))
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(eq(projectPayments.couponCode, coupon.code))
    .orderBy(desc(projectPayments.createdAt), desc(projectPayments.id));
  return {
    code: coupon.code,
    usages: rows.map(({ payment, fullName, email, versionNumber, title }) => ({
      id: payment.id,
      payer: { fullName, email },
      project: { id: payment.projectId, title, versionNumber },
      amount: payment.amount,
      discountedAmount: payment.discountedAmount,
      status: (USAGE_STATUSES as readonly string[]).includes(payment.paymentStatus)
        ? payment.paymentStatus
        : "failed",
      transactionId: payment.transactionId,
      createdAt: payment.createdAt.toISOString(),
    })),
  };
}
