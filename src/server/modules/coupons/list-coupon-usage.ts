import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import {
  discountCoupons,
  profiles,
  projectPayments,
  projects,
  projectVersions,
  subscriptionPayments,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";

const USAGE_STATUSES = ["success", "pending", "failed"] as const;

/**
 * One payment that used a coupon (spec 3 §2 usage dialog, §3 project_payments as used for coupon usage; and
 * subscription payments, issue 19 item 1): payer, the project with its current version's number and title
 * or the plan bought (the other null), amount before and after the discount (paise), status (success —
 * a completed subscription included —, pending, anything else failed), transaction id and time.
 */
export const couponUsageSchema = z
  .object({
    id: z.uuid(),
    payer: z.object({ fullName: z.string(), email: z.string() }),
    project: z
      .object({ id: z.uuid(), title: z.string().nullable(), versionNumber: z.number().int() })
      .nullable(),
    plan: z.enum(["pro", "enterprise"]).nullable(),
    amount: z.number().int(),
    discountedAmount: z.number().int().nullable(),
    status: z.enum(USAGE_STATUSES),
    transactionId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("CouponUsage");
export type CouponUsage = z.infer<typeof couponUsageSchema>;

/** The dialog's status for a payment status: success (a completed subscription too), pending, else failed. */
function usageStatus(status: string): CouponUsage["status"] {
  if (status === "completed") return "success";
  return (USAGE_STATUSES as readonly string[]).includes(status)
    ? (status as CouponUsage["status"])
    : "failed";
}

/**
 * The usage dialog (spec 3 §7 "project_payments by coupon_code newest first, then per row profiles,
 * projects and project_versions", here one joined query), with the subscription payments that used the code
 * merged in, newest first.
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
  const [projectRows, subscriptionRows] = await Promise.all([
    deps.db
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
      .where(eq(projectPayments.couponCode, coupon.code)),
    deps.db
      .select({ payment: subscriptionPayments, fullName: profiles.fullName, email: profiles.email })
      .from(subscriptionPayments)
      .innerJoin(profiles, eq(profiles.id, subscriptionPayments.userId))
      .where(eq(subscriptionPayments.couponCode, coupon.code)),
  ]);
  const usages: CouponUsage[] = [
    ...projectRows.map(({ payment, fullName, email, versionNumber, title }) => ({
      ...common(payment, fullName, email),
      project: { id: payment.projectId, title, versionNumber },
      plan: null,
    })),
    ...subscriptionRows.map(({ payment, fullName, email }) => ({
      ...common(payment, fullName, email),
      project: null,
      plan: payment.subscriptionType,
    })),
  ];
  usages.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { code: coupon.code, usages };
}

/** The fields a project and a subscription payment share in the dialog. */
function common(
  payment: {
    id: string;
    amount: number;
    discountedAmount: number | null;
    paymentStatus: string;
    transactionId: string | null;
    createdAt: Date;
  },
  fullName: string,
  email: string,
) {
  return {
    id: payment.id,
    payer: { fullName, email },
    amount: payment.amount,
    discountedAmount: payment.discountedAmount,
    status: usageStatus(payment.paymentStatus),
    transactionId: payment.transactionId,
    createdAt: payment.createdAt.toISOString(),
  };
}
