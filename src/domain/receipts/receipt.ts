/**
 * Receipts and tax invoices for successful payments (issue 4 item 7, spec 2 §9 "Receipt number"). Pure
 * arithmetic and wording; the server loads the payment, the PDF and print views lay it out.
 * Amounts are integer paise.
 *
 * @module
 */
import type { Paise } from "../money";

/** spec 2 §9: the receipt number is the first 8 characters of the payment id, upper case. */
export function receiptNumber(paymentId: string): string {
  return paymentId.slice(0, 8).toUpperCase();
}

/** GST as configured: a rate in percent and whether the supply is within the seller's state. */
export interface GstConfig {
  /** e.g. 18; 0 or undefined means no tax lines. */
  ratePercent?: number;
  /** intra: CGST + SGST, half the rate each; inter: IGST at the full rate. */
  supply: "intra" | "inter";
}

/** One line of the tax block. */
export interface TaxLine {
  label: string;
  amount: Paise;
}

/** The amounts block of an invoice: what was paid, the taxable value and the tax inside it. */
export interface InvoiceAmounts {
  /** What the customer paid (after any coupon), tax included. */
  total: Paise;
  /** `total` without tax; equal to `total` when no GST is configured. */
  taxableValue: Paise;
  taxLines: TaxLine[];
}

/**
 * Splits a tax-inclusive amount paid into taxable value and GST lines (Indian tax invoice: CGST and SGST
 * for an intra-state supply, IGST otherwise). Prices on Kaarya are quoted inclusive of tax, so the tax is
 * carved out of the total: taxable = round(total × 100 / (100 + rate)); rounding leftovers go to the
 * last line so the lines always add up to the total exactly.
 */
export function invoiceAmounts(totalPaid: Paise, gst: GstConfig): InvoiceAmounts {
  const rate = gst.ratePercent ?? 0;
  if (rate <= 0 || totalPaid === 0) return { total: totalPaid, taxableValue: totalPaid, taxLines: [] };
  const taxableValue = Math.round((totalPaid * 100) / (100 + rate));
  const tax = totalPaid - taxableValue;
  if (gst.supply === "inter") {
    return { total: totalPaid, taxableValue, taxLines: [{ label: `IGST @ ${rate}%`, amount: tax }] };
  }
  const half = Math.floor(tax / 2);
  return {
    total: totalPaid,
    taxableValue,
    taxLines: [
      { label: `CGST @ ${rate / 2}%`, amount: half },
      { label: `SGST @ ${rate / 2}%`, amount: tax - half },
    ],
  };
}

/** A receipt's amounts as rupees with Indian grouping and "Rs." (the PDF's standard fonts have no ₹ glyph). */
export function formatRs(paise: Paise): string {
  const rupees = new Intl.NumberFormat("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
  return `Rs. ${rupees}`;
}
