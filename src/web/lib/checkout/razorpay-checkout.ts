/**
 * Razorpay's in-page Checkout (spec 1 §7, spec 2 §7; issue 4 item 1): Razorpay ships it only as a script on
 * its own CDN, so it is loaded on first use — only when the server is configured with Razorpay and answers
 * a `keyId`. Nothing here runs on the default sandbox gateway.
 *
 * @module
 */

/** Checkout's handler response, sent as is to `POST /api/payments/callback` for verification. */
export interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The options Kaarya opens Checkout with (Razorpay's documented fields). Amount in paise. */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { email: string };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

export const RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
let loading: Promise<void> | null = null;

/** Loads checkout.js once. @throws Error when the script cannot be loaded. */
function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Razorpay Checkout could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Checkout for an order (key, amount in paise, currency, order id, name, description, prefill e-mail,
 * theme #2563eb as the spec lists) and waits for the payer.
 * @returns Checkout's response when paid, or null when the payer dismissed it.
 * @throws Error when checkout.js cannot be loaded.
 */
export async function openRazorpayCheckout(order: {
  keyId: string;
  amount: number;
  currency: string;
  orderId: string;
  description: string;
  email: string;
}): Promise<RazorpayResponse | null> {
  await loadCheckout();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error("Razorpay Checkout is not available");
  return new Promise((resolve) => {
    new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: "Kaarya",
      description: order.description,
      prefill: { email: order.email },
      theme: { color: "#2563eb" },
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
