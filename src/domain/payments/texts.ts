/**
 * The texts of project payments and coupons as the spec words them (spec 2 §5, §8; spec 1 §8), plus the
 * coupon refusals the spec leaves unworded. Server answers and screens use these, so both say the same.
 *
 * @module
 */

/** Payment and coupon messages (spec 2 §8 "Error catalogue", spec 1 §8 "Payment"). */
export const PAYMENT_TEXTS = {
  /** Apply pressed with an empty code (spec 2 §5). */
  couponRequired: "Please enter a coupon code.",
  couponInvalid: "Invalid coupon code",
  couponCheckFailed: "Failed to validate coupon. Please try again.",
  couponBadResponse: "Invalid coupon response from server.",
  initiateFailed: "Failed to initiate payment. Please try again.",
  gatewayNotLoaded: "Payment gateway not loaded. Please refresh the page and try again.",
  noMethod: "Payment method not available. Please try again.",
  alreadyPaid: "This payment has already been completed.",
  zeroAmount: "Payment completed successfully! Your coupon covered the full amount.",
  advanceDone: "Advance payment has already been completed for this project.",
  /** The requested item is not in the schedule (nothing to bill). */
  noAmount: "No payment amount available. Please contact support.",
  success: "Payment successful!",
  /** Continue Payment on a pending row failed (spec 1 §8, spec 2 §8). */
  continueFailed: "Failed to continue payment. Please try again.",
  /** Continue Payment on a row whose method or details are missing (spec 1 §8, spec 2 §8). */
  continueUnavailable: "Unable to continue this payment. Please contact support.",
  /** Choosing a paid plan failed (spec 1 §8). */
  upgradeFailed: "Failed to process upgrade",
  /** A coupon covered a whole plan (spec 1 §8). */
  subscriptionZeroAmount: "Subscription activated successfully! Your coupon covered the full amount.",
  verificationFailed: "Payment verification failed",
  cancelled: "Payment cancelled",
  /** Ours: the return from the gateway said the payment failed. */
  failed: "Payment failed. Please try again.",
  /** Ours: the gateway has not confirmed the payment yet. */
  pending: "Your payment is being processed. Please wait",
} as const;

/** Why a coupon does not apply (validate_coupon's `error`, spec 2 §7). */
export type CouponRefusal =
  | "not_found"
  | "inactive"
  | "not_started"
  | "expired"
  | "not_applicable"
  | "min_order"
  | "used_up"
  | "per_user_limit";

/**
 * The message for each refusal. An unknown, switched-off or used-up code reads "Invalid coupon code" (spec 2
 * §8): a used-up code answers like an unknown one, so nobody can learn which codes exist by trying them
 * (issue 19 item 1). The spec words no other refusal, so those say what the client can do about it.
 * `min_order` gets the minimum, formatted by the caller.
 */
export const COUPON_REFUSAL_TEXTS: Record<Exclude<CouponRefusal, "min_order">, string> & {
  min_order: (minimum: string) => string;
} = {
  not_found: PAYMENT_TEXTS.couponInvalid,
  inactive: PAYMENT_TEXTS.couponInvalid,
  not_started: "This coupon is not valid yet.",
  expired: "This coupon has expired.",
  not_applicable: "This coupon cannot be used for this payment.",
  min_order: (minimum) => `This coupon needs a minimum order of ${minimum}.`,
  used_up: PAYMENT_TEXTS.couponInvalid,
  per_user_limit: "You have already used this coupon the maximum number of times.",
};
