import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { planLabel } from "@/domain/plans/eligibility";
import { invoiceAmounts, receiptNumber } from "@/domain/receipts/receipt";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { profiles, projectPayments, projects, projectVersions, subscriptionPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/** A receipt / tax invoice for one successful payment (issue 4 item 7). Amounts in paise. */
export const receiptSchema = z
  .object({
    paymentId: z.uuid(),
    receiptNumber: z.string(),
    date: z.string(),
    seller: z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable() }),
    customer: z.object({ name: z.string(), email: z.string() }),
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
 * Loads the receipt of a successful project or subscription payment. Only the payer and staff may read
 * it; a payment that is not (yet) successful has no receipt. Seller and GST come from configuration
 * (SELLER_*, GST_*); prices are tax-inclusive (see `invoiceAmounts`).
 * @throws AppError not_found (404) "Receipt not found" when missing, not successful or not the actor's.
 */
export async function loadReceipt({
  deps,
  actor,
  paymentId,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
}) {
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
  const amounts = invoiceAmounts(paid, { ratePercent: env.GST_RATE_PERCENT, supply: env.GST_SUPPLY_TYPE });
  return {
    paymentId,
    receiptNumber: receiptNumber(paymentId),
    date: date.toISOString(),
    seller: { name: env.SELLER_NAME, address: env.SELLER_ADDRESS, gstin: env.SELLER_GSTIN ?? null },
    customer: { name: found.payer.fullName, email: found.payer.email },
    description,
    originalAmount: original,
    couponCode,
    discount: Math.max(0, original - paid),
    ...amounts,
    currency: found.payment.currency,
    paymentMethod: found.payment.paymentMethod,
    transactionId: found.payment.transactionId,
  } satisfies Receipt;
}
