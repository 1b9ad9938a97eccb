/**
 * The payment gateway interface (DESIGN §5 "payments"): one shape for the built-in sandbox gateway,
 * Razorpay (in-page Checkout) and PhonePe (redirect), chosen by configuration. Amounts are integer
 * paise; gateways never decide an amount, they only carry the one the server computed.
 *
 * @module
 */

/** Gateways Kaarya can be configured with. */
export type GatewayName = "sandbox" | "razorpay" | "phonepe";

/** What the server asks a gateway to collect. */
export interface PaymentOrder {
  /** Our payment row's id; sent to the gateway as the merchant's order / transaction reference. */
  paymentId: string;
  /** Integer paise, > 0 (a zero amount never reaches a gateway). */
  amountPaise: number;
  currency: "INR";
  /** Shown on the gateway's page, e.g. "Advance payment — Bakery website". */
  description: string;
  customer: { id: string; email: string; name: string };
  /** Absolute URL the browser returns to after a redirect gateway (sandbox, PhonePe). */
  returnUrl: string;
}

/** How the browser completes an order: navigate to a hosted page, or open an in-page checkout. */
export type CheckoutInstruction =
  | { kind: "redirect"; gateway: "sandbox" | "phonepe"; orderId: string; paymentUrl: string }
  | {
      kind: "checkout";
      gateway: "razorpay";
      orderId: string;
      /** The public key id for Razorpay Checkout. */
      keyId: string;
      /** Integer paise, as Checkout expects. */
      amount: number;
      currency: "INR";
    };

/** A gateway's verified statement about one payment. Only verified results may change a payment row. */
export interface VerifiedPayment {
  /** Our payment row's id (the merchant reference the order carried). */
  paymentId: string;
  /** The gateway's order id. */
  orderId: string;
  status: "success" | "failed" | "pending";
  /** The gateway's own payment / transaction id, stored as `transaction_id`. */
  gatewayPaymentId?: string;
  /** Integer paise the gateway says it collected; compared with the row's amount before success. */
  amountPaise?: number;
  /** Raw, non-secret gateway fields kept in `payment_details`. */
  details: Record<string, unknown>;
}

/** The callback or webhook as the HTTP layer received it. */
export interface GatewayMessage {
  /** Query parameters (redirect returns). */
  query: Record<string, string>;
  /** The raw body text, exactly as received (signatures are computed over it). */
  rawBody: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
}

/**
 * What the server asks a gateway to give back (issue 20 item 1): part or all of one captured payment. The
 * amount was checked against what is left to refund before the gateway is asked.
 */
export interface RefundOrder {
  /** Our refund row's id: the merchant's refund reference (Razorpay `receipt`, PhonePe `merchantRefundId`). */
  refundId: string;
  /** Our payment row's id. */
  paymentId: string;
  /** The gateway's order id of the payment. */
  orderId: string;
  /** The gateway's payment / transaction id of the captured payment (Razorpay `pay_…`); null when unknown. */
  gatewayPaymentId: string | null;
  /** Integer paise, > 0 and at most what the payment has left to refund. */
  amountPaise: number;
  /** Why, kept with the gateway's refund (Razorpay notes). */
  reason: string;
}

/** The state of a refund at the gateway: asked (`pending`), money on its way back (`processed`), refused. */
export type RefundState = "pending" | "processed" | "failed";

/** A gateway's verified statement about one refund. Only these change a refund row. */
export interface VerifiedRefund {
  /** Our refund row's id (the merchant reference the refund carried). */
  refundId: string;
  /** The gateway's own refund id; absent when the gateway refused the request before creating one. */
  gatewayRefundId?: string;
  status: RefundState;
  /** Integer paise the gateway says it refunds. */
  amountPaise?: number;
  /** The gateway's reason for a `failed` refund. */
  failureReason?: string;
  /** Raw, non-secret gateway fields kept in `refunds.details`. */
  details: Record<string, unknown>;
}

/** Where a refund can be looked up at its gateway. */
export interface RefundRef {
  refundId: string;
  gatewayRefundId: string | null;
  paymentId: string;
  orderId: string;
  gatewayPaymentId: string | null;
}

/**
 * A payment gateway adapter.
 * @throws GatewaySignatureError from `verifyCallback` / `handleWebhook` when a signature does not verify.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** Creates the gateway order for `order`; called once per payment row. */
  createOrder(order: PaymentOrder): Promise<CheckoutInstruction>;
  /** Verifies the browser's return (redirect result or Checkout handler response). */
  verifyCallback(message: GatewayMessage): Promise<VerifiedPayment>;
  /** Verifies a server-to-server webhook; `null` for events that concern no payment. */
  handleWebhook(message: GatewayMessage): Promise<VerifiedPayment | null>;
  /** Asks the gateway for the payment's current state (PhonePe's status check, reconciliation). */
  fetchStatus(ref: { paymentId: string; orderId: string }): Promise<VerifiedPayment>;
  /**
   * Asks the gateway to refund `order` (issue 20 item 1). Asking twice with one `refundId` creates one
   * refund. A refusal the gateway states (amount, payment state) is answered as a `failed` statement.
   * @throws Error when the gateway cannot be reached or answers with a server error: the refund's fate is
   *   unknown then, and asking again with the same `refundId` is safe.
   */
  refund(order: RefundOrder): Promise<VerifiedRefund>;
  /** The refund's current state at the gateway (Razorpay fetch refund, PhonePe refund status). */
  fetchRefund(ref: RefundRef): Promise<VerifiedRefund>;
  /**
   * Verifies a server-to-server webhook about a refund (Razorpay `refund.processed` / `refund.failed`,
   * PhonePe `pg.refund.*`); `null` for events about no refund.
   */
  handleRefundWebhook(message: GatewayMessage): Promise<VerifiedRefund | null>;
}

/** A callback or webhook whose signature does not verify; answered 400 and changes nothing. */
export class GatewaySignatureError extends Error {
  constructor(message = "Payment verification failed") {
    super(message);
    this.name = "GatewaySignatureError";
  }
}
