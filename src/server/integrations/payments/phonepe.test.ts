import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePhonePe, type PhonePeSecrets, startFakePhonePe } from "../../../../test/fakes/phonepe-fake";
import {
  type GatewayMessage,
  GatewaySignatureError,
  type PaymentGateway,
  type PaymentOrder,
} from "./gateway";
import { createPhonePeGateway } from "./phonepe";

const secrets: PhonePeSecrets = {
  clientId: "KAARYA_TEST_CLIENT",
  clientSecret: "test-client-secret",
  clientVersion: 1,
  callbackUsername: "kaarya_hook",
  callbackPassword: "hookpass123",
};
let fake: FakePhonePe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakePhonePe(secrets);
  gateway = createPhonePeGateway({ ...secrets, env: "SANDBOX", baseUrl: fake.baseUrl });
});
afterAll(() => fake.close());

const returnUrl = "http://localhost:3000/api/payments/return/phonepe";
const order = (amountPaise = 1_000_000): PaymentOrder => ({
  paymentId: randomUUID(),
  amountPaise,
  currency: "INR",
  description: "Pro plan — 1 year",
  customer: { id: randomUUID(), email: "client@example.com", name: "Client" },
  returnUrl,
});
const message = (part: Partial<GatewayMessage>): GatewayMessage => ({
  query: {},
  rawBody: "",
  headers: {},
  ...part,
});

async function createOrder(amountPaise?: number) {
  const input = order(amountPaise);
  const instruction = await gateway.createOrder(input);
  if (instruction.kind !== "redirect") throw new Error("expected a redirect instruction");
  return { input, instruction, returned: message({ query: { paymentId: input.paymentId } }) };
}

describe("PhonePe createOrder", () => {
  it("sends a Standard Checkout pay request and redirects to PhonePe's page", async () => {
    const { input, instruction } = await createOrder(1_234_500);
    const stored = fake.orders.get(input.paymentId);
    expect(stored).toMatchObject({ merchantOrderId: input.paymentId, amount: 1_234_500, state: "PENDING" });
    expect(instruction).toEqual({
      kind: "redirect",
      gateway: "phonepe",
      orderId: stored?.orderId,
      paymentUrl: `${fake.baseUrl}/checkout/page/${stored?.orderId}`,
    });
    const back = new URL(stored?.merchantRedirectUrl ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(back.searchParams.get("paymentId")).toBe(input.paymentId);
  });
});

describe("PhonePe verifyCallback (browser return)", () => {
  it("stays pending while PhonePe says PENDING, though the browser came back", async () => {
    const { returned, instruction } = await createOrder();
    expect(await gateway.verifyCallback(returned)).toMatchObject({
      orderId: instruction.orderId,
      status: "pending",
    });
  });

  it("is a success only once the status check says COMPLETED", async () => {
    const { input, instruction, returned } = await createOrder(100_000);
    fake.settle(input.paymentId, "PENDING");
    expect((await gateway.verifyCallback(returned)).status).toBe("pending");
    fake.settle(input.paymentId, "COMPLETED");
    const verified = await gateway.verifyCallback(returned);
    const attempt = fake.orders.get(input.paymentId)?.paymentDetails.at(-1);
    expect(verified).toMatchObject({
      paymentId: input.paymentId,
      orderId: instruction.orderId,
      status: "success",
      gatewayPaymentId: attempt?.transactionId,
      amountPaise: 100_000,
    });
  });

  it("reports FAILED as failed", async () => {
    const { input, returned } = await createOrder();
    fake.settle(input.paymentId, "FAILED");
    expect((await gateway.verifyCallback(returned)).status).toBe("failed");
  });

  it("takes nothing from the browser but the payment id: a claimed state or amount changes nothing", async () => {
    const { input } = await createOrder(50_000);
    const forged = message({ query: { paymentId: input.paymentId, state: "COMPLETED", amount: "1" } });
    expect(await gateway.verifyCallback(forged)).toMatchObject({ status: "pending", amountPaise: 50_000 });
  });

  it("refuses a return without a payment id or for an order PhonePe does not know", async () => {
    await expect(gateway.verifyCallback(message({}))).rejects.toThrow(GatewaySignatureError);
    await expect(gateway.verifyCallback(message({ query: { paymentId: randomUUID() } }))).rejects.toThrow(
      GatewaySignatureError,
    );
  });
});

describe("PhonePe handleWebhook", () => {
  it("validates the Authorization header, then trusts only the status check", async () => {
    const { input } = await createOrder(75_000);
    fake.settle(input.paymentId, "COMPLETED");
    const delivery = fake.callback(input.paymentId);
    expect(await gateway.handleWebhook(message(delivery))).toMatchObject({
      paymentId: input.paymentId,
      status: "success",
      amountPaise: 75_000,
    });
  });

  it("reads the state from PhonePe, not from the callback body", async () => {
    const { input } = await createOrder();
    fake.settle(input.paymentId, "COMPLETED");
    const delivery = fake.callback(input.paymentId);
    fake.settle(input.paymentId, "FAILED");
    expect((await gateway.handleWebhook(message(delivery)))?.status).toBe("failed");
  });

  it("refuses a wrong or missing Authorization header", async () => {
    const { input } = await createOrder();
    fake.settle(input.paymentId, "COMPLETED");
    const { rawBody } = fake.callback(input.paymentId);
    const wrong = message({ rawBody, headers: { authorization: "0".repeat(64) } });
    await expect(gateway.handleWebhook(wrong)).rejects.toThrow(GatewaySignatureError);
    await expect(gateway.handleWebhook(message({ rawBody }))).rejects.toThrow(GatewaySignatureError);
  });

  it("answers null for a refund callback", async () => {
    const rawBody = JSON.stringify({
      event: "pg.refund.completed",
      payload: { originalMerchantOrderId: "x" },
    });
    expect(await gateway.handleWebhook(message({ rawBody, headers: fake.callbackHeaders }))).toBeNull();
  });
});

describe("PhonePe fetchStatus", () => {
  it("follows the order from PENDING to COMPLETED", async () => {
    const { input, instruction } = await createOrder(20_000);
    const ref = { paymentId: input.paymentId, orderId: instruction.orderId };
    expect((await gateway.fetchStatus(ref)).status).toBe("pending");
    fake.settle(input.paymentId, "COMPLETED");
    expect(await gateway.fetchStatus(ref)).toMatchObject({ status: "success", amountPaise: 20_000 });
  });
});
