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
  status: "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: "upi";
  captured: boolean;
  /** Paise refunded by refunds that did not fail. */
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** A refund as the fake stores it (Razorpay's refund entity). Amount in paise. */
export interface FakeRazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal" | "optimum";
}

/**
 * A fault the fake injects into the next refund request: `before` answers 503 without refunding, `after`
 * refunds and then answers 503 (the response lost on its way back).
 */
export type RefundFault = "before" | "after" | null;

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
  refunds: FakeRazorpayRefund[];
  /** Injected into the next POST /v1/payments/{id}/refund, then cleared. */
  refundFault: RefundFault;
  /** Moves a pending refund to processed or failed (a failed one gives its amount back to the payment). */
  settleRefund(refundId: string, status: "processed" | "failed"): void;
  /** A signed `refund.*` webhook delivery about the refund as it stands, as Razorpay posts it. */
  refundWebhook(event: string, refundId: string): { rawBody: string; headers: Record<string, string> };
}

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const badRequest = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description } });

/** The payment's refund fields after its refunds that did not fail add up to `refunded` paise. */
function setRefunded(payment: FakeRazorpayPayment, refunded: number) {
  payment.amount_refunded = refunded;
  payment.refund_status = refunded === 0 ? null : refunded < payment.amount ? "partial" : "full";
  payment.status = refunded >= payment.amount ? "refunded" : "captured";
}

/**
 * Starts a fake Razorpay API on 127.0.0.1 (ephemeral port) speaking what the `razorpay` SDK calls:
 * POST /v1/orders, GET /v1/orders/{id}, GET /v1/orders/{id}/payments, and the refunds API —
 * POST /v1/payments/{id}/refund, GET /v1/payments/{id}/refunds[/{refundId}], GET /v1/refunds/{id} — all
 * behind basic auth with the test key. Refunds start `pending`, as normal-speed refunds do. State in memory.
 */
export async function startFakeRazorpay(secrets: RazorpaySecrets): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments: FakeRazorpayPayment[] = [];
  const refunds: FakeRazorpayRefund[] = [];
  const state = { refundFault: null as RefundFault };
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

  app.post("/v1/payments/:id/refund", async (c) => {
    const payment = payments.find((p) => p.id === c.req.param("id"));
    if (!payment) return c.json(badRequest("The id provided does not exist"), 400);
    const fault = state.refundFault;
    state.refundFault = null;
    if (fault === "before")
      return c.json({ error: { code: "SERVER_ERROR", description: "Service unavailable" } }, 503);
    const body = await c.req.json();
    if (payment.status !== "captured") {
      return c.json(
        badRequest(
          payment.status === "refunded"
            ? "The payment has been fully refunded already"
            : "Only payments which have been captured can be refunded",
        ),
        400,
      );
    }
    const amount = body.amount ?? payment.amount - payment.amount_refunded;
    if (!Number.isInteger(amount) || amount < 100) {
      return c.json(badRequest("The amount must be atleast INR 1.00"), 400);
    }
    if (amount > payment.amount - payment.amount_refunded) {
      return c.json(badRequest("The refund amount provided is greater than amount captured"), 400);
    }
    const refund: FakeRazorpayRefund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: body.notes ?? {},
      receipt: body.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: "pending",
      speed_processed: "normal",
      speed_requested: body.speed ?? "normal",
    };
    refunds.push(refund);
    setRefunded(payment, payment.amount_refunded + amount);
    if (fault === "after")
      return c.json({ error: { code: "SERVER_ERROR", description: "Service unavailable" } }, 503);
    return c.json(refund);
  });
  app.get("/v1/payments/:id/refunds", (c) => {
    if (!payments.some((p) => p.id === c.req.param("id"))) {
      return c.json(badRequest("The id provided does not exist"), 400);
    }
    const items = refunds.filter((r) => r.payment_id === c.req.param("id")).reverse();
    return c.json({ entity: "collection", count: items.length, items });
  });
  app.get("/v1/payments/:id/refunds/:refundId", (c) => {
    const refund = refunds.find(
      (r) => r.id === c.req.param("refundId") && r.payment_id === c.req.param("id"),
    );
    return refund ? c.json(refund) : c.json(badRequest("The id provided does not exist"), 400);
  });
  app.get("/v1/refunds/:id", (c) => {
    const refund = refunds.find((r) => r.id === c.req.param("id"));
    return refund ? c.json(refund) : c.json(badRequest("The id provided does not exist"), 400);
  });

  const server = await listen(app);
  return {
    ...server,
    orders,
    payments,
    refunds,
    get refundFault() {
      return state.refundFault;
    },
    set refundFault(fault: RefundFault) {
      state.refundFault = fault;
    },
    settleRefund(refundId, status) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`fake Razorpay: no refund ${refundId}`);
      if (refund.status !== "pending")
        throw new Error(`fake Razorpay: refund ${refundId} is ${refund.status}`);
      refund.status = status;
      if (status === "processed") refund.acquirer_data.arn = `ARN${randomBytes(6).toString("hex")}`;
      const payment = payments.find((p) => p.id === refund.payment_id);
      if (status === "failed" && payment) setRefunded(payment, payment.amount_refunded - refund.amount);
    },
    refundWebhook(event, refundId) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`fake Razorpay: no refund ${refundId}`);
      const payment = payments.find((p) => p.id === refund.payment_id);
      const payload = { refund: { entity: refund }, payment: { entity: payment } };
      const rawBody = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event,
        contains: ["refund", "payment"],
        payload,
        created_at: now(),
      });
      return { rawBody, headers: { "x-razorpay-signature": hmac(secrets.webhookSecret, rawBody) } };
    },
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
        amount_refunded: 0,
        refund_status: null,
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
