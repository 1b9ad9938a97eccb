import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_NOW } from "../../../../test/api-harness";
import { profiles, projectPayments, refunds, subscriptionPayments } from "../../db/schema";
import { issueCreditNote, issueInvoice } from "./invoice-number";

let h: Harness;
let client: { id: string; cookie: string; email: string };

/** A Karnataka seller (GSTIN state 29); valid check characters. */
const SELLER_GSTIN = "29ABCDE1234F1ZW";
/** A Maharashtra buyer (state 27). */
const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";

const brief = {
  title: "Menu card design for a café",
  description: "A two-sided menu card, table tent and an Instagram post set for our café in Goa.",
};

/** Sets the client's Profile Settings fields of tax invoices directly. */
async function buyer(userId: string, values: Partial<typeof profiles.$inferInsert>) {
  await h.database.db.update(profiles).set(values).where(eq(profiles.id, userId));
}

/**
 * A successful payment of a new project of `payer`, inserted directly (one success per schedule item), given
 * its invoice by the real {@link issueInvoice} as the payment core does. @returns its id.
 */
async function payment(
  values: Partial<typeof projectPayments.$inferInsert> = {},
  payer: { id: string; cookie: string } = client,
) {
  const projectId = (await (await h.submitProject(payer.cookie, brief)).json()).id;
  const [row] = await h.database.db
    .insert(projectPayments)
    .values({
      projectId,
      userId: payer.id,
      amount: 1_180_000,
      discountedAmount: 1_062_000,
      couponCode: "WELCOME10",
      paymentStatus: "success",
      paymentMethod: "sandbox",
      paymentType: "advance",
      transactionId: `pay_${Math.random().toString(36).slice(2)}`,
      ...values,
    })
    .returning({ id: projectPayments.id });
  if ((values.paymentStatus ?? "success") === "success") {
    await h.database.db.transaction((tx) =>
      issueInvoice(tx, { kind: "project", id: row.id, userId: payer.id, projectId }, TEST_NOW),
    );
  }
  return row.id;
}

/** The receipt JSON of `id` as `cookie` sees it. */
async function receipt(id: string, cookie = client.cookie) {
  const response = await h.request(`/api/receipts/${id}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(async () => {
  h = await createHarness({
    SELLER_NAME: "Kaarya Labs",
    SELLER_ADDRESS: "12 MG Road, Bengaluru, Karnataka 560001",
    SELLER_GSTIN,
    GST_RATE_PERCENT: "18",
  });
  client = await h.userWithSession("client");
});
afterAll(() => h.close());

describe("receipts", () => {
  it("gives the payer a tax invoice: number, seller, coupon discount and GST carved out of the total", async () => {
    await buyer(client.id, { gstin: MAHARASHTRA_GSTIN });
    const id = await payment();
    expect(await receipt(id)).toMatchObject({
      receiptNumber: expect.stringMatching(/^KA\/26-27\/\d{6}$/),
      taxInvoice: true,
      date: TEST_NOW.toISOString(),
      seller: {
        name: "Kaarya Labs",
        gstin: SELLER_GSTIN,
        state: { code: "29", name: "Karnataka" },
      },
      customer: { email: client.email, gstin: MAHARASHTRA_GSTIN },
      placeOfSupply: { code: "27", name: "Maharashtra" },
      sac: { code: expect.stringMatching(/^9983\d\d$/) },
      description: `Advance payment (20%) — ${brief.title}`,
      originalAmount: 1_180_000,
      discount: 118_000,
      total: 1_062_000,
      taxableValue: 900_000,
      taxLines: [{ label: "IGST @ 18%", amount: 162_000 }],
    });
  });

  it("splits CGST and SGST when the place of supply is the seller's state, IGST for another state or abroad", async () => {
    const karnataka = await h.userWithSession("client");
    await buyer(karnataka.id, { billingState: "29" });
    const intra = await receipt(await payment({}, karnataka), karnataka.cookie);
    expect(intra.placeOfSupply).toEqual({ code: "29", name: "Karnataka" });
    expect(intra.taxLines).toEqual([
      { label: "CGST @ 9%", amount: 81_000 },
      { label: "SGST @ 9%", amount: 81_000 },
    ]);

    const kerala = await h.userWithSession("client");
    await buyer(kerala.id, { billingState: "32" });
    const inter = await receipt(await payment({}, kerala), kerala.cookie);
    expect(inter.placeOfSupply).toEqual({ code: "32", name: "Kerala" });
    expect(inter.taxLines).toEqual([{ label: "IGST @ 18%", amount: 162_000 }]);

    const abroad = await h.userWithSession("client");
    await buyer(abroad.id, { country: "Singapore" });
    const outside = await receipt(await payment({}, abroad), abroad.cookie);
    expect(outside.placeOfSupply).toEqual({ code: "96", name: "Outside India" });
    expect(outside.taxLines).toEqual([{ label: "IGST @ 18%", amount: 162_000 }]);

    // No address on record: the supplier's own state (IGST Act s.12(2)(b)(ii)).
    const unknown = await h.userWithSession("client");
    await buyer(unknown.id, { country: null });
    const local = await receipt(await payment({}, unknown), unknown.cookie);
    expect(local.placeOfSupply.code).toBe("29");
    expect(local.taxLines.map((line: { label: string }) => line.label)).toEqual(["CGST @ 9%", "SGST @ 9%"]);
  });

  it("keeps an issued invoice as it was when the client later changes the GSTIN or state", async () => {
    const payer = await h.userWithSession("client");
    await buyer(payer.id, { gstin: MAHARASHTRA_GSTIN });
    const id = await payment({}, payer);
    await buyer(payer.id, { gstin: null, billingState: "29" });
    const later = await receipt(id, payer.cookie);
    expect(later.customer.gstin).toBe(MAHARASHTRA_GSTIN);
    expect(later.placeOfSupply.code).toBe("27");
  });

  it("downloads the tax invoice as a PDF named after its number, with every field of rule 46 in its text", async () => {
    await buyer(client.id, { gstin: MAHARASHTRA_GSTIN });
    const id = await payment();
    const { receiptNumber, sac } = await receipt(id);
    const response = await h.request(`/api/receipts/${id}/pdf`, { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(
      `Kaarya-receipt-${receiptNumber.replaceAll("/", "-")}.pdf`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      "Tax Invoice",
      "Kaarya Labs",
      "12 MG Road, Bengaluru, Karnataka 560001",
      `GSTIN: ${SELLER_GSTIN}`,
      "State: Karnataka (29)",
      `Invoice number: ${receiptNumber}`,
      "Invoice date: 22 November 2026",
      "Place of supply: Maharashtra (27)",
      `GSTIN: ${MAHARASHTRA_GSTIN}`,
      `SAC ${sac.code}`,
      "Taxable value",
      "Rs. 9,000.00",
      "IGST @ 18%",
      "Rs. 1,620.00",
      "Rs. 10,620.00",
      "Tax payable on reverse charge: No",
      "For Kaarya Labs",
      "Authorised signatory",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("has no receipt for a pending payment, and none for another client; staff may read it", async () => {
    const pending = await payment({ paymentStatus: "pending" });
    expect((await h.request(`/api/receipts/${pending}`, { cookie: client.cookie })).status).toBe(404);
    const id = await payment();
    const other = await h.userWithSession("client");
    expect((await h.request(`/api/receipts/${id}`, { cookie: other.cookie })).status).toBe(404);
    const manager = await h.userWithSession("manager");
    expect((await h.request(`/api/receipts/${id}`, { cookie: manager.cookie })).status).toBe(200);
  });

  it("covers completed subscription payments with the plan in the description and the platform's SAC", async () => {
    const [row] = await h.database.db
      .insert(subscriptionPayments)
      .values({
        userId: client.id,
        amount: 10_000,
        paymentStatus: "completed",
        paymentMethod: "sandbox",
        subscriptionType: "pro",
      })
      .returning({ id: subscriptionPayments.id });
    await h.database.db.transaction((tx) =>
      issueInvoice(tx, { kind: "subscription", id: row.id, userId: client.id }, TEST_NOW),
    );
    const invoice = await receipt(row.id);
    expect(invoice.description).toBe("Kaarya Pro Plan — 1 year");
    expect(invoice.total).toBe(10_000);
    expect(invoice.sac.code).toBe("998319");
    expect(invoice.receiptNumber).toMatch(/^KA\/26-27\/\d{6}$/);
  });
});

describe("receipts of a seller without a GSTIN", () => {
  it("are payment receipts without tax lines, in the configured state", async () => {
    const plain = await createHarness({ SELLER_STATE_CODE: "07" });
    try {
      const payer = await plain.userWithSession("client");
      const projectId = (await (await plain.submitProject(payer.cookie, brief)).json()).id;
      const [row] = await plain.database.db
        .insert(projectPayments)
        .values({
          projectId,
          userId: payer.id,
          amount: 50_000,
          paymentStatus: "success",
          paymentType: "advance",
        })
        .returning({ id: projectPayments.id });
      const answer = await (await plain.request(`/api/receipts/${row.id}`, { cookie: payer.cookie })).json();
      expect(answer).toMatchObject({
        taxInvoice: false,
        seller: { gstin: null, state: { code: "07", name: "Delhi" } },
        taxableValue: 50_000,
        taxLines: [],
      });
    } finally {
      await plain.close();
    }
  });
});

/**
 * A refund of `paymentId` written as the refund core leaves it: processed refunds numbered by the real
 * {@link issueCreditNote} in the transaction that settles them. @returns the refund's id.
 */
async function refund(paymentId: string, amount: number, status: "processed" | "pending" = "processed") {
  return h.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(refunds)
      .values({
        projectPaymentId: paymentId,
        amount,
        reason: "Milestone 1 disputed",
        refundKey: `receipt-test-${Math.random()}`,
        gateway: "sandbox",
        gatewayRefundId: `sbx_rfnd_${Math.random().toString(36).slice(2)}`,
        status,
        settledAt: status === "processed" ? TEST_NOW : null,
      })
      .returning({ id: refunds.id });
    if (status === "processed") await issueCreditNote(tx, row.id, TEST_NOW);
    return row.id;
  });
}

describe("credit notes and net paid (issue 20 item 4)", () => {
  it("shows on the receipt each processed refund's credit note and the net paid; a refund still processing takes nothing off", async () => {
    await buyer(client.id, { gstin: MAHARASHTRA_GSTIN });
    const id = await payment();
    expect(await receipt(id)).toMatchObject({ total: 1_062_000, netPaid: 1_062_000, creditNotes: [] });
    const first = await refund(id, 236_000);
    await refund(id, 100_000, "pending");
    const second = await refund(id, 26_000);
    const after = await receipt(id);
    expect(after.total).toBe(1_062_000);
    expect(after.netPaid).toBe(800_000);
    expect(after.creditNotes).toEqual([
      expect.objectContaining({
        refundId: first,
        amount: 236_000,
        number: expect.stringMatching(/^CN\/26-27\//),
      }),
      expect.objectContaining({ refundId: second, amount: 26_000 }),
    ]);

    const response = await h.request(`/api/receipts/${id}/pdf`, { cookie: client.cookie });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain(`Refunded (credit note ${after.creditNotes[0].number})`);
    expect(text).toContain("Net paid");
    expect(text).toContain("Rs. 8,000.00");
  });

  it("downloads a refund's credit note as a PDF: its own number, the invoice it refers to, the refunded amount and its tax split", async () => {
    await buyer(client.id, { gstin: MAHARASHTRA_GSTIN });
    const id = await payment();
    const { receiptNumber } = await receipt(id);
    const refundId = await refund(id, 236_000);
    const [{ number }] = await h.database.db
      .select({ number: refunds.creditNoteNumber })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    const response = await h.request(`/api/credit-notes/${refundId}/pdf`, { cookie: client.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(
      `Kaarya-credit-note-${String(number).replaceAll("/", "-")}.pdf`,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), {
      mergePages: true,
    });
    for (const expected of [
      "Credit Note",
      `GSTIN: ${SELLER_GSTIN}`,
      `Credit note number: ${number}`,
      "Credit note date: 22 November 2026",
      `Against invoice: ${receiptNumber} dated 22 November 2026`,
      "Place of supply: Maharashtra (27)",
      `GSTIN: ${MAHARASHTRA_GSTIN}`,
      `Refund of Advance payment (20%) — ${brief.title}`,
      "Taxable value",
      "Rs. 2,000.00",
      "IGST @ 18%",
      "Rs. 360.00",
      "Total refunded",
      "Rs. 2,360.00",
      "Reason: Milestone 1 disputed",
      "Authorised signatory",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("gives the credit note to the payer and staff only, and none for a refund still processing", async () => {
    const id = await payment();
    const refundId = await refund(id, 1_000);
    const other = await h.userWithSession("client");
    const manager = await h.userWithSession("manager");
    const status = async (rid: string, cookie: string) =>
      (await h.request(`/api/credit-notes/${rid}/pdf`, { cookie })).status;
    expect(await status(refundId, other.cookie)).toBe(404);
    expect(await status(refundId, manager.cookie)).toBe(200);
    expect(await status(await refund(id, 1_000, "pending"), client.cookie)).toBe(404);
  });
});
