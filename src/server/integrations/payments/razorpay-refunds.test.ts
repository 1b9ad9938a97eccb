import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../../../../test/api-harness";
import type { FakeRazorpay, RazorpaySecrets } from "../../../../test/fakes/razorpay-fake";
import {
  acceptedProject,
  auditActions,
  clients,
  type GatewayHarness,
  paidAdvanceAt,
  paymentRow,
  postWebhook,
  razorpayHarness,
  staffRefund as refundAs,
  refundRow as refundOf,
  twoPendingAdvances,
} from "../../../../test/payments-test-kit";
import { jobs } from "../../db/schema";

/**
 * Refunds through Razorpay (issue 20 items 1-2) against the local fake of its API, through the app's routes:
 * `payments.refund` with our refund id as receipt, `refund.processed` / `refund.failed` webhooks applied once,
 * Razorpay's refusals, a lost response retried without a second refund, and the "Refunds due" queue.
 */
const secrets: RazorpaySecrets = {
  keyId: "rzp_test_refunds",
  keySecret: "refunds-key-secret",
  webhookSecret: "refunds-webhook-secret",
};
let started: GatewayHarness<{ name: "razorpay"; fake: FakeRazorpay }>;
let fake: FakeRazorpay;
let h: Harness;
let owner: { id: string; cookie: string };
let manager: { id: string; cookie: string };

beforeAll(async () => {
  started = await razorpayHarness(secrets);
  ({ h } = started);
  fake = started.gateway.fake;
  [owner] = await clients(h, 1);
  manager = await h.userWithSession("manager");
});
afterAll(() => started.close());

/** Pays `started`'s Razorpay order in the fake and posts the Checkout response back, as the page does. */
async function payOrder(order: { orderId: string }) {
  const response = fake.pay(order.orderId);
  const callback = await h.request("/api/payments/callback", { body: response, cookie: owner.cookie });
  expect(callback.status, await callback.clone().text()).toBe(200);
  return callback.json();
}

/** A project advance paid through Razorpay. @returns its payment id, amount (paise) and Razorpay payment id. */
async function paidAdvance() {
  const { paymentId, amount, transactionId } = await paidAdvanceAt(h, started.gateway, owner.cookie);
  return { paymentId, amount, razorpayPaymentId: transactionId as string };
}

const staffRefund = (paymentId: string, amountPaise: number, refundKey: string) =>
  refundAs(h, manager.cookie, paymentId, { amountPaise, refundKey });

const webhook = (delivery: { rawBody: string; headers: Record<string, string> }) =>
  postWebhook(h, "razorpay", delivery);

const refundRow = (id: string) => refundOf(h, id);

describe("Razorpay refunds", () => {
  it("refunds part of a capture with our refund id as receipt, and applies a replayed refund.processed once", async () => {
    const { paymentId, razorpayPaymentId } = await paidAdvance();
    const response = await staffRefund(paymentId, 10_000, `partial-${paymentId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const refund = await response.json();
    expect(refund).toMatchObject({ status: "pending", amountPaise: 10_000, gateway: "razorpay" });
    const atRazorpay = fake.refunds.find((r) => r.id === refund.gatewayRefundId);
    expect(atRazorpay).toMatchObject({
      payment_id: razorpayPaymentId,
      amount: 10_000,
      receipt: refund.id,
      notes: { refundId: refund.id, paymentId, reason: "Client cancelled part of the work" },
    });

    fake.settleRefund(refund.gatewayRefundId, "processed");
    const delivery = fake.refundWebhook("refund.processed", refund.gatewayRefundId);
    for (let i = 0; i < 3; i += 1) {
      const answer = await webhook(delivery);
      expect(await answer.json()).toEqual({ received: true, status: "processed" });
    }
    expect(await refundRow(refund.id)).toMatchObject({
      status: "processed",
      gatewayRefundId: refund.gatewayRefundId,
    });
    const actions = await auditActions(h, paymentId);
    expect(actions.filter((a) => a === "refund.processed")).toHaveLength(1);
    expect(actions.filter((a) => a === "refund.request")).toHaveLength(1);
  });

  it("refunds the rest in full, then refuses a paisa more without asking Razorpay", async () => {
    const { paymentId, amount, razorpayPaymentId } = await paidAdvance();
    expect((await staffRefund(paymentId, 5_000, `first-${paymentId}`)).status).toBe(200);
    const rest = await staffRefund(paymentId, amount - 5_000, `rest-${paymentId}`);
    expect(rest.status, await rest.clone().text()).toBe(200);
    const over = await staffRefund(paymentId, 100, `over-${paymentId}`);
    expect(over.status).toBe(409);
    expect((await over.json()).error).toMatchObject({ details: { refundablePaise: 0 } });
    const atRazorpay = fake.refunds.filter((r) => r.payment_id === razorpayPaymentId);
    expect(atRazorpay.map((r) => r.amount).sort((a, b) => a - b)).toEqual(
      [5_000, amount - 5_000].sort((a, b) => a - b),
    );
    expect(fake.payments.find((p) => p.id === razorpayPaymentId)).toMatchObject({ refund_status: "full" });
  });

  it("marks a refund failed on refund.failed, once, and the amount can be refunded again", async () => {
    const { paymentId, amount } = await paidAdvance();
    const refund = await (await staffRefund(paymentId, amount, `full-${paymentId}`)).json();
    fake.settleRefund(refund.gatewayRefundId, "failed");
    const delivery = fake.refundWebhook("refund.failed", refund.gatewayRefundId);
    for (let i = 0; i < 2; i += 1) {
      expect(await (await webhook(delivery)).json()).toEqual({ received: true, status: "failed" });
    }
    expect(await refundRow(refund.id)).toMatchObject({
      status: "failed",
      failureReason: "Razorpay could not process the refund",
    });
    expect((await auditActions(h, paymentId)).filter((a) => a === "refund.failed")).toHaveLength(1);
    // A failed refund is final: a later processed webhook about it changes nothing.
    const atRazorpay = fake.refunds.find((r) => r.id === refund.gatewayRefundId);
    Object.assign(atRazorpay ?? {}, { status: "processed" });
    await webhook(fake.refundWebhook("refund.processed", refund.gatewayRefundId));
    expect((await refundRow(refund.id)).status).toBe("failed");
    Object.assign(atRazorpay ?? {}, { status: "failed" });
    const again = await staffRefund(paymentId, amount, `again-${paymentId}`);
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await again.json()).status).toBe("pending");
  });

  it("records Razorpay's refusal as a failed refund", async () => {
    const { paymentId, amount, razorpayPaymentId } = await paidAdvance();
    // Refunded in full on Razorpay's dashboard, which Kaarya does not know about.
    const atRazorpay = fake.payments.find((p) => p.id === razorpayPaymentId);
    Object.assign(atRazorpay ?? {}, { status: "refunded", amount_refunded: amount, refund_status: "full" });
    const response = await staffRefund(paymentId, 1_000, `refused-${paymentId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "failed",
      gatewayRefundId: null,
      failureReason: "The payment has been fully refunded already",
    });
  });

  it("leaves a refund pending when Razorpay cannot answer, and asking again makes no second refund", async () => {
    const { paymentId, razorpayPaymentId } = await paidAdvance();
    fake.refundFault = "after";
    const lost = await (await staffRefund(paymentId, 2_000, `lost-${paymentId}`)).json();
    expect(lost).toMatchObject({ status: "pending", gatewayRefundId: null });
    expect((await refundRow(lost.id)).details).toMatchObject({ lastError: expect.stringContaining("503") });
    const refreshed = await h.request(`/api/refunds/${lost.id}/refresh`, {
      method: "POST",
      cookie: manager.cookie,
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const known = fake.refunds.filter((r) => r.receipt === lost.id);
    expect(known).toHaveLength(1);
    expect(await refreshed.json()).toMatchObject({ status: "pending", gatewayRefundId: known[0].id });

    fake.refundFault = "before";
    const unsent = await (await staffRefund(paymentId, 3_000, `unsent-${paymentId}`)).json();
    expect(unsent.gatewayRefundId).toBeNull();
    const retried = await (await staffRefund(paymentId, 3_000, `unsent-${paymentId}`)).json();
    expect(retried).toMatchObject({
      id: unsent.id,
      status: "pending",
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(fake.refunds.filter((r) => r.payment_id === razorpayPaymentId)).toHaveLength(2);
  });

  it("refuses refund webhooks with a wrong signature and acknowledges refunds that are not ours", async () => {
    const { paymentId } = await paidAdvance();
    const refund = await (await staffRefund(paymentId, 1_000, `signed-${paymentId}`)).json();
    fake.settleRefund(refund.gatewayRefundId, "processed");
    const delivery = fake.refundWebhook("refund.processed", refund.gatewayRefundId);
    const forged = await webhook({
      ...delivery,
      rawBody: delivery.rawBody.replace('"processed"', '"failed"'),
    });
    expect(forged.status).toBe(400);
    expect((await refundRow(refund.id)).status).toBe("pending");

    const dashboard = { ...fake.refunds[0], id: "rfnd_dashboard1", receipt: null, notes: {} };
    fake.refunds.push(dashboard);
    const foreign = await webhook(fake.refundWebhook("refund.processed", "rfnd_dashboard1"));
    expect(await foreign.json()).toEqual({ received: true, status: null });
  });
});

describe("Checking pending refunds (the refund.check job)", () => {
  /** Runs the queued refund checks now, as if their time had come. */
  async function runDueChecks() {
    await h.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, "refund.check"));
    await h.drainJobs();
  }

  it("settles a refund without a webhook, and sends again one Razorpay never received", async () => {
    const { paymentId, razorpayPaymentId } = await paidAdvance();
    const sent = await (await staffRefund(paymentId, 1_500, `job-${paymentId}`)).json();
    fake.refundFault = "before";
    const unsent = await (await staffRefund(paymentId, 2_500, `job-unsent-${paymentId}`)).json();
    expect(unsent.gatewayRefundId).toBeNull();
    fake.settleRefund(sent.gatewayRefundId, "processed");

    await runDueChecks();
    expect(await refundRow(sent.id)).toMatchObject({ status: "processed" });
    const resent = await refundRow(unsent.id);
    expect(resent).toMatchObject({ status: "pending", gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect(fake.refunds.filter((r) => r.payment_id === razorpayPaymentId)).toHaveLength(2);
    // Still pending: checked again later; once Razorpay processed it, the next check settles it.
    const queued = await h.database.db.select().from(jobs).where(eq(jobs.kind, "refund.check"));
    const payloads = queued.map((job) => job.payload as { refundId: string; attempt: number });
    expect(payloads).toContainEqual({ refundId: unsent.id, attempt: 1 });
    fake.settleRefund(resent.gatewayRefundId as string, "processed");
    await runDueChecks();
    expect((await refundRow(unsent.id)).status).toBe("processed");
  });
});

describe("Refunds due on Razorpay", () => {
  it("lists a duplicate capture, refunds it in one action, and clears the flag when Razorpay confirms", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const [first, second] = await twoPendingAdvances(h, owner.cookie, projectId);
    expect((await payOrder(first)).status).toBe("success");
    expect((await payOrder(second)).status).toBe("failed");
    expect((await paymentRow(h, second.paymentId)).paymentDetails).toMatchObject({ refundDue: true });

    const queue = async () =>
      (await (await h.request("/api/refunds-due", { cookie: manager.cookie })).json()).items as Array<{
        paymentId: string;
        refundablePaise: number;
        refunds: unknown[];
      }>;
    const [due] = (await queue()).filter((item) => item.paymentId === second.paymentId);
    expect(due).toMatchObject({
      refundablePaise: second.amount,
      settledBy: first.paymentId,
      gateway: "razorpay",
    });

    const action = await h.request(`/api/refunds-due/${second.paymentId}/refund`, {
      body: { refundKey: crypto.randomUUID() },
      cookie: manager.cookie,
    });
    expect(action.status, await action.clone().text()).toBe(200);
    const refund = await action.json();
    expect(refund).toMatchObject({ status: "pending", amountPaise: second.amount });
    // Still due until Razorpay confirms; nothing more can be asked meanwhile.
    const [waiting] = (await queue()).filter((item) => item.paymentId === second.paymentId);
    expect(waiting).toMatchObject({ refundablePaise: 0 });
    expect(waiting.refunds).toHaveLength(1);
    const twice = await h.request(`/api/refunds-due/${second.paymentId}/refund`, {
      body: { refundKey: crypto.randomUUID() },
      cookie: manager.cookie,
    });
    expect(twice.status).toBe(409);

    fake.settleRefund(refund.gatewayRefundId, "processed");
    await webhook(fake.refundWebhook("refund.processed", refund.gatewayRefundId));
    expect((await queue()).filter((item) => item.paymentId === second.paymentId)).toEqual([]);
    expect((await paymentRow(h, second.paymentId)).paymentDetails).toMatchObject({ refundDue: false });
    expect(await auditActions(h, second.paymentId)).toContain("payment.refund_due_cleared");
    // The first payment, which paid the advance, is untouched.
    expect((await paymentRow(h, first.paymentId)).paymentStatus).toBe("success");
  });
});
