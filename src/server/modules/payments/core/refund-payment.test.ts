import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInr } from "@/domain/money";
import { createHarness, type Harness } from "../../../../../test/api-harness";
import {
  acceptedProject,
  advance,
  answerSandbox,
  auditActions,
  BRIEF,
  clients,
  followReturn,
  paymentRow,
  payThroughSandbox,
  TEST_SANDBOX_SECRET,
  twoPendingAdvances,
} from "../../../../../test/payments-test-kit";
import { jobs, notifications, refunds, sandboxRefunds, subscriptionPayments } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { refundablePaise, refundPayment } from "./refund-payment";
import { onRefundSettled, type RefundSettled } from "./refund-settled";

/** Refunds through the sandbox gateway (issue 20 item 1): full, partial, capped, idempotent, concurrent. */
let h: Harness;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  [owner] = await clients(h, 1);
});
afterAll(() => h.close());

/** A project advance paid through the sandbox. @returns its payment id and amount (paise). */
async function paidAdvance() {
  const projectId = await acceptedProject(h, owner.cookie);
  const { started } = await payThroughSandbox(h, owner.cookie, advance(projectId));
  const row = await paymentRow(h, started.paymentId);
  expect(row.paymentStatus).toBe("success");
  return { paymentId: row.id, amount: row.discountedAmount ?? row.amount };
}

const ask = (paymentId: string, amountPaise: number, refundKey: string) =>
  refundPayment(h.deps, { paymentId, amountPaise, reason: "Client asked", refundKey, requestedBy: null });

/** The AppError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("refundPayment on the sandbox gateway", () => {
  it("refunds part, then the rest, then refuses more; the sandbox keeps each refund", async () => {
    const { paymentId, amount } = await paidAdvance();
    const part = await ask(paymentId, 1000, `part-${paymentId}`);
    expect(part).toMatchObject({
      status: "processed",
      amountPaise: 1000,
      paymentId,
      entity: "project_payment",
    });
    expect(part.gatewayRefundId).toMatch(/^sbx_rfnd_/);
    expect(await refundablePaise(h.deps, paymentId)).toBe(amount - 1000);

    const over = await refusal(ask(paymentId, amount - 999, `over-${paymentId}`));
    expect(over.code).toBe("conflict");
    expect(over.details).toEqual({ refundablePaise: amount - 1000 });

    const rest = await ask(paymentId, amount - 1000, `rest-${paymentId}`);
    expect(rest.status).toBe("processed");
    expect((await refusal(ask(paymentId, 1, `more-${paymentId}`))).message).toBe(
      "This payment has been refunded in full",
    );
    const stored = await h.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.status, "processed"));
    expect(stored.filter((r) => [part.id, rest.id].includes(r.merchantRefundId))).toHaveLength(2);
    const actions = await auditActions(h, paymentId);
    expect(actions.filter((a) => a === "refund.request")).toHaveLength(2);
    expect(actions.filter((a) => a === "refund.processed")).toHaveLength(2);
  });

  it("answers the first refund for a key used again, and refuses the key for another amount", async () => {
    const { paymentId } = await paidAdvance();
    const first = await ask(paymentId, 500, `key-${paymentId}`);
    const again = await ask(paymentId, 500, `key-${paymentId}`);
    expect(again).toEqual(first);
    expect((await refusal(ask(paymentId, 600, `key-${paymentId}`))).code).toBe("conflict");
    const rows = await h.database.db.select().from(refunds).where(eq(refunds.projectPaymentId, paymentId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a payment that captured nothing, an unknown payment and a bad amount", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const { started } = await payThroughSandbox(h, owner.cookie, advance(projectId), "fail");
    expect((await refusal(ask(started.paymentId, 100, `failed-${started.paymentId}`))).code).toBe("conflict");
    expect((await refusal(ask(crypto.randomUUID(), 100, "unknown"))).code).toBe("not_found");
    const { paymentId } = await paidAdvance();
    expect((await refusal(ask(paymentId, 0, "zero"))).code).toBe("bad_request");
    expect((await refusal(ask(paymentId, 10.5, "fraction"))).code).toBe("bad_request");
  });

  it("never refunds more than the capture when refunds of one payment run at once", async () => {
    const { paymentId, amount } = await paidAdvance();
    const third = Math.floor(amount / 3) + 1;
    // At once, each in its own transaction (on PostgreSQL, concurrent sessions; see test/run-on-postgres.mjs).
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ask(paymentId, third, `concurrent-${paymentId}-${i}`).then(
          (refund) => ({ refund }),
          (error: unknown) => ({ error }),
        ),
      ),
    );
    const done = results.filter((r) => "refund" in r);
    expect(done).toHaveLength(2);
    for (const r of results) if ("error" in r) expect((r.error as AppError).code).toBe("conflict");
    const rows = await h.database.db.select().from(refunds).where(eq(refunds.projectPaymentId, paymentId));
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(amount);
    const atSandbox = await h.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.status, "processed"));
    expect(atSandbox.filter((r) => rows.some((row) => row.id === r.merchantRefundId))).toHaveLength(2);
  });

  it("makes one refund when one key is asked for at once", async () => {
    const { paymentId } = await paidAdvance();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ask(paymentId, 700, `same-key-${paymentId}`)),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const rows = await h.database.db.select().from(refunds).where(eq(refunds.projectPaymentId, paymentId));
    expect(rows).toHaveLength(1);
  });
});

describe("refundPayment for other payers' payments", () => {
  it("refunds a subscription payment through the same core, checked against its capture", async () => {
    const buyer = await h.userWithSession("client");
    const bought = await h.request("/api/subscriptions/initiate", {
      body: { subscriptionType: "pro" },
      cookie: buyer.cookie,
    });
    expect(bought.status, await bought.clone().text()).toBe(200);
    const started = await bought.json();
    await followReturn(h, await answerSandbox(h, buyer.cookie, started.paymentUrl, "pay"));
    const [payment] = await h.database.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, started.paymentId));
    expect(payment.paymentStatus).toBe("completed");

    const part = await ask(payment.id, 4_000, `subscription-${payment.id}`);
    expect(part).toMatchObject({ status: "processed", entity: "subscription_payment", amountPaise: 4_000 });
    expect(await refundablePaise(h.deps, payment.id)).toBe(payment.amount - 4_000);
    const [row] = await h.database.db.select().from(refunds).where(eq(refunds.id, part.id));
    expect(row).toMatchObject({ subscriptionPaymentId: payment.id, projectPaymentId: null });
    expect((await refusal(ask(payment.id, payment.amount, `subscription-all-${payment.id}`))).code).toBe(
      "conflict",
    );
    expect((await auditActions(h, payment.id)).filter((a) => a.startsWith("refund."))).toEqual([
      "refund.processed",
      "refund.request",
    ]);
  });

  it("tells the client, once, when a duplicate capture is refunded and its flag clears", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const [first, second] = await twoPendingAdvances(h, owner.cookie, projectId);
    for (const started of [first, second]) {
      await followReturn(h, await answerSandbox(h, owner.cookie, started.paymentUrl, "pay"));
    }
    const duplicate = await paymentRow(h, second.paymentId);
    expect(duplicate.paymentDetails).toMatchObject({ refundDue: true });
    const captured = duplicate.discountedAmount ?? duplicate.amount;

    const refund = await ask(duplicate.id, captured, `refund-due:${duplicate.id}`);
    expect(refund.status).toBe("processed");
    expect((await paymentRow(h, duplicate.id)).paymentDetails).toMatchObject({ refundDue: false });
    // Asked again with its key: answered, nothing new.
    await ask(duplicate.id, captured, `refund-due:${duplicate.id}`);

    const notices = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.title, "Duplicate payment refunded")));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "payment", link: "/transaction-history" });
    expect(notices[0].body).toBe(
      `You were charged twice for ${BRIEF.title}. We refunded ${formatInr(captured)} of the second charge to your original payment method; refunds usually reach you within 5-7 working days.`,
    );
    const mails = await h.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, "notification.email"), sql`${jobs.payload}->>'notificationId' = ${notices[0].id}`),
      );
    expect(mails).toHaveLength(1);
  });
});

describe("listeners of settled refunds (onRefundSettled)", () => {
  it("tells a listener once per settled refund, inside the settling transaction: one that throws rolls the settlement back", async () => {
    const { paymentId } = await paidAdvance();
    const heard: RefundSettled[] = [];
    const listener = async (_tx: unknown, settled: RefundSettled) => {
      heard.push(settled);
    };
    const stop = onRefundSettled(listener);
    onRefundSettled(listener);
    try {
      const refund = await ask(paymentId, 500, `heard-${paymentId}`);
      await ask(paymentId, 500, `heard-${paymentId}`);
      expect(heard.map((s) => [s.refund.id, s.refund.status])).toEqual([[refund.id, "processed"]]);
    } finally {
      stop();
    }

    const stopFailing = onRefundSettled(async () => {
      throw new Error("listener failed");
    });
    try {
      await expect(ask(paymentId, 700, `rolled-back-${paymentId}`)).rejects.toThrow("listener failed");
    } finally {
      stopFailing();
    }
    const [row] = await h.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundKey, `rolled-back-${paymentId}`));
    expect(row).toMatchObject({ status: "pending", creditNoteNumber: null, settledAt: null });
    expect((await auditActions(h, paymentId)).filter((a) => a === "refund.processed")).toHaveLength(1);
    // Asked again with its key once the listener is gone, the pending refund settles.
    expect((await ask(paymentId, 700, `rolled-back-${paymentId}`)).status).toBe("processed");
    expect(heard).toHaveLength(1);
  });
});
