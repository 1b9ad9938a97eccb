import { createHash, randomBytes } from "node:crypto";
import { type Context, Hono, type Next } from "hono";
import { type Listening, listen } from "./listen";

/** Test credentials of the merchant; the callback header is made from them as PhonePe makes it. */
export interface PhonePeSecrets {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  callbackUsername: string;
  callbackPassword: string;
}

type OrderState = "PENDING" | "COMPLETED" | "FAILED";

/** An order as the fake stores it (the fields of PhonePe's order status response). */
export interface FakePhonePeOrder {
  orderId: string;
  merchantOrderId: string;
  amount: number;
  state: OrderState;
  expireAt: number;
  /** The merchant's redirect URL sent in `paymentFlow.merchantUrls.redirectUrl`. */
  merchantRedirectUrl: string;
  paymentDetails: Array<{
    transactionId: string;
    paymentMode: "UPI_QR";
    timestamp: number;
    amount: number;
    state: OrderState;
  }>;
}

type RefundState = "PENDING" | "COMPLETED" | "FAILED";

/** A refund as the fake stores it (the fields of PhonePe's refund status response, plus its refundId). */
export interface FakePhonePeRefund {
  refundId: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amount: number;
  state: RefundState;
  timestamp: number;
  paymentDetails: Array<{
    transactionId: string;
    paymentMode: "UPI_QR";
    timestamp: number;
    amount: number;
    state: RefundState;
    errorCode?: string;
    detailedErrorCode?: string;
  }>;
}

/** A running fake of PhonePe's Standard Checkout v2 API. */
export interface FakePhonePe extends Listening {
  /** Orders by merchantOrderId. */
  orders: Map<string, FakePhonePeOrder>;
  /** Records one payment attempt with `state` and moves the order to it (PENDING keeps it open). */
  settle(merchantOrderId: string, state: OrderState): void;
  /** The headers PhonePe sends with every callback: Authorization = SHA256(username:password), hex. */
  callbackHeaders: Record<string, string>;
  /** A server-to-server callback about the order as it stands now, with `callbackHeaders`. */
  callback(merchantOrderId: string): { rawBody: string; headers: Record<string, string> };
  /** Refunds by merchantRefundId. */
  refunds: Map<string, FakePhonePeRefund>;
  /** When set, the next refund request is answered 500 without refunding, then it clears. */
  refundOutage: boolean;
  /** Moves a PENDING refund to COMPLETED or FAILED (a failed one gives its amount back to the order). */
  settleRefund(merchantRefundId: string, state: "COMPLETED" | "FAILED"): void;
  /** A `pg.refund.*` callback about the refund as it stands now, with `callbackHeaders`. */
  refundCallback(merchantRefundId: string): { rawBody: string; headers: Record<string, string> };
}

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString("hex").toUpperCase()}`;
const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");

/**
 * Starts a fake PhonePe PG on 127.0.0.1 (ephemeral port) speaking what `@phonepe-pg/pg-sdk-node` calls:
 * POST /v1/oauth/token (client credentials, form-encoded), POST /checkout/v2/pay and
 * GET /checkout/v2/order/{merchantOrderId}/status, and the refund API — POST /payments/v2/refund and
 * GET /payments/v2/refund/{merchantRefundId}/status — all but the token behind the `O-Bearer` token.
 * Refunds start PENDING, as PhonePe's do.
 */
export async function startFakePhonePe(secrets: PhonePeSecrets): Promise<FakePhonePe> {
  const orders = new Map<string, FakePhonePeOrder>();
  const refunds = new Map<string, FakePhonePeRefund>();
  const state = { refundOutage: false };
  /** Paise of an order's refunds that did not fail. */
  const refunded = (merchantOrderId: string) =>
    [...refunds.values()]
      .filter((r) => r.originalMerchantOrderId === merchantOrderId && r.state !== "FAILED")
      .reduce((sum, r) => sum + r.amount, 0);
  const tokens = new Set<string>();
  let baseUrl = "";
  const app = new Hono();

  app.post("/v1/oauth/token", async (c) => {
    const form = await c.req.parseBody();
    const valid =
      form.client_id === secrets.clientId &&
      form.client_secret === secrets.clientSecret &&
      form.client_version === String(secrets.clientVersion) &&
      form.grant_type === "client_credentials";
    if (!valid) return c.json({ code: "INVALID_CLIENT", message: "Client authentication failed" }, 400);
    const token = newId("tok_");
    tokens.add(token);
    const issuedAt = Math.floor(Date.now() / 1000);
    return c.json({
      access_token: token,
      encrypted_access_token: token,
      expires_in: 3600,
      issued_at: issuedAt,
      expires_at: issuedAt + 3600,
      session_expires_at: issuedAt + 3600,
      token_type: "O-Bearer",
    });
  });
  const bearer = async (c: Context, next: Next) => {
    const [scheme, token] = (c.req.header("authorization") ?? "").split(" ");
    if (scheme !== "O-Bearer" || !tokens.has(token)) {
      return c.json({ code: "AUTHORIZATION_FAILED", message: "Invalid token" }, 401);
    }
    await next();
  };
  app.use("/checkout/*", bearer);
  app.use("/payments/*", bearer);
  app.post("/checkout/v2/pay", async (c) => {
    const body = await c.req.json();
    if (!Number.isInteger(body.amount) || body.amount < 100 || body.paymentFlow?.type !== "PG_CHECKOUT") {
      return c.json({ code: "BAD_REQUEST", message: "Invalid pay request" }, 400);
    }
    const order: FakePhonePeOrder = {
      orderId: newId("OMO"),
      merchantOrderId: body.merchantOrderId,
      amount: body.amount,
      state: "PENDING",
      expireAt: Date.now() + 20 * 60_000,
      merchantRedirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
      paymentDetails: [],
    };
    orders.set(order.merchantOrderId, order);
    return c.json({
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${baseUrl}/checkout/page/${order.orderId}`,
    });
  });
  app.get("/checkout/v2/order/:merchantOrderId/status", (c) => {
    const order = orders.get(c.req.param("merchantOrderId"));
    if (!order) return c.json({ code: "ORDER_NOT_FOUND", message: "Order not found" }, 404);
    return c.json(order);
  });

  app.post("/payments/v2/refund", async (c) => {
    if (state.refundOutage) {
      state.refundOutage = false;
      return c.json({ code: "INTERNAL_SERVER_ERROR", message: "Something went wrong" }, 500);
    }
    const body = await c.req.json();
    const order = orders.get(body.originalMerchantOrderId);
    if (!order) return c.json({ code: "ORDER_NOT_FOUND", message: "Order not found" }, 404);
    if (refunds.has(body.merchantRefundId)) {
      return c.json({ code: "BAD_REQUEST", message: "Duplicate merchantRefundId" }, 400);
    }
    if (order.state !== "COMPLETED") {
      return c.json({ code: "BAD_REQUEST", message: "Refund is allowed only for completed orders" }, 400);
    }
    if (
      !Number.isInteger(body.amount) ||
      body.amount < 100 ||
      body.amount > order.amount - refunded(order.merchantOrderId)
    ) {
      return c.json({ code: "BAD_REQUEST", message: "Refund amount exceeds the refundable amount" }, 400);
    }
    const refund: FakePhonePeRefund = {
      refundId: newId("OMR"),
      merchantRefundId: body.merchantRefundId,
      originalMerchantOrderId: order.merchantOrderId,
      amount: body.amount,
      state: "PENDING",
      timestamp: Date.now(),
      paymentDetails: [],
    };
    refunds.set(refund.merchantRefundId, refund);
    return c.json({ refundId: refund.refundId, amount: refund.amount, state: refund.state });
  });
  app.get("/payments/v2/refund/:merchantRefundId/status", (c) => {
    const refund = refunds.get(c.req.param("merchantRefundId"));
    if (!refund) return c.json({ code: "NOT_FOUND", message: "Refund not found" }, 404);
    const { refundId: _, timestamp: __, ...status } = refund;
    return c.json({ merchantId: "FAKEMERCHANT", ...status });
  });

  const server = await listen(app);
  baseUrl = server.baseUrl;
  const callbackHeaders = {
    authorization: sha256(`${secrets.callbackUsername}:${secrets.callbackPassword}`),
  };
  return {
    ...server,
    orders,
    refunds,
    callbackHeaders,
    get refundOutage() {
      return state.refundOutage;
    },
    set refundOutage(value: boolean) {
      state.refundOutage = value;
    },
    settleRefund(merchantRefundId, to) {
      const refund = refunds.get(merchantRefundId);
      if (!refund) throw new Error(`fake PhonePe: no refund ${merchantRefundId}`);
      if (refund.state !== "PENDING")
        throw new Error(`fake PhonePe: refund ${merchantRefundId} is ${refund.state}`);
      refund.state = to;
      refund.paymentDetails.push({
        transactionId: newId("OMRT"),
        paymentMode: "UPI_QR",
        timestamp: Date.now(),
        amount: refund.amount,
        state: to,
        ...(to === "FAILED" ? { errorCode: "REFUND_FAILED", detailedErrorCode: "BANK_DECLINED" } : {}),
      });
    },
    refundCallback(merchantRefundId) {
      const refund = refunds.get(merchantRefundId);
      if (!refund) throw new Error(`fake PhonePe: no refund ${merchantRefundId}`);
      const event =
        refund.state === "COMPLETED" ? "completed" : refund.state === "FAILED" ? "failed" : "accepted";
      const rawBody = JSON.stringify({
        type: `PG_REFUND_${event.toUpperCase()}`,
        event: `pg.refund.${event}`,
        payload: { merchantId: "FAKEMERCHANT", ...refund },
      });
      return { rawBody, headers: callbackHeaders };
    },
    settle(merchantOrderId, state) {
      const order = orders.get(merchantOrderId);
      if (!order) throw new Error(`fake PhonePe: no order ${merchantOrderId}`);
      const attempt = { transactionId: newId("OM"), paymentMode: "UPI_QR" as const, timestamp: Date.now() };
      order.paymentDetails.push({ ...attempt, amount: order.amount, state });
      order.state = state;
    },
    callback(merchantOrderId) {
      const stored = orders.get(merchantOrderId);
      if (!stored) throw new Error(`fake PhonePe: no order ${merchantOrderId}`);
      const { merchantRedirectUrl: _, ...order } = stored;
      const completed = order.state === "COMPLETED";
      const rawBody = JSON.stringify({
        type: completed ? "CHECKOUT_ORDER_COMPLETED" : "CHECKOUT_ORDER_FAILED",
        event: completed ? "checkout.order.completed" : "checkout.order.failed",
        payload: { merchantId: "FAKEMERCHANT", ...order },
      });
      return { rawBody, headers: callbackHeaders };
    },
  };
}
