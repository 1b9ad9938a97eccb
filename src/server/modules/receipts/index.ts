/**
 * What other modules may use of receipts (issue 18 item 2: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): numbering a payment's tax invoice in the transaction that
 * records its success (decision 0029), and a refund's credit note in the transaction that records it as
 * processed (issue 20 item 4).
 *
 * @module
 */
export { issueCreditNote, issueInvoice } from "./invoice-number";
