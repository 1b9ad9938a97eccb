import { createRoute } from "@hono/zod-openapi";
import { pdfResponse, sendFile } from "../../lib/file-response";
import { errorResponses, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { loadCreditNote } from "./load-credit-note";
import { loadReceipt, receiptSchema } from "./load-receipt";
import { renderCreditNotePdf, renderReceiptPdf } from "./receipt-pdf";

const tags = ["Receipts"];

/**
 * Receipts of successful payments: JSON for the print view, PDF to download (issue 4 item 7); credit notes of
 * processed refunds as PDF (issue 20 item 4).
 */
export const receiptsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/receipts/{id}",
      tags,
      summary: "The receipt of a successful payment (payer or staff); amounts in paise",
      request: { params: uuidParam },
      responses: { ...jsonOk(receiptSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await loadReceipt({ deps: c.var.deps, actor: actorOf(c), paymentId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/receipts/{id}/pdf",
      tags,
      summary: "The receipt as a PDF tax invoice (payer or staff), named after its number with '/' as '-'",
      request: { params: uuidParam },
      responses: { ...pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const receipt = await loadReceipt({
        deps: c.var.deps,
        actor: actorOf(c),
        paymentId: c.req.valid("param").id,
      });
      const pdf = await renderReceiptPdf(receipt);
      return sendFile(c, {
        bytes: pdf,
        fileName: `Kaarya-receipt-${receipt.receiptNumber.replaceAll("/", "-")}.pdf`,
        fileType: "application/pdf",
      });
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/credit-notes/{id}/pdf",
      tags,
      summary:
        "The credit note of a processed refund as a PDF (payer or staff), by refund id, named after its number",
      request: { params: uuidParam },
      responses: { ...pdfResponse, ...errorResponses },
    }),
    async (c) => {
      const note = await loadCreditNote({
        deps: c.var.deps,
        actor: actorOf(c),
        refundId: c.req.valid("param").id,
      });
      return sendFile(c, {
        bytes: await renderCreditNotePdf(note),
        fileName: `Kaarya-credit-note-${note.creditNoteNumber.replaceAll("/", "-")}.pdf`,
        fileType: "application/pdf",
      });
    },
  );
