import { z } from "@hono/zod-openapi";
import { and, asc, eq, or } from "drizzle-orm";
import { planLabel } from "@/domain/plans/eligibility";
import { type GstConfig, invoiceAmounts, receiptNumber } from "@/domain/receipts/receipt";
import { GST_STATES, invoiceTerms } from "@/domain/receipts/tax-invoice";
import { isStaff } from "@/domain/roles";
import { netPaidPaise } from "@/domain/transactions/transactions";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import {
  profiles,
  projectPayments,
  projects,
  projectVersions,
  refunds,
  subscriptionPayments,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { currentInvoiceFacts } from "./invoice-number";

const stateSchema = z.object({ code: z.string(), name: z.string() });

/**
 * A receipt / tax invoice for one successful payment (issue 4 item 7; issue 19 item 4: CGST Rules r.46).
 * Amounts in paise. `receiptNumber` is the invoice number ("KA/26-27/000042"), consecutive per financial year.
 */
export const receiptSchema = z
  .object({
    paymentId: z.uuid(),
    receiptNumber: z.string(),
    /** True when the seller has a GSTIN: the document is a "Tax Invoice". */
    taxInvoice: z.boolean(),
    date: z.string(),
    seller: z.object({
      name: z.string(),
      address: z.string(),
      gstin: z.string().nullable(),
      state: stateSchema,
    }),
    customer: z.object({ name: z.string(), email: z.string(), gstin: z.string().nullable() }),
    placeOfSupply: stateSchema,
    sac: z.object({ code: z.string(), description: z.string() }),
    description: z.string(),
    originalAmount: z.number().int(),
    couponCode: z.string().nullable(),
    discount: z.number().int(),
    total: z.number().int(),
    taxableValue: z.number().int(),
    taxLines: z.array(z.object({ label: z.string(), amount: z.number().int() })),
    currency: z.string(),
    paymentMethod: z.string().nullable(),
    transactionId: z.string().nullable(),
    /** Credit notes of the payment's processed refunds, oldest first (issue 20 item 4). */
    creditNotes: z.array(
      z.object({ refundId: z.uuid(), number: z.string(), date: z.string(), amount: z.number().int() }),
    ),
    /** `total` minus the processed refunds, paise. */
    netPaid: z.number().int(),
  })
  .openapi("Receipt");
export type Receipt = z.infer<typeof receiptSchema>;

const PAYMENT_LABELS: Record<string, string> = {
  advance: "Advance payment (20%)",
  final: "Final payment",
  one_time: "Payment",
};

/** "Advance payment (20%)", "Milestone 2 payment", ... for a project payment's type. */
function projectPaymentLabel(type: string, milestone: number | null): string {
  if (type === "milestone") return milestone ? `Milestone ${milestone} payment` : "Milestone payment";
  return PAYMENT_LABELS[type] ?? "Payment";
}

/**
 * Loads the receipt (tax invoice) of a successful project or subscription payment. Only the payer and staff
 * may read it; a payment that is not (yet) successful has no receipt. The number, date and buyer's facts are
 * the ones fixed when it succeeded ({@link issueInvoice}; the buyer's current details for a payment numbered by
 * migration 0015); the seller and GST rate come from configuration (SELLER_*, GST_RATE_PERCENT). Prices are
 * tax-inclusive (see `invoiceAmounts`); the place of supply decides CGST + SGST or IGST (`invoiceTerms`).
 * The payment's processed refunds are listed with their credit notes and taken off in `netPaid` (issue 20
 * item 4).
 * @throws AppError not_found (404) "Receipt not found" when missing, not successful or not the actor's.
 */
export async function loadReceipt(input: { deps: Deps; actor: Actor; paymentId: string }): Promise<Receipt> {
  return (await receiptWithTerms(input)).receipt;
}

/**
 * {@link loadReceipt} and the GST terms it was split with, which a credit note against it repeats.
 * @throws AppError not_found (404) "Receipt not found" as {@link loadReceipt}.
 */
export async function receiptWithTerms({
  deps,
  actor,
  paymentId,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
}): Promise<{ receipt: Receipt; gst: GstConfig }> {
  const notFound = new AppError("not_found", "Receipt not found");
  const [project] = await deps.db
    .select({ payment: projectPayments, title: projectVersions.title, payer: profiles })
    .from(projectPayments)
    .innerJoin(profiles, eq(profiles.id, projectPayments.userId))
    .leftJoin(projects, eq(projects.id, projectPayments.projectId))
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(eq(projectPayments.id, paymentId));
  const [subscription] = project
    ? []
    : await deps.db
        .select({ payment: subscriptionPayments, payer: profiles })
        .from(subscriptionPayments)
        .innerJoin(profiles, eq(profiles.id, subscriptionPayments.userId))
        .where(eq(subscriptionPayments.id, paymentId));
  const found = project ?? subscription;
  if (!found) throw notFound;
  if (found.payer.id !== actor.id && !isStaff(actor.role)) throw notFound;

  let description: string;
  let original: number;
  let paid: number;
  let couponCode: string | null = null;
  let date: Date;
  if (project) {
    const p = project.payment;
    if (p.paymentStatus !== "success") throw notFound;
    description = `${projectPaymentLabel(p.paymentType, p.milestoneNumber)} — ${project.title ?? "Project"}`;
    original = p.amount;
    paid = p.discountedAmount ?? p.amount;
    couponCode = p.couponCode;
    date = p.updatedAt;
  } else {
    const p = subscription.payment;
    if (p.paymentStatus !== "completed") throw notFound;
    description = `Kaarya ${planLabel(p.subscriptionType)} — 1 year`;
    original = p.amount;
    paid = p.discountedAmount ?? p.amount;
    couponCode = p.couponCode;
    date = p.updatedAt;
  }
  const { env } = deps;
  const payment = found.payment;
  const facts =
    payment.invoiceFacts ??
    (await currentInvoiceFacts(
      deps.db,
      project
        ? { kind: "project", id: paymentId, userId: found.payer.id, projectId: project.payment.projectId }
        : { kind: "subscription", id: paymentId, userId: found.payer.id },
    ));
  const terms = invoiceTerms(
    {
      name: env.SELLER_NAME,
      address: env.SELLER_ADDRESS,
      gstin: env.SELLER_GSTIN ?? null,
      stateCode: env.SELLER_STATE_CODE,
      ratePercent: env.GST_RATE_PERCENT ?? 0,
    },
    facts,
  );
  const gst = { ratePercent: terms.ratePercent, supply: terms.supply };
  const amounts = invoiceAmounts(paid, gst);
  const credited = await deps.db
    .select()
    .from(refunds)
    .where(
      and(
        or(eq(refunds.projectPaymentId, paymentId), eq(refunds.subscriptionPaymentId, paymentId)),
        eq(refunds.status, "processed"),
      ),
    )
    .orderBy(asc(refunds.settledAt), asc(refunds.creditNoteNumber), asc(refunds.id));
  const receipt = {
    paymentId,
    receiptNumber: payment.invoiceNumber ?? receiptNumber(paymentId),
    taxInvoice: terms.seller.gstin !== null,
    date: (payment.invoicedAt ?? date).toISOString(),
    seller: {
      name: terms.seller.name,
      address: terms.seller.address,
      gstin: terms.seller.gstin,
      state: { code: terms.seller.stateCode, name: GST_STATES[terms.seller.stateCode] },
    },
    customer: { name: found.payer.fullName, email: found.payer.email, gstin: terms.buyerGstin },
    placeOfSupply: terms.placeOfSupply,
    sac: terms.sac,
    description,
    originalAmount: original,
    couponCode,
    discount: Math.max(0, original - paid),
    ...amounts,
    currency: payment.currency,
    paymentMethod: payment.paymentMethod,
    transactionId: payment.transactionId,
    creditNotes: credited.map((r) => ({
      refundId: r.id,
      number: r.creditNoteNumber ?? r.id.slice(0, 8).toUpperCase(),
      date: (r.creditNotedAt ?? r.settledAt ?? r.updatedAt).toISOString(),
      amount: r.amount,
    })),
    netPaid: netPaidPaise(amounts.total, credited),
  } satisfies Receipt;
  return { receipt, gst };
}
