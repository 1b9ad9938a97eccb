import Razorpay from "razorpay";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils.js";
import { z } from "zod";
import {
  type CheckoutInstruction,
  type GatewayMessage,
  GatewaySignatureError,
  type PaymentGateway,
  type RefundOrder,
  type RefundState,
  type VerifiedPayment,
  type VerifiedRefund,
} from "./gateway";

/** Razorpay credentials (`RAZORPAY_*` in env.ts). */
export interface RazorpayConfig {
  /** Public key id (`rzp_test_…` / `rzp_live_…`), also handed to Checkout. */
  keyId: string;
  keySecret: string;
  /** The secret set on the dashboard's webhook; without it every webhook is refused. */
  webhookSecret?: string;
  /** Another API origin instead of https://api.razorpay.com (the fake server in tests). */
  baseUrl?: string;
}

/** The Checkout `handler` response the page posts back (DESIGN §5; Razorpay "verify payment signature"). */
const checkoutResponse = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

const paymentEntity = z.object({
  id: z.string(),
  amount: z.coerce.number().int(),
  status: z.string(),
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
});
type PaymentEntity = z.infer<typeof paymentEntity>;

const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), receipt: z.string().nullish() }) }).optional(),
  }),
});

/** Razorpay's refund entity (the fields the adapter reads). Amount in paise. */
const refundEntity = z.object({
  id: z.string(),
  amount: z.coerce.number().int(),
  payment_id: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  receipt: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  speed_processed: z.string().nullish(),
});
type RefundEntity = z.infer<typeof refundEntity>;

const refundEvent = z.object({
  event: z.string(),
  payload: z.object({ refund: z.object({ entity: refundEntity }).optional() }),
});

/** Refund webhook events (Razorpay "Refunds" events) and the state each reports. */
const REFUND_EVENTS = new Set(["refund.created", "refund.processed", "refund.failed"]);

/** Our refund id on a Razorpay refund: its receipt, else the note we set. */
function ourRefundId(refund: RefundEntity): string {
  const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  return refund.receipt ?? (typeof notes.refundId === "string" ? notes.refundId : "");
}

function refundStatement(refund: RefundEntity, extra: Record<string, unknown> = {}): VerifiedRefund {
  const status: RefundState = refund.status;
  return {
    refundId: ourRefundId(refund),
    gatewayRefundId: refund.id,
    status,
    amountPaise: refund.amount,
    failureReason: status === "failed" ? "Razorpay could not process the refund" : undefined,
    details: {
      ...extra,
      razorpay_refund_id: refund.id,
      razorpay_payment_id: refund.payment_id,
      status,
      speed_processed: refund.speed_processed ?? null,
    },
  };
}

/** Webhook events that speak about a payment of ours, and what each says. */
const EVENT_STATUS: Record<string, VerifiedPayment["status"]> = {
  "payment.captured": "success",
  "order.paid": "success",
  "payment.failed": "failed",
};

/**
 * Razorpay's answer for the money: captured is paid (and so is refunded: it was captured before its full
 * refund), authorized waits for capture, failed is failed.
 */
function statusOf(payment: PaymentEntity): VerifiedPayment["status"] {
  if (payment.status === "captured" || payment.status === "refunded") return "success";
  return payment.status === "failed" ? "failed" : "pending";
}

/** Non-secret fields kept in `payment_details`. */
function detailsOf(payment: PaymentEntity, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { id, status, method, error_code, error_description } = payment;
  return { ...extra, razorpay_payment_id: id, status, method, error_code, error_description };
}

/**
 * The SDK rejects with a plain `{ statusCode, error }` object (or a TypeError when the host is
 * unreachable); callers get an Error with Razorpay's description instead.
 */
async function sdk<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    const failure = e as { statusCode?: number; error?: { description?: string }; message?: string };
    const reason = failure.error?.description ?? failure.message ?? "request failed";
    throw new RazorpayError(
      `Razorpay: ${reason}${failure.statusCode ? ` (${failure.statusCode})` : ""}`,
      reason,
      failure.statusCode,
    );
  }
}

/** A failed Razorpay API call: its HTTP status (none when the host was unreachable) and description. */
class RazorpayError extends Error {
  constructor(
    message: string,
    readonly description: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = "RazorpayError";
  }
}

/**
 * The Razorpay gateway through the official `razorpay` SDK (DESIGN §5, issue 4 item 1): orders,
 * in-page Checkout, `validatePaymentVerification` on the Checkout response, signed webhooks.
 * Amounts are integer paise, as Razorpay counts them.
 */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const razorpay = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  if (config.baseUrl) {
    // The SDK hard-codes https://api.razorpay.com in its axios instance and has no option for it.
    (razorpay.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL =
      config.baseUrl;
  }

  /** Our payment id, kept on the order as its receipt when it was created. */
  const receiptOf = async (orderId: string) => {
    const order = await sdk(razorpay.orders.fetch(orderId));
    if (!order.receipt) throw new Error(`Razorpay: order ${orderId} has no receipt`);
    return order.receipt;
  };

  /** The order's state from its payments: a captured payment wins, then an authorised one, then the last. */
  const lookup = async (paymentId: string, orderId: string): Promise<VerifiedPayment> => {
    const { items } = await sdk(razorpay.orders.fetchPayments(orderId));
    const payments = items.map((item) => paymentEntity.parse(item));
    const payment =
      payments.find((p) => p.status === "captured" || p.status === "refunded") ??
      payments.find((p) => p.status === "authorized") ??
      payments.at(-1);
    if (!payment) return { paymentId, orderId, status: "pending", details: {} };
    return {
      paymentId,
      orderId,
      status: statusOf(payment),
      gatewayPaymentId: payment.id,
      amountPaise: payment.amount,
      details: detailsOf(payment),
    };
  };

  return {
    name: "razorpay",

    async createOrder(order): Promise<CheckoutInstruction> {
      const created = await sdk(
        razorpay.orders.create({
          amount: order.amountPaise,
          currency: order.currency,
          receipt: order.paymentId,
          notes: { paymentId: order.paymentId, description: order.description.slice(0, 256) },
        }),
      );
      return {
        kind: "checkout",
        gateway: "razorpay",
        orderId: created.id,
        keyId: config.keyId,
        amount: Number(created.amount),
        currency: order.currency,
      };
    },

    async verifyCallback(message: GatewayMessage): Promise<VerifiedPayment> {
      const parsed = checkoutResponse.safeParse(safeJson(message.rawBody));
      if (!parsed.success) throw new GatewaySignatureError();
      const { razorpay_order_id: orderId, razorpay_payment_id, razorpay_signature } = parsed.data;
      const signed = validatePaymentVerification(
        { order_id: orderId, payment_id: razorpay_payment_id },
        razorpay_signature,
        config.keySecret,
      );
      if (!signed) throw new GatewaySignatureError();
      // The signature proves Razorpay saw this payment; the amount and capture come from Razorpay itself.
      return lookup(await receiptOf(orderId), orderId);
    },

    async handleWebhook(message: GatewayMessage): Promise<VerifiedPayment | null> {
      const signature = message.headers["x-razorpay-signature"];
      if (!config.webhookSecret || !signature) throw new GatewaySignatureError();
      if (!validateWebhookSignature(message.rawBody, signature, config.webhookSecret)) {
        throw new GatewaySignatureError();
      }
      const event = webhookEvent.parse(JSON.parse(message.rawBody));
      const status = EVENT_STATUS[event.event];
      const payment = event.payload.payment?.entity;
      const orderId = event.payload.order?.entity.id ?? payment?.order_id;
      if (!status || !payment || !orderId) return null;
      const notes = payment.notes && !Array.isArray(payment.notes) ? payment.notes : {};
      const paymentId =
        event.payload.order?.entity.receipt ??
        (typeof notes.paymentId === "string" ? notes.paymentId : await receiptOf(orderId));
      return {
        paymentId,
        orderId,
        status,
        gatewayPaymentId: payment.id,
        amountPaise: payment.amount,
        details: detailsOf(payment, { event: event.event }),
      };
    },

    async fetchStatus(ref): Promise<VerifiedPayment> {
      return lookup(ref.paymentId, ref.orderId);
    },

    /**
     * Razorpay "Create a normal refund" (`payments.refund`) with our refund id as `receipt` and in the
     * notes. Razorpay offers no idempotency key for refunds, so the payment's refunds are read first and
     * one already carrying this receipt is answered instead of refunding twice. A 400 (amount above what is
     * left, payment not captured) is Razorpay refusing: a `failed` statement.
     */
    async refund(order: RefundOrder): Promise<VerifiedRefund> {
      const paymentId =
        order.gatewayPaymentId ?? (await lookup(order.paymentId, order.orderId)).gatewayPaymentId;
      if (!paymentId) throw new Error(`Razorpay: order ${order.orderId} has no payment to refund`);
      const { items } = await sdk(razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 }));
      const earlier = items
        .map((item) => refundEntity.parse(item))
        .find((r) => ourRefundId(r) === order.refundId);
      if (earlier) return refundStatement(earlier, { channel: "refund" });
      try {
        const created = await sdk(
          razorpay.payments.refund(paymentId, {
            amount: order.amountPaise,
            speed: "normal",
            receipt: order.refundId,
            notes: {
              refundId: order.refundId,
              paymentId: order.paymentId,
              reason: order.reason.slice(0, 256),
            },
          }),
        );
        return refundStatement(refundEntity.parse(created), { channel: "refund" });
      } catch (e) {
        if (e instanceof RazorpayError && e.statusCode === 400) {
          return {
            refundId: order.refundId,
            status: "failed",
            failureReason: e.description,
            details: { channel: "refund", razorpay_payment_id: paymentId, error: e.description },
          };
        }
        throw e;
      }
    },

    async fetchRefund(ref): Promise<VerifiedRefund> {
      if (!ref.gatewayRefundId) throw new Error(`Razorpay: refund ${ref.refundId} has no Razorpay id`);
      const refund = await sdk(razorpay.refunds.fetch(ref.gatewayRefundId));
      return refundStatement(refundEntity.parse(refund), { channel: "status" });
    },

    /** `refund.created` / `refund.processed` / `refund.failed`, signed like every Razorpay webhook. */
    async handleRefundWebhook(message: GatewayMessage): Promise<VerifiedRefund | null> {
      const signature = message.headers["x-razorpay-signature"];
      if (!config.webhookSecret || !signature) throw new GatewaySignatureError();
      if (!validateWebhookSignature(message.rawBody, signature, config.webhookSecret)) {
        throw new GatewaySignatureError();
      }
      const event = refundEvent.parse(JSON.parse(message.rawBody));
      const refund = event.payload.refund?.entity;
      if (!REFUND_EVENTS.has(event.event) || !refund) return null;
      return refundStatement(refund, { channel: "webhook", event: event.event });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
