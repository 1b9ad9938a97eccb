import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { PaymentInitiation } from "./api";

/** What follows an initiate or continue answer: the gateway's page, or a message and the end of it. */
export type CheckoutStep = { url: string } | { done: "info" | "success" | "error"; text: string };

/**
 * The next step for an initiate / continue answer (spec 1 §4, §8; spec 2 §7, §8): already paid, a coupon
 * that covered everything (`zeroAmountText`: the project or the subscription wording), or the hosted page.
 * An in-page Checkout (Razorpay's `keyId`) is not wired into the web app, so it says the gateway is not
 * loaded rather than pretending.
 */
export function checkoutStep(result: PaymentInitiation, zeroAmountText: string): CheckoutStep {
  if ("alreadyPaid" in result) return { done: "info", text: PAYMENT_TEXTS.alreadyPaid };
  if ("zeroAmount" in result) return { done: "success", text: zeroAmountText };
  if (result.paymentUrl) return { url: result.paymentUrl };
  return { done: "error", text: result.keyId ? PAYMENT_TEXTS.gatewayNotLoaded : PAYMENT_TEXTS.noMethod };
}
