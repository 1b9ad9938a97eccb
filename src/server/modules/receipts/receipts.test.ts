import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { projectPayments, subscriptionPayments } from "../../db/schema";

let h: Harness;
let client: { id: string; cookie: string; email: string };

const brief = {
  title: "Menu card design for a café",
  description: "A two-sided menu card, table tent and an Instagram post set for our café in Goa.",
};

/** A payment of a new project of the client (one success per schedule item). @returns its id. */
async function payment(values: Partial<typeof projectPayments.$inferInsert> = {}) {
  const projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  const [row] = await h.database.db
    .insert(projectPayments)
    .values({
      projectId,
      userId: client.id,
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
  return row.id;
}

beforeAll(async () => {
  h = await createHarness({
    SELLER_NAME: "Kaarya Labs",
    SELLER_GSTIN: "29ABCDE1234F1Z5",
    GST_RATE_PERCENT: "18",
  });
  client = await h.userWithSession("client");
});
afterAll(() => h.close());

describe("receipts", () => {
  it("gives the payer a tax invoice: number, seller, coupon discount and GST carved out of the total", async () => {
    const id = await payment();
    const response = await h.request(`/api/receipts/${id}`, { cookie: client.cookie });
    expect(response.status).toBe(200);
    const receipt = await response.json();
    expect(receipt).toMatchObject({
      receiptNumber: id.slice(0, 8).toUpperCase(),
      seller: { name: "Kaarya Labs", gstin: "29ABCDE1234F1Z5" },
      customer: { email: client.email },
      description: `Advance payment (20%) — ${brief.title}`,
      originalAmount: 1_180_000,
      discount: 118_000,
      total: 1_062_000,
      taxableValue: 900_000,
      taxLines: [{ label: "IGST @ 18%", amount: 162_000 }],
    });
  });

  it("downloads the receipt as a PDF named after its number", async () => {
    const id = await payment();
    const response = await h.request(`/api/receipts/${id}/pdf`, { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(
      `Kaarya-receipt-${id.slice(0, 8).toUpperCase()}.pdf`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
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

  it("covers completed subscription payments with the plan in the description", async () => {
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
    const receipt = await (await h.request(`/api/receipts/${row.id}`, { cookie: client.cookie })).json();
    expect(receipt.description).toBe("Kaarya Pro Plan — 1 year");
    expect(receipt.total).toBe(10_000);
  });
});
