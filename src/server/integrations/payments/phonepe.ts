import {
  Env,
  EnvConfig,
  type OrderStatusResponse,
  PhonePeException,
  RefundRequest,
  type RefundStatusResponse,
  StandardCheckoutClient,
  StandardCheckoutPayRequest,
} from "@phonepe-pg/pg-sdk-node";
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

/** PhonePe Standard Checkout credentials (`PHONEPE_*` in env.ts). */
export interface PhonePeConfig {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  env: "SANDBOX" | "PRODUCTION";
  /** The webhook username and password set on the PhonePe dashboard; without them every webhook is refused. */
  callbackUsername?: string;
  callbackPassword?: string;
  /** Another API origin instead of PhonePe's hosts (the fake server in tests). */
  baseUrl?: string;
}

/** Query parameter added to the return URL so the browser's return names our payment. */
const PAYMENT_ID_PARAM = "paymentId";

const STATE_STATUS: Record<string, VerifiedPayment["status"]> = {
  COMPLETED: "success",
  FAILED: "failed",
  PENDING: "pending",
};

/** PhonePe's refund states (refund and refund-status APIs, `pg.refund.*` callbacks) in ours. */
const REFUND_STATE: Record<string, RefundState> = {
  PENDING: "pending",
  CONFIRMED: "pending",
  COMPLETED: "processed",
  FAILED: "failed",
};

/** Whether a PhonePe call failed because PhonePe refused it (4xx other than auth and rate limits). */
function refusedBy(e: unknown): e is PhonePeException {
  const status = e instanceof PhonePeException ? (e.httpStatusCode ?? 0) : 0;
  return status >= 400 && status < 500 && ![401, 403, 404, 408, 429].includes(status);
}

/**
 * Points the SDK's axios instance at `baseUrl`: the SDK picks its hosts from `Env` alone
 * (EnvConfig/BaseUrl) and offers no override, so the request URLs are rewritten on their way out.
 */
function redirectHosts(client: StandardCheckoutClient, env: Env, baseUrl: string) {
  const hosts = EnvConfig.getBaseUrls(env);
  const prefixes = [hosts.pgHostUrl, hosts.pciPgHostUrl, hosts.oAuthHostUrl];
  client.httpClient.interceptors.request.use((request) => {
    const prefix = prefixes.find((p) => request.url?.startsWith(p));
    if (prefix && request.url) request.url = baseUrl + request.url.slice(prefix.length);
    return request;
  });
}
const redirected = new WeakSet<StandardCheckoutClient>();

/**
 * The PhonePe gateway through the official `@phonepe-pg/pg-sdk-node` SDK (DESIGN §5, issue 4 item 1):
 * a redirect to PhonePe's page, then a server-side order status check before anything counts as paid.
 * The SDK keeps one client per process, so one PhonePe configuration per process. Amounts in paise.
 */
export function createPhonePeGateway(config: PhonePeConfig): PaymentGateway {
  const env = Env[config.env];
  // Events are the SDK's production telemetry to PhonePe; a fake host has no endpoint for them.
  const client = StandardCheckoutClient.getInstance(
    config.clientId,
    config.clientSecret,
    config.clientVersion,
    env,
    !config.baseUrl,
  );
  if (config.baseUrl && !redirected.has(client)) {
    redirectHosts(client, env, config.baseUrl);
    redirected.add(client);
  }

  /** The authoritative state of our payment `paymentId` (PhonePe's merchantOrderId). */
  const fetchStatus = async (paymentId: string): Promise<VerifiedPayment> => {
    let status: OrderStatusResponse;
    try {
      status = await client.getOrderStatus(paymentId);
    } catch (e) {
      // An order PhonePe does not know cannot be the subject of a genuine return or callback.
      if (e instanceof PhonePeException && e.httpStatusCode === 404) throw new GatewaySignatureError();
      throw e;
    }
    const attempt =
      status.paymentDetails?.find((p) => p.state === "COMPLETED") ?? status.paymentDetails?.at(-1);
    return {
      paymentId,
      orderId: status.orderId,
      status: STATE_STATUS[status.state] ?? "pending",
      gatewayPaymentId: attempt?.transactionId,
      amountPaise: status.amount,
      details: {
        state: status.state,
        orderId: status.orderId,
        transactionId: attempt?.transactionId,
        paymentMode: attempt?.paymentMode,
        errorCode: status.errorCode ?? attempt?.errorCode,
        detailedErrorCode: status.detailedErrorCode ?? attempt?.detailedErrorCode,
      },
    };
  };

  /**
   * A callback checked with the SDK's `validateCallback` (Authorization = SHA256(username:password)), and
   * whether it is about a refund: `event` (pg.refund.completed, checkout.order.failed, …) replaces the
   * deprecated `type`.
   * @throws GatewaySignatureError without configured credentials or when the header does not match.
   */
  const validated = (message: GatewayMessage) => {
    const { callbackUsername, callbackPassword } = config;
    if (!callbackUsername || !callbackPassword) throw new GatewaySignatureError();
    let callback: ReturnType<typeof client.validateCallback>;
    try {
      callback = client.validateCallback(
        callbackUsername,
        callbackPassword,
        message.headers.authorization ?? "",
        message.rawBody,
      );
    } catch {
      throw new GatewaySignatureError();
    }
    const { event, type } = callback as unknown as { event?: string; type?: string };
    return { callback, refund: /refund/i.test(event ?? type ?? "") };
  };

  /** PhonePe's refund status of our refund `refundId` (its merchantRefundId); null when PhonePe has none. */
  const refundStatus = async (refundId: string, gatewayRefundId?: string): Promise<VerifiedRefund | null> => {
    let status: RefundStatusResponse;
    try {
      status = await client.getRefundStatus(refundId);
    } catch (e) {
      if (e instanceof PhonePeException && e.httpStatusCode === 404) return null;
      throw e;
    }
    const state = REFUND_STATE[status.state] ?? "pending";
    const attempt = status.paymentDetails?.at(-1);
    return {
      refundId: status.merchantRefundId ?? refundId,
      gatewayRefundId,
      status: state,
      amountPaise: status.amount,
      failureReason:
        state === "failed"
          ? (attempt?.detailedErrorCode ?? attempt?.errorCode ?? "PhonePe could not process the refund")
          : undefined,
      details: {
        state: status.state,
        originalMerchantOrderId: status.originalMerchantOrderId,
        transactionId: attempt?.transactionId,
        errorCode: attempt?.errorCode,
        detailedErrorCode: attempt?.detailedErrorCode,
      },
    };
  };

  return {
    name: "phonepe",

    async createOrder(order): Promise<CheckoutInstruction> {
      const redirectUrl = new URL(order.returnUrl);
      redirectUrl.searchParams.set(PAYMENT_ID_PARAM, order.paymentId);
      const request = StandardCheckoutPayRequest.builder()
        .merchantOrderId(order.paymentId)
        .amount(order.amountPaise)
        .redirectUrl(redirectUrl.toString())
        .message(order.description)
        .build();
      const response = await client.pay(request);
      return {
        kind: "redirect",
        gateway: "phonepe",
        orderId: response.orderId,
        paymentUrl: response.redirectUrl,
      };
    },

    /** Never trusts the browser's return: only PhonePe's order status decides. */
    async verifyCallback(message: GatewayMessage): Promise<VerifiedPayment> {
      const paymentId = message.query[PAYMENT_ID_PARAM];
      if (!paymentId) throw new GatewaySignatureError();
      return fetchStatus(paymentId);
    },

    async handleWebhook(message: GatewayMessage): Promise<VerifiedPayment | null> {
      const { callback, refund } = validated(message);
      const merchantOrderId = callback.payload?.merchantOrderId;
      if (refund || !merchantOrderId) return null;
      // The callback says which order moved; how it moved is read back from PhonePe.
      return fetchStatus(merchantOrderId);
    },

    async fetchStatus(ref): Promise<VerifiedPayment> {
      return fetchStatus(ref.paymentId);
    },

    /**
     * PhonePe's refund API (`client.refund`, merchantRefundId = our refund id, originalMerchantOrderId = our
     * payment id). The refund's status is read first, so asking again for one PhonePe already has answers
     * it instead. A 4xx refusal (amount above what is left, order not completed) is a `failed` statement.
     */
    async refund(order: RefundOrder): Promise<VerifiedRefund> {
      const earlier = await refundStatus(order.refundId);
      if (earlier) return earlier;
      const request = RefundRequest.builder()
        .merchantRefundId(order.refundId)
        .originalMerchantOrderId(order.paymentId)
        .amount(order.amountPaise)
        .build();
      try {
        const response = await client.refund(request);
        return {
          refundId: order.refundId,
          gatewayRefundId: response.refundId,
          status: REFUND_STATE[response.state] ?? "pending",
          amountPaise: response.amount,
          details: { state: response.state, refundId: response.refundId },
        };
      } catch (e) {
        if (!refusedBy(e)) throw e;
        return {
          refundId: order.refundId,
          status: "failed",
          failureReason: e.message,
          details: { code: e.code ?? null, httpStatusCode: e.httpStatusCode ?? null },
        };
      }
    },

    async fetchRefund(ref): Promise<VerifiedRefund> {
      const status = await refundStatus(ref.refundId, ref.gatewayRefundId ?? undefined);
      if (!status) throw new Error(`PhonePe: no refund ${ref.refundId}`);
      return status;
    },

    /**
     * `pg.refund.accepted` / `pg.refund.completed` / `pg.refund.failed` callbacks, checked like every PhonePe
     * callback (`validateCallback`); the refund's state is then read back with the refund-status call.
     */
    async handleRefundWebhook(message: GatewayMessage): Promise<VerifiedRefund | null> {
      const { callback, refund } = validated(message);
      const merchantRefundId = callback.payload?.merchantRefundId;
      if (!refund || !merchantRefundId) return null;
      return refundStatus(merchantRefundId, callback.payload?.refundId);
    },
  };
}
