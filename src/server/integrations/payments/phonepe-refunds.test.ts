import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../../../../test/api-harness";
import type { FakePhonePe, PhonePeSecrets } from "../../../../test/fakes/phonepe-fake";
import {
  auditActions,
  clients,
  type GatewayHarness,
  paidAdvanceAt,
  phonePeHarness,
  postWebhook,
  staffRefund as refundAs,
  refundRow as refundOf,
} from "../../../../test/payments-test-kit";

/**
 * Refunds through PhonePe (issue 20 item 1) against the local fake of its API, through the app's routes: the
 * SDK's refund call (merchantRefundId = our refund id), its refund-status call, `pg.refund.*` callbacks applied
 * once, PhonePe's refusals, and an outage retried without a second refund.
 */
const secrets: PhonePeSecrets = {
  clientId: "KAARYA_REFUNDS_CLIENT",
  clientSecret: "refunds-client-secret",
  clientVersion: 1,
  callbackUsername: "kaarya_refunds",
  callbackPassword: "refundhook123",
};
let started: GatewayHarness<{ name: "phonepe"; fake: FakePhonePe }>;
let fake: FakePhonePe;
let h: Harness;
let owner: { id: string; cookie: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  started = await phonePeHarness(secrets);
  ({ h } = started);
  fake = started.gateway.fake;
  [owner] = await clients(h, 1);
  admin = await h.userWithSession("administrator");
});
afterAll(() => started.close());

/** A project advance paid through PhonePe (order COMPLETED, then the browser's return). */
async function paidAdvance() {
  const { paymentId, amount } = await paidAdvanceAt(h, started.gateway, owner.cookie);
  return { paymentId, amount };
}

const staffRefund = (paymentId: string, amountPaise: number, refundKey: string) =>
  refundAs(h, admin.cookie, paymentId, { amountPaise, refundKey });

const callback = (delivery: { rawBody: string; headers: Record<string, string> }) =>
  postWebhook(h, "phonepe", delivery);

const refundRow = (id: string) => refundOf(h, id);

describe("PhonePe refunds", () => {
  it("refunds part of an order by merchantRefundId and applies a replayed pg.refund.completed once", async () => {
    const { paymentId } = await paidAdvance();
    const response = await staffRefund(paymentId, 20_000, `partial-${paymentId}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const refund = await response.json();
    expect(refund).toMatchObject({ status: "pending", amountPaise: 20_000, gateway: "phonepe" });
    expect(fake.refunds.get(refund.id)).toMatchObject({
      refundId: refund.gatewayRefundId,
      originalMerchantOrderId: paymentId,
      amount: 20_000,
      state: "PENDING",
    });

    fake.settleRefund(refund.id, "COMPLETED");
    const delivery = fake.refundCallback(refund.id);
    for (let i = 0; i < 3; i += 1) {
      expect(await (await callback(delivery)).json()).toEqual({ received: true, status: "processed" });
    }
    expect(await refundRow(refund.id)).toMatchObject({
      status: "processed",
      gatewayRefundId: refund.gatewayRefundId,
    });
    expect((await auditActions(h, paymentId)).filter((a) => a === "refund.processed")).toHaveLength(1);
  });

  it("refunds the rest in full and refuses more; the refund-status call settles a pending refund", async () => {
    const { paymentId, amount } = await paidAdvance();
    const first = await (await staffRefund(paymentId, 1_000, `first-${paymentId}`)).json();
    const rest = await (await staffRefund(paymentId, amount - 1_000, `rest-${paymentId}`)).json();
    expect(rest.status).toBe("pending");
    expect((await staffRefund(paymentId, 100, `over-${paymentId}`)).status).toBe(409);
    expect([...fake.refunds.values()].filter((r) => r.originalMerchantOrderId === paymentId)).toHaveLength(2);

    fake.settleRefund(first.id, "COMPLETED");
    const refreshed = await h.request(`/api/refunds/${first.id}/refresh`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(await refreshed.json()).toMatchObject({ status: "processed" });
  });

  it("marks a refund failed on pg.refund.failed, and the amount can be refunded again", async () => {
    const { paymentId, amount } = await paidAdvance();
    const refund = await (await staffRefund(paymentId, amount, `full-${paymentId}`)).json();
    fake.settleRefund(refund.id, "FAILED");
    const delivery = fake.refundCallback(refund.id);
    for (let i = 0; i < 2; i += 1) {
      expect(await (await callback(delivery)).json()).toEqual({ received: true, status: "failed" });
    }
    expect(await refundRow(refund.id)).toMatchObject({ status: "failed", failureReason: "BANK_DECLINED" });
    expect((await auditActions(h, paymentId)).filter((a) => a === "refund.failed")).toHaveLength(1);
    expect((await staffRefund(paymentId, amount, `again-${paymentId}`)).status).toBe(200);
  });

  it("records PhonePe's refusal as a failed refund", async () => {
    const { paymentId } = await paidAdvance();
    // PhonePe no longer counts the order as completed (e.g. reversed on its side).
    const order = fake.orders.get(paymentId);
    if (order) order.state = "FAILED";
    const refund = await (await staffRefund(paymentId, 1_000, `refused-${paymentId}`)).json();
    expect(refund).toMatchObject({
      status: "failed",
      gatewayRefundId: null,
      failureReason: "Refund is allowed only for completed orders",
    });
  });

  it("leaves a refund pending through an outage, and asking again makes one refund", async () => {
    const { paymentId } = await paidAdvance();
    fake.refundOutage = true;
    const unsent = await (await staffRefund(paymentId, 3_000, `outage-${paymentId}`)).json();
    expect(unsent).toMatchObject({ status: "pending", gatewayRefundId: null });
    const retried = await (await staffRefund(paymentId, 3_000, `outage-${paymentId}`)).json();
    expect(retried).toMatchObject({ id: unsent.id, status: "pending" });
    expect(retried.gatewayRefundId).toBe(fake.refunds.get(unsent.id)?.refundId);
    const again = await (await staffRefund(paymentId, 3_000, `outage-${paymentId}`)).json();
    expect(again).toEqual(retried);
    expect([...fake.refunds.values()].filter((r) => r.originalMerchantOrderId === paymentId)).toHaveLength(1);
  });

  it("refuses a refund callback with a wrong Authorization header", async () => {
    const { paymentId } = await paidAdvance();
    const refund = await (await staffRefund(paymentId, 1_000, `auth-${paymentId}`)).json();
    fake.settleRefund(refund.id, "COMPLETED");
    const delivery = fake.refundCallback(refund.id);
    const forged = await callback({ ...delivery, headers: { authorization: "0".repeat(64) } });
    expect(forged.status).toBe(400);
    expect((await refundRow(refund.id)).status).toBe("pending");
  });
});
