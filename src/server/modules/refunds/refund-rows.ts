import { z } from "@hono/zod-openapi";
import { PAYMENT_TYPES } from "@/domain/projects/payment-schedule";

/** A refund as the API answers it (issue 20 items 1-2). Amount in paise; times ISO 8601. */
export const refundSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    entity: z.enum(["project_payment", "subscription_payment"]),
    amountPaise: z.number().int(),
    reason: z.string(),
    refundKey: z.string(),
    gateway: z.enum(["sandbox", "razorpay", "phonepe"]),
    gatewayRefundId: z.string().nullable(),
    status: z.enum(["pending", "processed", "failed"]),
    failureReason: z.string().nullable(),
    requestedBy: z.uuid().nullable(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
  })
  .openapi("Refund");

/**
 * A duplicate capture waiting for its refund ("Refunds due", issue 20 item 2): the project payment flagged
 * `refundDue`, its payer and project, what it captured and what is left to refund (paise), and its refunds.
 */
export const refundDueSchema = z
  .object({
    paymentId: z.uuid(),
    projectId: z.uuid(),
    projectTitle: z.string(),
    paymentType: z.enum(PAYMENT_TYPES),
    milestoneNumber: z.number().int().nullable(),
    payerName: z.string(),
    payerEmail: z.string(),
    amountPaise: z.number().int(),
    refundablePaise: z.number().int(),
    gateway: z.string().nullable(),
    gatewayPaymentId: z.string().nullable(),
    /** The payment that had already paid the same item. */
    settledBy: z.string().nullable(),
    capturedAt: z.string(),
    refunds: z.array(refundSchema),
  })
  .openapi("RefundDue");
export type RefundDue = z.infer<typeof refundDueSchema>;

/** A staff refund of part or all of a payment (issue 20 item 1). */
export const staffRefundSchema = z
  .object({
    amountPaise: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    reason: z.string().trim().min(1).max(500),
    /** The caller's idempotency key: a request repeated with it makes no second refund. */
    refundKey: z.string().trim().min(8).max(120),
  })
  .openapi("StaffRefund");

/** The one action of the "Refunds due" queue: refund what is left, once per key (a dialog's key). */
export const refundDueActionSchema = z.object({ refundKey: z.uuid() }).openapi("RefundDueAction");
