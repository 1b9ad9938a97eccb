import { createHash, randomBytes } from "node:crypto";
import { Hono } from "hono";
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
}

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString("hex").toUpperCase()}`;
const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");

/**
 * Starts a fake PhonePe PG on 127.0.0.1 (ephemeral port) speaking what `@phonepe-pg/pg-sdk-node` calls:
 * POST /v1/oauth/token (client credentials, form-encoded), POST /checkout/v2/pay and
 * GET /checkout/v2/order/{merchantOrderId}/status, the last two behind the `O-Bearer` token.
 */
export async function startFakePhonePe(secrets: PhonePeSecrets): Promise<FakePhonePe> {
  const orders = new Map<string, FakePhonePeOrder>();
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
  app.use("/checkout/*", async (c, next) => {
    const [scheme, token] = (c.req.header("authorization") ?? "").split(" ");
    if (scheme !== "O-Bearer" || !tokens.has(token)) {
      return c.json({ code: "AUTHORIZATION_FAILED", message: "Invalid token" }, 401);
    }
    await next();
  });
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

  const server = await listen(app);
  baseUrl = server.baseUrl;
  const callbackHeaders = {
    authorization: sha256(`${secrets.callbackUsername}:${secrets.callbackPassword}`),
  };
  return {
    ...server,
    orders,
    callbackHeaders,
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
