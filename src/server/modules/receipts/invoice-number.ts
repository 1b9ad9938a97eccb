import { eq, sql } from "drizzle-orm";
import {
  creditNoteNumber,
  financialYear,
  type InvoiceFacts,
  invoiceNumber,
  type Recipient,
  sacFor,
} from "@/domain/receipts/tax-invoice";
import type { Db, Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import {
  creditNoteCounters,
  invoiceCounters,
  profiles,
  projectPayments,
  projects,
  projectVersions,
  refunds,
  subscriptionPayments,
} from "../../db/schema";

/** A payment that is being recorded as successful, by its table. */
export type InvoicedPayment =
  | { kind: "project"; id: string; userId: string; projectId: string }
  | { kind: "subscription"; id: string; userId: string };

/**
 * The buyer's details as they stand (Profile Settings' GSTIN and state, the profile's country) and the SAC
 * of what the payment buys (the project's category in its current version; a subscription's own code).
 */
export async function currentInvoiceFacts(db: Db | Tx, payment: InvoicedPayment): Promise<InvoiceFacts> {
  const [buyer] = await db
    .select({ gstin: profiles.gstin, stateCode: profiles.billingState, country: profiles.country })
    .from(profiles)
    .where(eq(profiles.id, payment.userId));
  const recipient: Recipient = buyer ?? { gstin: null, stateCode: null, country: null };
  if (payment.kind === "subscription") return { recipient, sac: sacFor({ subscription: true }) };
  const [project] = await db
    .select({ projectType: projectVersions.projectType })
    .from(projects)
    .leftJoin(projectVersions, currentVersionOfProject)
    .where(eq(projects.id, payment.projectId));
  return { recipient, sac: sacFor({ projectType: project?.projectType ?? null }) };
}

/**
 * Gives a successful payment its tax invoice (issue 19 item 4; docs/decisions/0029-tax-invoices.md), inside
 * the transaction that records the success: raises the counter of the financial year of `at` (IST) by one
 * with an UPSERT — its row lock makes concurrent successes take turns, and a rollback returns the serial, so
 * numbers run 1, 2, 3 ... with no gaps and no repeats — and stores the number, `at` and the buyer's facts
 * ({@link currentInvoiceFacts}) on the payment row. Call it once per payment, only when it has just succeeded.
 * @returns the invoice number, e.g. "KA/26-27/000042".
 */
export async function issueInvoice(tx: Tx, payment: InvoicedPayment, at: Date): Promise<string> {
  const fy = financialYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastSerial: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  const number = invoiceNumber(fy, counter.serial);
  const invoice = {
    invoiceNumber: number,
    invoicedAt: at,
    invoiceFacts: await currentInvoiceFacts(tx, payment),
    updatedAt: at,
  };
  if (payment.kind === "project") {
    await tx.update(projectPayments).set(invoice).where(eq(projectPayments.id, payment.id));
  } else {
    await tx.update(subscriptionPayments).set(invoice).where(eq(subscriptionPayments.id, payment.id));
  }
  return number;
}

/**
 * Gives a refund its credit note (issue 20 item 4) inside the transaction that records it as processed:
 * raises the credit note counter of the financial year of `at` (IST) by one with an UPSERT, as
 * {@link issueInvoice} does for invoices (decision 0029) — its own series, consecutive with no gaps, a
 * rollback returns the serial — and stores the number and `at` on the refund row. A refund that already has
 * a number keeps it. Call it when the refund has just become processed.
 * @returns the credit note number, e.g. "CN/26-27/000007".
 */
export async function issueCreditNote(tx: Tx, refundId: string, at: Date): Promise<string> {
  const [refund] = await tx
    .select({ number: refunds.creditNoteNumber })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (refund?.number) return refund.number;
  const fy = financialYear(at);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: fy, lastSerial: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastSerial: sql`${creditNoteCounters.lastSerial} + 1` },
    })
    .returning({ serial: creditNoteCounters.lastSerial });
  const number = creditNoteNumber(fy, counter.serial);
  await tx
    .update(refunds)
    .set({ creditNoteNumber: number, creditNotedAt: at })
    .where(eq(refunds.id, refundId));
  return number;
}
