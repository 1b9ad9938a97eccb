import { createHmac, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { basicAuth } from "hono/basic-auth";
import { type Listening, listen } from "./listen";

/** Test credentials; signatures are made with them exactly as Razorpay makes them. */
export interface RazorpaySecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** An order as the fake stores it (the fields of Razorpay's order entity the adapter reads). */
export interface FakeRazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/** A payment as the fake stores it (a subset of Razorpay's payment entity). */
export interface FakeRazorpayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed";
  order_id: string;
  method: "upi";
  captured: boolean;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** What Razorpay Checkout hands the page's `handler` after a successful payment. */
export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** A running fake of the Razorpay Orders API. */
export interface FakeRazorpay extends Listening {
  orders: Map<string, FakeRazorpayOrder>;
  payments: FakeRazorpayPayment[];
  /** Simulates the customer paying `orderId` in Checkout; returns the handler response for that payment. */
  pay(orderId: string, status?: FakeRazorpayPayment["status"]): CheckoutResponse;
  /** A signed webhook delivery for `event` about the order's latest payment, as Razorpay posts it. */
  webhook(event: string, orderId: string): { rawBody: string; headers: Record<string, string> };
}

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const badRequest = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description } });

/**
 * Starts a fake Razorpay API on 127.0.0.1 (ephemeral port) speaking what the `razorpay` SDK calls:
 * POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments, all behind basic auth with the
 * test key. State lives in memory.
 */
export async function startFakeRazorpay(secrets: RazorpaySecrets): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments: FakeRazorpayPayment[] = [];
  const app = new Hono();
  app.use("/v1/*", basicAuth({ username: secrets.keyId, password: secrets.keySecret }));

  app.post("/v1/orders", async (c) => {
    const body = await c.req.json();
    if (!Number.isInteger(body.amount) || body.amount < 100) {
      return c.json(badRequest("The amount must be atleast INR 1.00"), 400);
    }
    const order: FakeRazorpayOrder = {
      id: newId("order"),
      entity: "order",
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: "created",
      attempts: 0,
      notes: body.notes ?? {},
      created_at: now(),
    };
    orders.set(order.id, order);
    return c.json(order);
  });
  app.get("/v1/orders/:id", (c) => {
    const order = orders.get(c.req.param("id"));
    return order ? c.json(order) : c.json(badRequest("The id provided does not exist"), 400);
  });
  app.get("/v1/orders/:id/payments", (c) => {
    if (!orders.has(c.req.param("id"))) return c.json(badRequest("The id provided does not exist"), 400);
    const items = payments.filter((p) => p.order_id === c.req.param("id"));
    return c.json({ entity: "collection", count: items.length, items });
  });

  const server = await listen(app);
  return {
    ...server,
    orders,
    payments,
    pay(orderId, status = "captured") {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
      const failed = status === "failed";
      const payment: FakeRazorpayPayment = {
        id: newId("pay"),
        entity: "payment",
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: "upi",
        captured: status === "captured",
        notes: {},
        error_code: failed ? "BAD_REQUEST_ERROR" : null,
        error_description: failed ? "Payment was declined by the bank" : null,
        created_at: now(),
      };
      payments.push(payment);
      order.attempts += 1;
      order.status = status === "captured" ? "paid" : "attempted";
      if (status === "captured") Object.assign(order, { amount_paid: order.amount, amount_due: 0 });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmac(secrets.keySecret, `${orderId}|${payment.id}`),
      };
    },
    webhook(event, orderId) {
      const payment = payments.findLast((p) => p.order_id === orderId);
      const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } };
      if (event.startsWith("order.")) payload.order = { entity: orders.get(orderId) };
      const rawBody = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return { rawBody, headers: { "x-razorpay-signature": hmac(secrets.webhookSecret, rawBody) } };
    },
  };
}
