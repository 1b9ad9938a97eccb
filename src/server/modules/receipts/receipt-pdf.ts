import PDFDocument from "pdfkit";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import { formatRs } from "@/domain/receipts/receipt";
import type { Receipt } from "./load-receipt";

const IST_DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** "Karnataka (29)". */
const stateLine = (state: { code: string; name: string }) => `${state.name} (${state.code})`;

/**
 * Lays out a receipt as an A4 PDF with pdfkit (issue 4 item 7), as a tax invoice when the seller has a GSTIN
 * (issue 19 item 4, CGST Rules r.46): the seller with address, GSTIN and state; the invoice number and date;
 * the place of supply; the buyer with GSTIN when given; the service with its SAC; amounts with coupon
 * discount, taxable value and CGST + SGST or IGST; reverse charge "No"; a signature line; the payment
 * reference. Standard fonts only (no ₹ glyph), so amounts read "Rs.".
 * @returns the PDF bytes.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `${receipt.taxInvoice ? "Tax Invoice" : "Receipt"} ${receipt.receiptNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(receipt.taxInvoice ? "Tax Invoice" : "Payment Receipt");
  doc.moveDown(0.5).font("Helvetica").fontSize(10);
  doc.text(receipt.seller.name).text(receipt.seller.address);
  if (receipt.seller.gstin) doc.text(`GSTIN: ${receipt.seller.gstin}`);
  doc.text(`State: ${stateLine(receipt.seller.state)}`);
  doc.moveDown();
  doc.text(`Invoice number: ${receipt.receiptNumber}`);
  doc.text(`Invoice date: ${IST_DATE.format(new Date(receipt.date))}`);
  doc.text(`Place of supply: ${stateLine(receipt.placeOfSupply)}`);
  doc.moveDown();
  doc.font("Helvetica-Bold").text("Billed to");
  doc.font("Helvetica").text(receipt.customer.name).text(receipt.customer.email);
  if (receipt.customer.gstin) doc.text(`GSTIN: ${receipt.customer.gstin}`);
  doc.moveDown();
  doc.text(`SAC ${receipt.sac.code}: ${receipt.sac.description}`);
  doc.moveDown(0.5);

  const rows: [string, string][] = [[receipt.description, formatRs(receipt.originalAmount)]];
  if (receipt.discount > 0)
    rows.push([`Coupon ${receipt.couponCode ?? ""}`.trim(), `- ${formatRs(receipt.discount)}`]);
  if (receipt.taxLines.length > 0) {
    rows.push(["Taxable value", formatRs(receipt.taxableValue)]);
    for (const line of receipt.taxLines) rows.push([line.label, formatRs(line.amount)]);
  }
  rows.push(["Total paid", formatRs(receipt.total)]);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [index, [label, amount]] of rows.entries()) {
    const last = index === rows.length - 1;
    doc.font(last ? "Helvetica-Bold" : "Helvetica");
    const y = doc.y;
    doc.text(label, left, y, { width: width - 140 });
    doc.text(amount, left + width - 140, y, { width: 140, align: "right" });
    doc.moveDown(0.4);
  }
  doc.moveDown();
  doc.font("Helvetica").fontSize(9).fillColor("#475569");
  doc.text(
    `Payment method: ${paymentMethodLabel(receipt.paymentMethod)}    Transaction ID: ${receipt.transactionId ?? "—"}`,
    left,
  );
  if (receipt.taxLines.length > 0) {
    doc.text(
      "Prices include GST: the taxable value is the total x 100 / (100 + rate), to the paisa; the tax is the rest.",
    );
  }
  if (receipt.taxInvoice) {
    doc.text("Tax payable on reverse charge: No");
    doc.moveDown(2).fillColor("#0f172a").fontSize(10);
    doc.text(`For ${receipt.seller.name}`, { align: "right" });
    doc.moveDown(2).text("Authorised signatory", { align: "right" });
    doc.moveDown().fontSize(9).fillColor("#475569");
  }
  doc.text("Thank you for choosing Kaarya.", left);
  doc.end();
  return done;
}
