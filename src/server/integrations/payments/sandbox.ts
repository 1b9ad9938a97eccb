import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxOrders, sandboxRefunds } from "../../db/schema";
import {
  type CheckoutInstruction,
  type GatewayMessage,
  GatewaySignatureError,
  type PaymentGateway,
  type RefundOrder,
  type VerifiedPayment,
  type VerifiedRefund,
} from "./gateway";

/** What the sandbox needs: the database its orders live in, its signing secret and a clock. */
export interface SandboxConfig {
  db: Db;
  /** HMAC key of results and webhooks (`PAYMENT_SANDBOX_SECRET`, else derived from the server secret). */
  secret: string;
  now: () => Date;
}

/** A sandbox order as the hosted page shows it. Amount in paise. */
export type SandboxOrder = typeof sandboxOrders.$inferSelect;

/** A refund of a sandbox order, as the hosted page lists it. Amount in paise. */
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** What the payer chose on the hosted page. */
export type SandboxOutcome = "pay" | "fail";

/** The built-in gateway plus the two calls its hosted page makes (DESIGN §5). */
export interface SandboxGateway extends PaymentGateway {
  readonly name: "sandbox";
  /** The order behind the hosted page; null for an unknown id. */
  findOrder(orderId: string): Promise<SandboxOrder | null>;
  /**
   * Records Pay or Fail — the first answer stands, later ones change nothing — and returns the order's
   * `returnUrl` with the HMAC-signed result in its query; null for an unknown order.
   */
  answer(orderId: string, outcome: SandboxOutcome): Promise<string | null>;
  /** The order's refunds, oldest first (shown on its hosted page). */
  findRefunds(orderId: string): Promise<SandboxRefund[]>;
}

/** The signed fields of a result, in signing order. */
const RESULT_FIELDS = ["paymentId", "orderId", "status", "amount", "transactionId"] as const;
type SandboxResult = Record<(typeof RESULT_FIELDS)[number], string>;
/** Header carrying the hex HMAC-SHA256 of a sandbox webhook's raw body. */
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

/** Hex HMAC-SHA256 of `text` under `secret`. */
export function sandboxSignature(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}

/** Constant-time comparison of a received hex signature with the expected one. */
function signatureMatches(secret: string, text: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-f]{64}$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(sandboxSignature(secret, text), "hex"), Buffer.from(received, "hex"));
}

const canonical = (result: SandboxResult) => RESULT_FIELDS.map((field) => result[field]).join("|");

function verified(result: SandboxResult, details: Record<string, unknown>): VerifiedPayment {
  const status = result.status;
  if ((status !== "success" && status !== "failed") || !/^\d+$/.test(result.amount)) {
    throw new GatewaySignatureError();
  }
  return {
    paymentId: result.paymentId,
    orderId: result.orderId,
    status,
    gatewayPaymentId: result.transactionId || undefined,
    amountPaise: Number(result.amount),
    details: { gateway: "sandbox", transactionId: result.transactionId || null, ...details },
  };
}

function resultOf(order: SandboxOrder): SandboxResult {
  return {
    paymentId: order.paymentId,
    orderId: order.id,
    status: order.status === "paid" ? "success" : "failed",
    amount: String(order.amount),
    transactionId: order.transactionId ?? "",
  };
}

function refundStatement(refund: SandboxRefund): VerifiedRefund {
  return {
    refundId: refund.merchantRefundId,
    gatewayRefundId: refund.id,
    status: refund.status,
    amountPaise: refund.amount,
    failureReason: refund.status === "failed" ? (refund.reason ?? undefined) : undefined,
    details: { gateway: "sandbox", sandboxRefundId: refund.id, orderId: refund.orderId },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The built-in sandbox gateway (DESIGN §5, issue 4 item 1): `createOrder` stores the order and points the
 * browser at the app's hosted page (`GET /api/payments/sandbox/{orderId}`, with Pay and Fail); the page's
 * answer returns the browser to `returnUrl` with an HMAC-SHA256-signed result, exactly like a redirect
 * gateway. Orders live in the database, so several app processes share them. Amounts are integer paise.
 */
export function createSandboxGateway(config: SandboxConfig): SandboxGateway {
  const { db, secret } = config;

  const findOrder = async (orderId: string) => {
    if (!UUID.test(orderId)) return null;
    const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    return order ?? null;
  };

  const findRefund = async (merchantRefundId: string) => {
    const [refund] = await db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.merchantRefundId, merchantRefundId));
    return refund ?? null;
  };

  /**
   * Refunds at once, like a gateway that settles instantly: refused (`failed`) when the order was not paid
   * or the amount exceeds what its earlier processed refunds left; the order's row lock orders two refunds.
   */
  const refund = async (request: RefundOrder): Promise<VerifiedRefund> => {
    const existing = await findRefund(request.refundId);
    if (existing) return refundStatement(existing);
    const created = await db.transaction(async (tx) => {
      const [order] = UUID.test(request.orderId)
        ? await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, request.orderId)).for("update")
        : [];
      if (!order || order.paymentId !== request.paymentId) {
        throw new Error(`Sandbox: no order ${request.orderId} for payment ${request.paymentId}`);
      }
      const [{ refunded }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${sandboxRefunds.amount}), 0)::bigint`.mapWith(Number) })
        .from(sandboxRefunds)
        .where(and(eq(sandboxRefunds.orderId, order.id), eq(sandboxRefunds.status, "processed")));
      const refusal =
        order.status !== "paid"
          ? "The payment was not captured"
          : request.amountPaise > order.amount - refunded
            ? "The refund amount exceeds the amount left to refund"
            : null;
      const [row] = await tx
        .insert(sandboxRefunds)
        .values({
          id: `sbx_rfnd_${crypto.randomUUID().replaceAll("-", "")}`,
          orderId: order.id,
          merchantRefundId: request.refundId,
          amount: request.amountPaise,
          status: refusal ? "failed" : "processed",
          reason: refusal ?? request.reason,
        })
        .onConflictDoNothing({ target: sandboxRefunds.merchantRefundId })
        .returning();
      return row;
    });
    const stored = created ?? (await findRefund(request.refundId));
    if (!stored) throw new Error(`Sandbox: refund ${request.refundId} was not stored`);
    return refundStatement(stored);
  };

  return {
    name: "sandbox",
    findOrder,
    refund,

    async findRefunds(orderId) {
      if (!UUID.test(orderId)) return [];
      return db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.orderId, orderId))
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
    },

    async fetchRefund(ref) {
      const stored = await findRefund(ref.refundId);
      if (!stored) throw new Error(`Sandbox: no refund ${ref.refundId}`);
      return refundStatement(stored);
    },

    /** The sandbox settles refunds at once and posts no refund webhooks. */
    async handleRefundWebhook() {
      return null;
    },

    async createOrder(order): Promise<CheckoutInstruction> {
      const [row] = await db
        .insert(sandboxOrders)
        .values({
          paymentId: order.paymentId,
          amount: order.amountPaise,
          currency: order.currency,
          description: order.description,
          returnUrl: order.returnUrl,
        })
        .returning({ id: sandboxOrders.id });
      return {
        kind: "redirect",
        gateway: "sandbox",
        orderId: row.id,
        paymentUrl: `/api/payments/sandbox/${row.id}`,
      };
    },

    async answer(orderId, outcome) {
      if (!UUID.test(orderId)) return null;
      await db
        .update(sandboxOrders)
        .set({
          status: outcome === "pay" ? "paid" : "failed",
          transactionId: `sbx_pay_${crypto.randomUUID().replaceAll("-", "")}`,
          completedAt: config.now(),
        })
        .where(and(eq(sandboxOrders.id, orderId), eq(sandboxOrders.status, "created")));
      const order = await findOrder(orderId);
      if (!order) return null;
      const result = resultOf(order);
      const url = new URL(order.returnUrl);
      for (const field of RESULT_FIELDS) url.searchParams.set(field, result[field]);
      url.searchParams.set("signature", sandboxSignature(secret, canonical(result)));
      return url.toString();
    },

    async verifyCallback(message: GatewayMessage): Promise<VerifiedPayment> {
      const result = Object.fromEntries(
        RESULT_FIELDS.map((field) => [field, message.query[field] ?? ""]),
      ) as SandboxResult;
      if (!signatureMatches(secret, canonical(result), message.query.signature))
        throw new GatewaySignatureError();
      return verified(result, { channel: "return" });
    },

    async handleWebhook(message: GatewayMessage): Promise<VerifiedPayment | null> {
      if (!signatureMatches(secret, message.rawBody, message.headers[SANDBOX_SIGNATURE_HEADER])) {
        throw new GatewaySignatureError();
      }
      let body: Partial<Record<keyof SandboxResult, unknown>>;
      try {
        body = JSON.parse(message.rawBody);
      } catch {
        throw new GatewaySignatureError();
      }
      const result = Object.fromEntries(
        RESULT_FIELDS.map((field) => [field, body[field] === undefined ? "" : String(body[field])]),
      ) as SandboxResult;
      return verified(result, { channel: "webhook" });
    },

    async fetchStatus(ref): Promise<VerifiedPayment> {
      const order = await findOrder(ref.orderId);
      if (!order || order.paymentId !== ref.paymentId) throw new GatewaySignatureError();
      if (order.status === "created") {
        return {
          paymentId: order.paymentId,
          orderId: order.id,
          status: "pending",
          amountPaise: order.amount,
          details: {},
        };
      }
      return verified(resultOf(order), { channel: "status" });
    },
  };
}
