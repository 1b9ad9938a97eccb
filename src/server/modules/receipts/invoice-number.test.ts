import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  acceptedProject,
  advance,
  answerSandbox,
  clients,
  followReturn,
  initiate,
} from "../../../../test/payments-test-kit";
import { invoiceCounters, profiles, projectPayments, subscriptionPayments } from "../../db/schema";
import { issueInvoice } from "./invoice-number";

let h: Harness;

/** The last serial given in financial year `fy`, 0 before the first. */
async function lastSerial(fy: string) {
  const [row] = await h.database.db
    .select({ serial: invoiceCounters.lastSerial })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.financialYear, fy));
  return row?.serial ?? 0;
}

/** The serial at the end of an invoice number ("KA/26-27/000042" -> 42). */
const serialOf = (number: string) => Number(number.split("/")[2]);

/** Initiates a project's advance and answers the sandbox page. @returns the payment id and signed return path. */
async function startAdvance(cookie: string, outcome: "pay" | "fail") {
  const projectId = await acceptedProject(h, cookie);
  const started = await (await initiate(h, cookie, advance(projectId))).json();
  return {
    paymentId: started.paymentId as string,
    returnPath: await answerSandbox(h, cookie, started.paymentUrl, outcome),
  };
}

/** Initiates a Pro plan purchase and answers the sandbox page. @returns the payment id and signed return path. */
async function startSubscription(cookie: string, outcome: "pay" | "fail") {
  const response = await h.request("/api/subscriptions/initiate", {
    body: { subscriptionType: "pro" },
    cookie,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const started = await response.json();
  return {
    paymentId: started.paymentId as string,
    returnPath: await answerSandbox(h, cookie, started.paymentUrl, outcome),
  };
}

/** A pending project payment of a new accepted project, for calling {@link issueInvoice} directly. */
async function pendingPayment() {
  const [payer] = await clients(h, 1);
  const projectId = await acceptedProject(h, payer.cookie);
  const [row] = await h.database.db
    .insert(projectPayments)
    .values({ projectId, userId: payer.id, amount: 1_000, paymentType: "advance" })
    .returning({ id: projectPayments.id });
  return { kind: "project" as const, id: row.id, userId: payer.id, projectId };
}

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe("tax invoice numbers (issue 19 item 4)", () => {
  it("numbers project and subscription successes 1, 2, 3 ... in one series with no gap when they return at once; failures take none", async () => {
    const before = await lastSerial("2026-27");
    const projectPayers = await clients(h, 6);
    const planBuyers = [
      await h.userWithSession("client"),
      await h.userWithSession("client"),
      await h.userWithSession("client"),
    ];
    const outcomes = ["pay", "fail", "pay", "pay", "fail", "pay"] as const;
    const started = [
      ...(await Promise.all(projectPayers.map((payer, i) => startAdvance(payer.cookie, outcomes[i])))),
      ...(await Promise.all(
        planBuyers.map((payer, i) => startSubscription(payer.cookie, i === 1 ? "fail" : "pay")),
      )),
    ];
    // Every browser comes back at the same moment.
    await Promise.all(started.map((payment) => followReturn(h, payment.returnPath)));

    const ids = started.map((payment) => payment.paymentId);
    const rows = [
      ...(await h.database.db
        .select({
          id: projectPayments.id,
          status: projectPayments.paymentStatus,
          number: projectPayments.invoiceNumber,
        })
        .from(projectPayments)
        .where(inArray(projectPayments.id, ids))),
      ...(await h.database.db
        .select({
          id: subscriptionPayments.id,
          status: subscriptionPayments.paymentStatus,
          number: subscriptionPayments.invoiceNumber,
        })
        .from(subscriptionPayments)
        .where(inArray(subscriptionPayments.id, ids))),
    ];
    const paid = rows.filter((row) => row.status === "success" || row.status === "completed");
    const failed = rows.filter((row) => row.status === "failed");
    expect(paid).toHaveLength(6);
    expect(failed).toHaveLength(3);
    expect(failed.map((row) => row.number)).toEqual([null, null, null]);
    for (const row of paid) expect(row.number).toMatch(/^KA\/26-27\/\d{6}$/);
    const serials = paid.map((row) => serialOf(row.number ?? "")).sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
    expect(await lastSerial("2026-27")).toBe(before + 6);

    // A replayed return changes nothing, so it takes no number either.
    await followReturn(h, started[0].returnPath);
    expect(await lastSerial("2026-27")).toBe(before + 6);
  });

  it("gives a rolled-back success's number to the next success, so no number is skipped", async () => {
    const before = await lastSerial("2026-27");
    const first = await pendingPayment();
    const at = new Date("2026-11-22T06:30:00Z");
    await expect(
      h.database.db.transaction(async (tx) => {
        expect(await issueInvoice(tx, first, at)).toBe(`KA/26-27/${String(before + 1).padStart(6, "0")}`);
        throw new Error("the payment's transaction failed after the number was given");
      }),
    ).rejects.toThrow("transaction failed");
    const [rolledBack] = await h.database.db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.id, first.id));
    expect(rolledBack.invoiceNumber).toBeNull();

    const second = await pendingPayment();
    const number = await h.database.db.transaction((tx) => issueInvoice(tx, second, at));
    expect(number).toBe(`KA/26-27/${String(before + 1).padStart(6, "0")}`);
  });

  it("starts a new series on 1 April, Indian time: 31 March 23:59:59 IST is the old year", async () => {
    const march = await pendingPayment();
    const april = await pendingPayment();
    const lastMoment = new Date("2027-03-31T18:29:59.999Z"); // 31 March 2027, 23:59:59.999 IST
    const firstMoment = new Date("2027-03-31T18:30:00.000Z"); // 1 April 2027, 00:00 IST
    const old = await h.database.db.transaction((tx) => issueInvoice(tx, march, lastMoment));
    const fresh = await h.database.db.transaction((tx) => issueInvoice(tx, april, firstMoment));
    expect(old).toMatch(/^KA\/26-27\/\d{6}$/);
    expect(fresh).toBe("KA/27-28/000001");
    const [row] = await h.database.db.select().from(projectPayments).where(eq(projectPayments.id, april.id));
    expect(row).toMatchObject({ invoiceNumber: "KA/27-28/000001", invoicedAt: firstMoment });
  });

  it("keeps the buyer's GSTIN, state and the SAC with the payment when the number is given", async () => {
    const payment = await pendingPayment();
    await h.database.db
      .update(profiles)
      .set({ gstin: "27AAPFU0939F1ZV", billingState: "27", country: "India" })
      .where(eq(profiles.id, payment.userId));
    await h.database.db.transaction((tx) => issueInvoice(tx, payment, new Date("2026-11-22T06:30:00Z")));
    const [row] = await h.database.db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.id, payment.id));
    expect(row.invoiceFacts).toMatchObject({
      recipient: { gstin: "27AAPFU0939F1ZV", stateCode: "27", country: "India" },
      sac: { code: expect.stringMatching(/^9983\d\d$/) },
    });
  });
});

describe("migration 0015: payments that succeeded before numbering", () => {
  it("are numbered per financial year in the order they succeeded, and each year's counter continues after them", async () => {
    const migration = await readFile(
      fileURLToPath(new URL("../../db/migrations/0015_tax_invoices.sql", import.meta.url)),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").at(-1) ?? "";
    expect(backfill).toContain('INSERT INTO "invoice_counters"');

    const fresh = await createHarness();
    try {
      const [payer] = await clients(fresh, 1);
      const projectIds = [];
      for (let i = 0; i < 3; i += 1) projectIds.push(await acceptedProject(fresh, payer.cookie));
      const db = fresh.database.db;
      const paid = (projectId: string, updatedAt: string, paymentStatus: "success" | "failed" = "success") =>
        db
          .insert(projectPayments)
          .values({
            projectId,
            userId: payer.id,
            amount: 1_000,
            paymentType: "advance",
            paymentStatus,
            updatedAt: new Date(updatedAt),
          })
          .returning({ id: projectPayments.id })
          .then(([row]) => row.id);
      // 1 April 2025, 00:10 IST is the new year; 31 March 2025, 23:50 IST the old one.
      const april = await paid(projectIds[0], "2025-03-31T18:40:00Z");
      const march = await paid(projectIds[1], "2025-03-31T18:20:00Z");
      const failed = await paid(projectIds[2], "2025-03-01T00:00:00Z", "failed");
      const [plan] = await db
        .insert(subscriptionPayments)
        .values({
          userId: payer.id,
          amount: 10_000,
          subscriptionType: "pro",
          paymentStatus: "completed",
          updatedAt: new Date("2025-05-01T00:00:00Z"),
        })
        .returning({ id: subscriptionPayments.id });
      const earlier = await paid(projectIds[2], "2025-02-01T00:00:00Z");

      await db.execute(sql.raw(backfill));

      const numberOf = async (id: string) =>
        (
          await db
            .select({ n: projectPayments.invoiceNumber })
            .from(projectPayments)
            .where(eq(projectPayments.id, id))
        )[0].n;
      expect(await numberOf(earlier)).toBe("KA/24-25/000001");
      expect(await numberOf(march)).toBe("KA/24-25/000002");
      expect(await numberOf(april)).toBe("KA/25-26/000001");
      expect(await numberOf(failed)).toBeNull();
      const [subscription] = await db
        .select({ n: subscriptionPayments.invoiceNumber, at: subscriptionPayments.invoicedAt })
        .from(subscriptionPayments)
        .where(eq(subscriptionPayments.id, plan.id));
      expect(subscription).toEqual({ n: "KA/25-26/000002", at: new Date("2025-05-01T00:00:00Z") });
      const counters = await db.select().from(invoiceCounters).orderBy(invoiceCounters.financialYear);
      expect(counters).toEqual([
        { financialYear: "2024-25", lastSerial: 2 },
        { financialYear: "2025-26", lastSerial: 2 },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
