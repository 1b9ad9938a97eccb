import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { projectPayments, refunds, subscriptionPayments } from "../../db/schema";

let h: Harness;
let client: { id: string; cookie: string };
let other: { id: string; cookie: string };
let manager: { id: string; cookie: string };
/** The client's refunds (issue 20 item 4): processed with a credit note, still processing, failed. */
const refundIds: string[] = [];

const brief = {
  title: "Landing page for a yoga studio",
  description: "A single landing page website with class timings, a contact form and a map for our studio.",
};

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  other = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  const projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  const base = { projectId, userId: client.id, paymentType: "advance" as const };
  const [paidAdvance] = await h.database.db
    .insert(projectPayments)
    .values([
      {
        ...base,
        amount: 500_000,
        discountedAmount: 450_000,
        couponCode: "YOGA10",
        paymentStatus: "success",
        transactionId: "=HYPERLINK(1)",
      },
      { ...base, paymentType: "milestone", milestoneNumber: 1, amount: 300_000, paymentStatus: "pending" },
    ])
    .returning();
  const [, , othersPlan] = await h.database.db
    .insert(subscriptionPayments)
    .values([
      { userId: client.id, amount: 10_000, paymentStatus: "completed", subscriptionType: "pro" },
      { userId: client.id, amount: 10_000, paymentStatus: "failed", subscriptionType: "pro" },
      {
        userId: other.id,
        amount: 1_000_000,
        paymentStatus: "completed",
        subscriptionType: "enterprise",
      },
    ])
    .returning();
  const refund = {
    projectPaymentId: paidAdvance.id,
    gateway: "sandbox" as const,
    createdAt: new Date("2026-11-20T10:00:00Z"),
  };
  const rows = await h.database.db
    .insert(refunds)
    .values([
      {
        ...refund,
        amount: 100_000,
        reason: "Milestone disputed",
        refundKey: "tx-refund-1",
        status: "processed",
        gatewayRefundId: "sbx_rfnd_1",
        creditNoteNumber: "CN/26-27/000001",
      },
      { ...refund, amount: 20_000, reason: "=cmd|' /C calc'!A0", refundKey: "tx-refund-2" },
      { ...refund, amount: 30_000, reason: "Refused", refundKey: "tx-refund-3", status: "failed" },
      {
        subscriptionPaymentId: othersPlan.id,
        gateway: "sandbox",
        amount: 500_000,
        reason: "Not this client's",
        refundKey: "tx-refund-other",
        status: "processed",
      },
    ])
    .returning({ id: refunds.id });
  refundIds.push(...rows.slice(0, 3).map((row) => row.id));
});
afterAll(() => h.close());

describe("GET /api/transactions (spec 1 §2 Transaction History)", () => {
  it("merges the user's project and subscription payments with the summary and filter counts", async () => {
    const body = await (await h.request("/api/transactions", { cookie: client.cookie })).json();
    expect(body.total).toBe(7);
    expect(body.summary).toEqual({
      totalTransactions: 7,
      totalSpent: 360_000,
      pendingCount: 2,
      counts: { completed: 3, pending: 2, failed: 2 },
    });
    const names = body.items
      .filter((t: { kind: string }) => t.kind !== "refund")
      .map((t: { name: string }) => t.name)
      .sort();
    expect(names).toEqual([brief.title, brief.title, "Pro Plan", "Pro Plan"]);
    const charged = body.items.find((t: { couponCode: string | null }) => t.couponCode === "YOGA10");
    expect(charged.amount).toBe(450_000);
  });

  it("filters by status bucket and pages on the server", async () => {
    const pending = await (
      await h.request("/api/transactions?status=pending", { cookie: client.cookie })
    ).json();
    expect(pending.items).toHaveLength(2);
    expect(pending.items).toContainEqual(
      expect.objectContaining({ kind: "project", milestoneNumber: 1, status: "pending" }),
    );
    const page2 = await (
      await h.request("/api/transactions?page=2&pageSize=5", { cookie: client.cookie })
    ).json();
    expect(page2.items).toHaveLength(2);
    expect(page2.total).toBe(7);
  });

  it("downloads everything as CSV, with formula-looking cells defused", async () => {
    const response = await h.request("/api/transactions/csv", { cookie: client.cookie });
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(7);
    const advance = rows.find((r) => r.Coupon === "YOGA10");
    expect(advance).toMatchObject({
      Amount: "4500.00",
      Status: "completed",
      "Transaction ID": "'=HYPERLINK(1)",
    });
  });
});

describe("refunds in Transaction History (issue 20 item 4)", () => {
  it("shows the payer each refund of their payments as its own row: negative, with its state and credit note", async () => {
    const body = await (await h.request("/api/transactions", { cookie: client.cookie })).json();
    const rows = body.items.filter((t: { kind: string }) => t.kind === "refund");
    expect(rows.map((t: { id: string }) => t.id).sort()).toEqual([...refundIds].sort());
    expect(rows.find((t: { amount: number }) => t.amount === -100_000)).toMatchObject({
      name: brief.title,
      paymentType: "advance",
      status: "completed",
      refundStatus: "processed",
      reason: "Milestone disputed",
      transactionId: "sbx_rfnd_1",
      paymentMethod: "sandbox",
      creditNoteNumber: "CN/26-27/000001",
    });
    expect(rows.find((t: { amount: number }) => t.amount === -20_000)).toMatchObject({
      status: "pending",
      refundStatus: "processing",
      creditNoteNumber: null,
    });
    expect(rows.find((t: { amount: number }) => t.amount === -30_000)).toMatchObject({
      status: "failed",
      refundStatus: "failed",
    });
  });

  it("shows a refund to no one but the payer: another client and staff see none of it", async () => {
    const others = await (await h.request("/api/transactions", { cookie: other.cookie })).json();
    expect(others.items.filter((t: { kind: string }) => t.kind === "refund")).toEqual([
      expect.objectContaining({ name: "Enterprise Plan", amount: -500_000, refundStatus: "processed" }),
    ]);
    for (const id of refundIds) expect(JSON.stringify(others)).not.toContain(id);
    const staff = await (await h.request("/api/transactions", { cookie: manager.cookie })).json();
    expect(staff.total).toBe(0);
  });

  it("puts refunds in the CSV with the refund's state, a negative amount, its reason and credit note", async () => {
    const response = await h.request("/api/transactions/csv", { cookie: client.cookie });
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const refundRows = rows.filter((r) => r.Kind === "refund");
    expect(refundRows).toHaveLength(3);
    expect(refundRows.find((r) => r.Amount === "-1000.00")).toMatchObject({
      For: brief.title,
      "Payment type": "advance",
      Status: "processed",
      "Transaction ID": "sbx_rfnd_1",
      "Refund reason": "Milestone disputed",
      "Credit note": "CN/26-27/000001",
    });
    expect(refundRows.find((r) => r.Amount === "-200.00")).toMatchObject({
      Status: "processing",
      "Refund reason": "'=cmd|' /C calc'!A0",
      "Credit note": "",
    });
    expect(refundRows.find((r) => r.Amount === "-300.00")?.Status).toBe("failed");
  });
});
