import { stringify } from "csv-stringify/sync";
import type { Transaction } from "./list-transactions";

/**
 * "Download Transaction History" (spec 1 §2) as CSV, written with csv-stringify (quoting, and a guard
 * against spreadsheet formula injection on text cells). Amounts in rupees with two decimals. A refund
 * (issue 20 item 4) is its own row: kind "refund", its own state (processing / processed / failed), a
 * negative amount, its reason and credit note number.
 */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const safe = (text: string | null) => (text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? ""));
  return stringify(
    rows.map((t) => [
      t.createdAt,
      safe(t.name),
      t.kind,
      t.paymentType ?? "",
      t.milestoneNumber ?? "",
      t.refundStatus ?? t.status,
      (t.amount / 100).toFixed(2),
      t.currency,
      safe(t.paymentMethod),
      safe(t.transactionId),
      safe(t.couponCode),
      safe(t.reason),
      t.creditNoteNumber ?? "",
    ]),
    {
      header: true,
      columns: [
        "Date",
        "For",
        "Kind",
        "Payment type",
        "Milestone",
        "Status",
        "Amount",
        "Currency",
        "Method",
        "Transaction ID",
        "Coupon",
        "Refund reason",
        "Credit note",
      ],
    },
  );
}
