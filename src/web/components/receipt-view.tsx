import type { CSSProperties } from "react";
import { formatInr } from "@/domain/money";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import type { Receipt } from "@/web/lib/api/get-receipt";
import { formatDate } from "@/web/lib/format";

const cell: CSSProperties = { padding: "6px 0", borderBottom: "1px solid #e2e8f0" };
const amount: CSSProperties = { ...cell, textAlign: "right" };

const stateLine = (state: { code: string; name: string }) => `${state.name} (${state.code})`;

/**
 * A printable receipt / tax invoice with inline styles (it renders in a separate print window without the
 * app's stylesheet), the same fields as the PDF (issue 19 item 4): seller with GSTIN and state, number, date
 * and place of supply, customer with GSTIN, SAC, amounts, tax lines, processed refunds with their credit notes
 * and the net paid (issue 20 item 4), reverse charge, payment reference.
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const rows: [string, string][] = [[receipt.description, formatInr(receipt.originalAmount)]];
  if (receipt.discount > 0)
    rows.push([`Coupon ${receipt.couponCode ?? ""}`.trim(), `- ${formatInr(receipt.discount)}`]);
  if (receipt.taxLines.length > 0) {
    rows.push(["Taxable value", formatInr(receipt.taxableValue)]);
    for (const line of receipt.taxLines) rows.push([line.label, formatInr(line.amount)]);
  }
  return (
    <main
      style={{ fontFamily: "system-ui, sans-serif", color: "#0f172a", maxWidth: 640, margin: "32px auto" }}
    >
      <h1 style={{ fontSize: 24, margin: 0 }}>{receipt.taxInvoice ? "Tax Invoice" : "Payment Receipt"}</h1>
      <p style={{ margin: "8px 0 0" }}>
        {receipt.seller.name}
        <br />
        {receipt.seller.address}
        {receipt.seller.gstin && (
          <>
            <br />
            GSTIN: {receipt.seller.gstin}
          </>
        )}
        <br />
        State: {stateLine(receipt.seller.state)}
      </p>
      <p>
        Invoice number: {receipt.receiptNumber}
        <br />
        Invoice date: {formatDate(receipt.date)}
        <br />
        Place of supply: {stateLine(receipt.placeOfSupply)}
      </p>
      <p>
        <strong>Billed to</strong>
        <br />
        {receipt.customer.name}
        <br />
        {receipt.customer.email}
        {receipt.customer.gstin && (
          <>
            <br />
            GSTIN: {receipt.customer.gstin}
          </>
        )}
      </p>
      <p>
        SAC {receipt.sac.code}: {receipt.sac.description}
      </p>
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={cell}>{label}</td>
              <td style={amount}>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" style={{ ...cell, textAlign: "left" }}>
              Total paid
            </th>
            <td style={{ ...amount, fontWeight: 700 }}>{formatInr(receipt.total)}</td>
          </tr>
          {receipt.creditNotes.map((note) => (
            <tr key={note.refundId}>
              <td style={cell}>Refunded (credit note {note.number})</td>
              <td style={amount}>- {formatInr(note.amount)}</td>
            </tr>
          ))}
          {receipt.creditNotes.length > 0 && (
            <tr>
              <th scope="row" style={{ ...cell, textAlign: "left" }}>
                Net paid
              </th>
              <td style={{ ...amount, fontWeight: 700 }}>{formatInr(receipt.netPaid)}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p style={{ fontSize: 12, color: "#475569" }}>
        Payment method: {paymentMethodLabel(receipt.paymentMethod)} · Transaction ID:{" "}
        {receipt.transactionId ?? "—"}
      </p>
      {receipt.taxInvoice && (
        <p style={{ fontSize: 12, color: "#475569" }}>
          Tax payable on reverse charge: No
          <br />
          For {receipt.seller.name} — Authorised signatory
        </p>
      )}
    </main>
  );
}
