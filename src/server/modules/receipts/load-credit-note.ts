import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { invoiceAmounts } from "@/domain/receipts/receipt";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { refunds } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { receiptSchema, receiptWithTerms } from "./load-receipt";

/**
 * A credit note (issue 20 item 4; CGST Rules r.53): issued for a processed refund, numbered in its own series
 * ("CN/26-27/000007"), against the payment's tax invoice, whose seller, buyer, place of supply and SAC it
 * repeats. `total` is the refunded amount in paise, split into taxable value and tax as the invoice was.
 */
export const creditNoteSchema = receiptSchema
  .pick({
    taxInvoice: true,
    seller: true,
    customer: true,
    placeOfSupply: true,
    sac: true,
    description: true,
    total: true,
    taxableValue: true,
    taxLines: true,
    currency: true,
    paymentMethod: true,
  })
  .extend({
    refundId: z.uuid(),
    paymentId: z.uuid(),
    creditNoteNumber: z.string(),
    /** The credit note's date: when the refund was processed (ISO). */
    date: z.string(),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    reason: z.string(),
    /** The gateway's refund id. */
    refundReference: z.string().nullable(),
  })
  .openapi("CreditNote");
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * Loads the credit note of a processed refund for the payer of the refunded payment or staff (the receipt's
 * rule, {@link receiptWithTerms}).
 * @throws AppError not_found (404) "Credit note not found" for an unknown refund, one not processed or
 *   without a number, or another person's.
 */
export async function loadCreditNote({
  deps,
  actor,
  refundId,
}: {
  deps: Deps;
  actor: Actor;
  refundId: string;
}): Promise<CreditNote> {
  const notFound = new AppError("not_found", "Credit note not found");
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  const paymentId = refund?.projectPaymentId ?? refund?.subscriptionPaymentId;
  if (!refund || !paymentId || refund.status !== "processed" || !refund.creditNoteNumber) throw notFound;
  const { receipt, gst } = await receiptWithTerms({ deps, actor, paymentId }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "not_found" ? notFound : error;
  });
  return {
    refundId,
    paymentId,
    creditNoteNumber: refund.creditNoteNumber,
    date: (refund.creditNotedAt ?? refund.settledAt ?? refund.updatedAt).toISOString(),
    invoiceNumber: receipt.receiptNumber,
    invoiceDate: receipt.date,
    taxInvoice: receipt.taxInvoice,
    seller: receipt.seller,
    customer: receipt.customer,
    placeOfSupply: receipt.placeOfSupply,
    sac: receipt.sac,
    description: receipt.description,
    reason: refund.reason,
    ...invoiceAmounts(refund.amount, gst),
    currency: refund.currency,
    paymentMethod: refund.gateway,
    refundReference: refund.gatewayRefundId,
  };
}
