import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { projectPayments, subscriptionPayments } from "../../db/schema";

let h: Harness;
let client: { id: string; cookie: string };

const brief = {
  title: "Landing page for a yoga studio",
  description: "A single landing page website with class timings, a contact form and a map for our studio.",
};

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  const other = await h.userWithSession("client");
  const projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  const base = { projectId, userId: client.id, paymentType: "advance" as const };
  await h.database.db.insert(projectPayments).values([
    {
      ...base,
      amount: 500_000,
      discountedAmount: 450_000,
      couponCode: "YOGA10",
      paymentStatus: "success",
      transactionId: "=HYPERLINK(1)",
    },
    { ...base, paymentType: "milestone", milestoneNumber: 1, amount: 300_000, paymentStatus: "pending" },
  ]);
  await h.database.db.insert(subscriptionPayments).values([
    { userId: client.id, amount: 10_000, paymentStatus: "completed", subscriptionType: "pro" },
    { userId: client.id, amount: 10_000, paymentStatus: "failed", subscriptionType: "pro" },
    {
      userId: other.id,
      amount: 1_000_000,
      paymentStatus: "completed",
      subscriptionType: "enterprise",
    },
  ]);
});
afterAll(() => h.close());

describe("GET /api/transactions (spec 1 §2 Transaction History)", () => {
  it("merges the user's project and subscription payments with the summary and filter counts", async () => {
    const body = await (await h.request("/api/transactions", { cookie: client.cookie })).json();
    expect(body.total).toBe(4);
    expect(body.summary).toEqual({
      totalTransactions: 4,
      totalSpent: 460_000,
      pendingCount: 1,
      counts: { completed: 2, pending: 1, failed: 1 },
    });
    const names = body.items.map((t: { name: string }) => t.name).sort();
    expect(names).toEqual([brief.title, brief.title, "Pro Plan", "Pro Plan"]);
    const charged = body.items.find((t: { couponCode: string | null }) => t.couponCode === "YOGA10");
    expect(charged.amount).toBe(450_000);
  });

  it("filters by status bucket and pages on the server", async () => {
    const pending = await (
      await h.request("/api/transactions?status=pending", { cookie: client.cookie })
    ).json();
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ kind: "project", milestoneNumber: 1, status: "pending" });
    const page2 = await (
      await h.request("/api/transactions?page=2&pageSize=3", { cookie: client.cookie })
    ).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.total).toBe(4);
  });

  it("downloads everything as CSV, with formula-looking cells defused", async () => {
    const response = await h.request("/api/transactions/csv", { cookie: client.cookie });
    expect(response.headers.get("content-type")).toContain("text/csv");
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    const advance = rows.find((r) => r.Coupon === "YOGA10");
    expect(advance).toMatchObject({
      Amount: "4500.00",
      Status: "completed",
      "Transaction ID": "'=HYPERLINK(1)",
    });
  });
});
