import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  acceptedProject,
  advance,
  clients,
  paymentRow,
  payThroughSandbox,
  TEST_SANDBOX_SECRET,
} from "../../../../test/payments-test-kit";
import { creditNoteCounters, invoiceCounters, refunds } from "../../db/schema";
import { refundPayment } from "../payments";
import { issueCreditNote } from "./invoice-number";

/** Credit notes of refunds (issue 20 item 4): their own gap-free series per financial year. */
let h: Harness;

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
});
afterAll(() => h.close());

/** The last serial of `table` in financial year `fy`, 0 before the first. */
async function lastSerial(table: typeof creditNoteCounters | typeof invoiceCounters, fy: string) {
  const [row] = await h.database.db
    .select({ serial: table.lastSerial })
    .from(table)
    .where(eq(table.financialYear, fy));
  return row?.serial ?? 0;
}

/** The serial at the end of a number ("CN/26-27/000042" -> 42). */
const serialOf = (number: string) => Number(number.split("/")[2]);

/** A project advance paid through the sandbox by a new client. @returns the payer and the payment. */
async function paidAdvance(harness: Harness) {
  const [payer] = await clients(harness, 1);
  const projectId = await acceptedProject(harness, payer.cookie);
  const { started } = await payThroughSandbox(harness, payer.cookie, advance(projectId));
  const row = await paymentRow(harness, started.paymentId);
  expect(row.paymentStatus).toBe("success");
  return { payer, projectId, payment: row, captured: row.discountedAmount ?? row.amount };
}

describe("credit note numbers (issue 20 item 4)", () => {
  it("numbers refunds processed at once CN/26-27/… 1, 2, 3 … with no gap, apart from the invoice series", async () => {
    const paid = await Promise.all([1, 2, 3, 4].map(() => paidAdvance(h)));
    const invoicesBefore = await lastSerial(invoiceCounters, "2026-27");
    const before = await lastSerial(creditNoteCounters, "2026-27");
    // Six refunds settle at the same moment: two of each of the first two payments, one of the others.
    const asked = [0, 0, 1, 1, 2, 3].map((index, n) => ({ index, key: `cn-${paid[index].payment.id}-${n}` }));
    const views = await Promise.all(
      asked.map(({ index, key }) =>
        refundPayment(h.deps, {
          paymentId: paid[index].payment.id,
          amountPaise: 100,
          reason: "Client asked",
          refundKey: key,
          requestedBy: null,
        }),
      ),
    );
    expect(views.map((v) => v.status)).toEqual(Array(6).fill("processed"));
    const rows = await h.database.db
      .select({ number: refunds.creditNoteNumber, at: refunds.creditNotedAt, settledAt: refunds.settledAt })
      .from(refunds)
      .where(
        inArray(
          refunds.id,
          views.map((v) => v.id),
        ),
      );
    for (const row of rows) {
      expect(row.number).toMatch(/^CN\/26-27\/\d{6}$/);
      expect(row.at?.toISOString()).toBe(row.settledAt?.toISOString());
    }
    const serials = rows.map((row) => serialOf(row.number ?? "")).sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
    expect(await lastSerial(creditNoteCounters, "2026-27")).toBe(before + 6);
    // A credit note is not an invoice: the invoice series did not move.
    expect(await lastSerial(invoiceCounters, "2026-27")).toBe(invoicesBefore);

    // Asking again with a used key answers the same refund and takes no number.
    await refundPayment(h.deps, {
      paymentId: paid[0].payment.id,
      amountPaise: 100,
      reason: "Client asked",
      refundKey: asked[0].key,
      requestedBy: null,
    });
    expect(await lastSerial(creditNoteCounters, "2026-27")).toBe(before + 6);
  });

  it("gives a rolled-back credit note's number to the next refund, and a numbered refund keeps its number", async () => {
    const { payment } = await paidAdvance(h);
    const first = await refundPayment(h.deps, {
      paymentId: payment.id,
      amountPaise: 100,
      reason: "Client asked",
      refundKey: `cn-rollback-${payment.id}`,
      requestedBy: null,
    });
    const [numbered] = await h.database.db.select().from(refunds).where(eq(refunds.id, first.id));
    const before = await lastSerial(creditNoteCounters, "2027-28");
    const at = new Date("2027-04-01T00:10:00+05:30");
    // A numbered refund keeps its number.
    await h.database.db.transaction(async (tx) => {
      expect(await issueCreditNote(tx, first.id, at)).toBe(numbered.creditNoteNumber);
    });
    await h.database.db
      .update(refunds)
      .set({ creditNoteNumber: null, creditNotedAt: null })
      .where(eq(refunds.id, first.id));
    const expected = `CN/27-28/${String(before + 1).padStart(6, "0")}`;
    await expect(
      h.database.db.transaction(async (tx) => {
        expect(await issueCreditNote(tx, first.id, at)).toBe(expected);
        throw new Error("the refund's transaction failed after the number was given");
      }),
    ).rejects.toThrow("transaction failed");
    expect(await lastSerial(creditNoteCounters, "2027-28")).toBe(before);
    await h.database.db.transaction(async (tx) => {
      expect(await issueCreditNote(tx, first.id, at)).toBe(expected);
    });
  });
});

describe("Payment Schedule net paid (issue 20 item 4)", () => {
  it("shows on the project's schedule the advance's net paid once a refund of it is processed", async () => {
    const { payer, projectId, payment, captured } = await paidAdvance(h);
    const scheduleOf = async () => {
      const response = await h.request(`/api/projects/${projectId}`, { cookie: payer.cookie });
      expect(response.status).toBe(200);
      return (await response.json()).paymentSchedule.items[0];
    };
    // Read once before the refund, so the process keeps this project's rows (decision 0022).
    const before = await scheduleOf();
    expect(before).toMatchObject({ type: "advance", status: "paid" });
    expect(before).not.toHaveProperty("netPaid");
    await refundPayment(h.deps, {
      paymentId: payment.id,
      amountPaise: 1_000,
      reason: "Client asked",
      refundKey: `schedule-${payment.id}`,
      requestedBy: null,
    });
    expect(await scheduleOf()).toMatchObject({
      type: "advance",
      status: "paid",
      refunded: 1_000,
      netPaid: captured - 1_000,
    });
  });
});
