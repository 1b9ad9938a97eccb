import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeRazorpay,
  type RazorpaySecrets,
  startFakeRazorpay,
} from "../../../../test/fakes/razorpay-fake";
import {
  type GatewayMessage,
  GatewaySignatureError,
  type PaymentGateway,
  type PaymentOrder,
} from "./gateway";
import { createRazorpayGateway } from "./razorpay";

const secrets: RazorpaySecrets = {
  keyId: "rzp_test_kaarya",
  keySecret: "test-key-secret",
  webhookSecret: "test-webhook-secret",
};
let fake: FakeRazorpay;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay(secrets);
  gateway = createRazorpayGateway({ ...secrets, baseUrl: fake.baseUrl });
});
afterAll(() => fake.close());

const order = (amountPaise = 250_050): PaymentOrder => ({
  paymentId: randomUUID(),
  amountPaise,
  currency: "INR",
  description: "Advance payment — Bakery website",
  customer: { id: randomUUID(), email: "client@example.com", name: "Client" },
  returnUrl: "http://localhost:3000/payments/return",
});
const message = (rawBody: string, headers: Record<string, string> = {}): GatewayMessage => ({
  query: {},
  rawBody,
  headers,
});

async function createOrder(amountPaise?: number) {
  const input = order(amountPaise);
  const instruction = await gateway.createOrder(input);
  if (instruction.kind !== "checkout") throw new Error("expected a Checkout instruction");
  return { input, instruction };
}

describe("Razorpay createOrder", () => {
  it("creates the order on Razorpay with the amount in paise and our payment id as receipt", async () => {
    const { input, instruction } = await createOrder(250_050);
    const stored = fake.orders.get(instruction.orderId);
    expect(stored).toMatchObject({ amount: 250_050, currency: "INR", receipt: input.paymentId });
    expect(stored?.notes.paymentId).toBe(input.paymentId);
    expect(instruction).toEqual({
      kind: "checkout",
      gateway: "razorpay",
      orderId: stored?.id,
      keyId: secrets.keyId,
      amount: 250_050,
      currency: "INR",
    });
  });

  it("fails with Razorpay's reason when the key is wrong", async () => {
    const wrong = createRazorpayGateway({ ...secrets, keySecret: "wrong", baseUrl: fake.baseUrl });
    await expect(wrong.createOrder(order())).rejects.toThrow(/Razorpay: .*\(401\)/);
  });
});

describe("Razorpay verifyCallback", () => {
  it("verifies the Checkout response and reads amount and capture from Razorpay", async () => {
    const { input, instruction } = await createOrder(99_900);
    const response = fake.pay(instruction.orderId);
    const verified = await gateway.verifyCallback(message(JSON.stringify(response)));
    expect(verified).toMatchObject({
      paymentId: input.paymentId,
      orderId: instruction.orderId,
      status: "success",
      gatewayPaymentId: response.razorpay_payment_id,
      amountPaise: 99_900,
    });
  });

  it("reports an authorised but uncaptured payment as pending", async () => {
    const { instruction } = await createOrder();
    const response = fake.pay(instruction.orderId, "authorized");
    expect((await gateway.verifyCallback(message(JSON.stringify(response)))).status).toBe("pending");
  });

  it.each([
    ["a tampered signature", { razorpay_signature: "0".repeat(64) }],
    ["another order id", { razorpay_order_id: "order_someoneelse" }],
    ["another payment id", { razorpay_payment_id: "pay_someoneelse" }],
    ["a missing signature", { razorpay_signature: undefined }],
  ])("refuses %s with GatewaySignatureError", async (_label, change) => {
    const { instruction } = await createOrder();
    const response = { ...fake.pay(instruction.orderId), ...change };
    await expect(gateway.verifyCallback(message(JSON.stringify(response)))).rejects.toThrow(
      GatewaySignatureError,
    );
  });

  it("ignores an amount the browser adds: the amount is Razorpay's", async () => {
    const { instruction } = await createOrder(500_000);
    const response = { ...fake.pay(instruction.orderId), amount: 100 };
    expect((await gateway.verifyCallback(message(JSON.stringify(response)))).amountPaise).toBe(500_000);
  });

  it("refuses a body that is not JSON", async () => {
    await expect(gateway.verifyCallback(message("razorpay_order_id=x"))).rejects.toThrow(
      GatewaySignatureError,
    );
  });
});

describe("Razorpay handleWebhook", () => {
  it.each([
    ["payment.captured", "captured", "success"],
    ["order.paid", "captured", "success"],
    ["payment.failed", "failed", "failed"],
  ] as const)("maps a signed %s to %s", async (event, paymentStatus, status) => {
    const { input, instruction } = await createOrder(12_345);
    const { razorpay_payment_id } = fake.pay(instruction.orderId, paymentStatus);
    const delivery = fake.webhook(event, instruction.orderId);
    const verified = await gateway.handleWebhook(message(delivery.rawBody, delivery.headers));
    expect(verified).toMatchObject({
      paymentId: input.paymentId,
      orderId: instruction.orderId,
      status,
      gatewayPaymentId: razorpay_payment_id,
      amountPaise: 12_345,
    });
  });

  it("answers null for a signed event that concerns no payment outcome", async () => {
    const { instruction } = await createOrder();
    fake.pay(instruction.orderId, "authorized");
    const delivery = fake.webhook("payment.authorized", instruction.orderId);
    expect(await gateway.handleWebhook(message(delivery.rawBody, delivery.headers))).toBeNull();
  });

  it("refuses a webhook whose body was changed after signing (amount raised)", async () => {
    const { instruction } = await createOrder(10_000);
    fake.pay(instruction.orderId);
    const delivery = fake.webhook("payment.captured", instruction.orderId);
    const tampered = delivery.rawBody.replace('"amount":10000', '"amount":1');
    expect(tampered).not.toBe(delivery.rawBody);
    await expect(gateway.handleWebhook(message(tampered, delivery.headers))).rejects.toThrow(
      GatewaySignatureError,
    );
  });

  it("refuses a webhook without a signature, or when no webhook secret is configured", async () => {
    const { instruction } = await createOrder();
    fake.pay(instruction.orderId);
    const delivery = fake.webhook("payment.captured", instruction.orderId);
    await expect(gateway.handleWebhook(message(delivery.rawBody))).rejects.toThrow(GatewaySignatureError);
    const unconfigured = createRazorpayGateway({
      ...secrets,
      webhookSecret: undefined,
      baseUrl: fake.baseUrl,
    });
    await expect(unconfigured.handleWebhook(message(delivery.rawBody, delivery.headers))).rejects.toThrow(
      GatewaySignatureError,
    );
  });
});

describe("Razorpay fetchStatus", () => {
  it("is pending before any payment, then success once a payment is captured", async () => {
    const { input, instruction } = await createOrder(70_000);
    const ref = { paymentId: input.paymentId, orderId: instruction.orderId };
    expect((await gateway.fetchStatus(ref)).status).toBe("pending");
    fake.pay(instruction.orderId, "failed");
    expect((await gateway.fetchStatus(ref)).status).toBe("failed");
    const { razorpay_payment_id } = fake.pay(instruction.orderId);
    expect(await gateway.fetchStatus(ref)).toMatchObject({
      status: "success",
      gatewayPaymentId: razorpay_payment_id,
      amountPaise: 70_000,
    });
  });
});
