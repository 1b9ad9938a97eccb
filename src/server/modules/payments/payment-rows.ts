import { z } from "@hono/zod-openapi";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { PAYMENT_STATUSES, PAYMENT_TYPES } from "@/domain/projects/payment-schedule";
import { projectPayments } from "../../db/schema";

/** A `project_payments` row. Amounts in paise. */
export type PaymentRow = typeof projectPayments.$inferSelect;

/** Rows of the same schedule item as `row`: project, type and milestone number (null matches null). */
export function sameItem(
  row: Pick<PaymentRow, "projectId" | "paymentType" | "milestoneNumber">,
): SQL | undefined {
  return and(
    eq(projectPayments.projectId, row.projectId),
    eq(projectPayments.paymentType, row.paymentType),
    row.milestoneNumber === null
      ? isNull(projectPayments.milestoneNumber)
      : eq(projectPayments.milestoneNumber, row.milestoneNumber),
  );
}

/** A transaction row of a project (spec 2 §3 "Transaction row"). Amounts in paise; `discountedAmount` is what was charged when a coupon applied. */
export const projectTransactionSchema = z
  .object({
    id: z.uuid(),
    paymentType: z.enum(PAYMENT_TYPES),
    milestoneNumber: z.number().int().nullable(),
    amount: z.number().int(),
    discountedAmount: z.number().int().nullable(),
    currency: z.string(),
    couponCode: z.string().nullable(),
    transactionId: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    createdAt: z.string(),
  })
  .openapi("ProjectTransaction");
export type ProjectTransaction = z.infer<typeof projectTransactionSchema>;

/** The transaction row of a payment. */
export function toTransaction(row: PaymentRow): ProjectTransaction {
  return {
    id: row.id,
    paymentType: row.paymentType,
    milestoneNumber: row.milestoneNumber,
    amount: row.amount,
    discountedAmount: row.discountedAmount,
    currency: row.currency,
    couponCode: row.couponCode,
    transactionId: row.transactionId,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
  };
}
