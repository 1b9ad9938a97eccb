import PDFDocument from "pdfkit";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import { formatRs } from "@/domain/receipts/receipt";
import type { CreditNote } from "./load-credit-note";
import type { Receipt } from "./load-receipt";

const IST_DATE = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** "Karnataka (29)". */
const stateLine = (state: { code: string; name: string }) => `${state.name} (${state.code})`;

/** The parts a tax invoice and a credit note share (CGST Rules r.46 and r.53), laid out by {@link renderTaxDocument}. */
interface TaxDocument {
  title: string;
  /** "Invoice number: KA/26-27/000042", the date line and any reference lines, in that order. */
  heading: string[];
  seller: Receipt["seller"];
  placeOfSupply: Receipt["placeOfSupply"];
  customer: Receipt["customer"];
  sac: Receipt["sac"];
  /** Label and amount lines; the last is bold. */
  rows: [string, string][];
  /** Small print under the amounts. */
  notes: string[];
  /** Signed for the seller (a registered seller's document). */
  signed: boolean;
}

/** The tax lines of a document, after its taxable value. */
function taxRows(document: { taxableValue: number; taxLines: { label: string; amount: number }[] }) {
  const rows: [string, string][] = [];
  if (document.taxLines.length > 0) {
    rows.push(["Taxable value", formatRs(document.taxableValue)]);
    for (const line of document.taxLines) rows.push([line.label, formatRs(line.amount)]);
  }
  return rows;
}

const GST_NOTE =
  "Prices include GST: the taxable value is the total x 100 / (100 + rate), to the paisa; the tax is the rest.";

/**
 * Lays out a tax document as an A4 PDF with pdfkit: title, the seller with address, GSTIN and state, the
 * heading lines, the place of supply, the buyer with GSTIN when given, the service with its SAC, the amount
 * rows, the small print and, when signed, "For {seller} / Authorised signatory". Standard fonts only (no ₹
 * glyph), so amounts read "Rs.".
 * @returns the PDF bytes.
 */
function renderTaxDocument(document: TaxDocument, fileTitle: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: fileTitle } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(20).text(document.title);
  doc.moveDown(0.5).font("Helvetica").fontSize(10);
  doc.text(document.seller.name).text(document.seller.address);
  if (document.seller.gstin) doc.text(`GSTIN: ${document.seller.gstin}`);
  doc.text(`State: ${stateLine(document.seller.state)}`);
  doc.moveDown();
  for (const line of document.heading) doc.text(line);
  doc.text(`Place of supply: ${stateLine(document.placeOfSupply)}`);
  doc.moveDown();
  doc.font("Helvetica-Bold").text("Billed to");
  doc.font("Helvetica").text(document.customer.name).text(document.customer.email);
  if (document.customer.gstin) doc.text(`GSTIN: ${document.customer.gstin}`);
  doc.moveDown();
  doc.text(`SAC ${document.sac.code}: ${document.sac.description}`);
  doc.moveDown(0.5);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [index, [label, amount]] of document.rows.entries()) {
    const last = index === document.rows.length - 1;
    doc.font(last ? "Helvetica-Bold" : "Helvetica");
    const y = doc.y;
    doc.text(label, left, y, { width: width - 140 });
    doc.text(amount, left + width - 140, y, { width: 140, align: "right" });
    doc.moveDown(0.4);
  }
  doc.moveDown();
  doc.font("Helvetica").fontSize(9).fillColor("#475569");
  for (const [index, note] of document.notes.entries()) {
    if (index === 0) doc.text(note, left);
    else doc.text(note);
  }
  if (document.signed) {
    doc.text("Tax payable on reverse charge: No");
    doc.moveDown(2).fillColor("#0f172a").fontSize(10);
    doc.text(`For ${document.seller.name}`, { align: "right" });
    doc.moveDown(2).text("Authorised signatory", { align: "right" });
    doc.moveDown().fontSize(9).fillColor("#475569");
  }
  doc.text("Thank you for choosing Kaarya.", left);
  doc.end();
  return done;
}

/**
 * Lays out a receipt as an A4 PDF (issue 4 item 7), as a tax invoice when the seller has a GSTIN (issue 19
 * item 4, CGST Rules r.46): the seller with address, GSTIN and state; the invoice number and date; the place
 * of supply; the buyer with GSTIN when given; the service with its SAC; amounts with coupon discount, taxable
 * value and CGST + SGST or IGST; what processed refunds gave back and the net paid, with their credit notes
 * (issue 20 item 4); reverse charge "No"; a signature line; the payment reference.
 * @returns the PDF bytes.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const rows: [string, string][] = [[receipt.description, formatRs(receipt.originalAmount)]];
  if (receipt.discount > 0)
    rows.push([`Coupon ${receipt.couponCode ?? ""}`.trim(), `- ${formatRs(receipt.discount)}`]);
  rows.push(...taxRows(receipt), ["Total paid", formatRs(receipt.total)]);
  for (const note of receipt.creditNotes)
    rows.push([`Refunded (credit note ${note.number})`, `- ${formatRs(note.amount)}`]);
  if (receipt.creditNotes.length > 0) rows.push(["Net paid", formatRs(receipt.netPaid)]);
  const title = receipt.taxInvoice ? "Tax Invoice" : "Payment Receipt";
  return renderTaxDocument(
    {
      ...receipt,
      title,
      heading: [
        `Invoice number: ${receipt.receiptNumber}`,
        `Invoice date: ${IST_DATE.format(new Date(receipt.date))}`,
      ],
      rows,
      notes: [
        `Payment method: ${paymentMethodLabel(receipt.paymentMethod)}    Transaction ID: ${receipt.transactionId ?? "—"}`,
        ...(receipt.taxLines.length > 0 ? [GST_NOTE] : []),
      ],
      signed: receipt.taxInvoice,
    },
    `${receipt.taxInvoice ? "Tax Invoice" : "Receipt"} ${receipt.receiptNumber}`,
  );
}

/**
 * Lays out a credit note as an A4 PDF (issue 20 item 4; CGST Rules r.53): the seller, the credit note's
 * number and date, the invoice it refers to with its date, the buyer, the SAC, the refunded amount with its
 * taxable value and tax split as on the invoice, the reason and the refund's reference.
 * @returns the PDF bytes.
 */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  return renderTaxDocument(
    {
      ...note,
      title: "Credit Note",
      heading: [
        `Credit note number: ${note.creditNoteNumber}`,
        `Credit note date: ${IST_DATE.format(new Date(note.date))}`,
        `Against invoice: ${note.invoiceNumber} dated ${IST_DATE.format(new Date(note.invoiceDate))}`,
      ],
      rows: [
        [`Refund of ${note.description}`, formatRs(note.total)],
        ...taxRows(note),
        ["Total refunded", formatRs(note.total)],
      ],
      notes: [
        `Reason: ${note.reason}`,
        `Refunded to: ${paymentMethodLabel(note.paymentMethod)}    Refund ID: ${note.refundReference ?? "—"}`,
        ...(note.taxLines.length > 0 ? [GST_NOTE] : []),
      ],
      signed: note.taxInvoice,
    },
    `Credit Note ${note.creditNoteNumber}`,
  );
}
