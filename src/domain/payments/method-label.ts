/**
 * How a payment method is shown to people (issue 19 item 19: "UPI", not "Upi"): project and subscription
 * payments store the gateway or "coupon", payouts one of `PAYOUT_METHODS`, a gateway's details may name
 * the instrument (card, upi, netbanking).
 *
 * @module
 */

const LABELS: Readonly<Record<string, string>> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  other: "Other",
  coupon: "Coupon",
  sandbox: "Sandbox",
  razorpay: "Razorpay",
  phonepe: "PhonePe",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
  emi: "EMI",
};

/**
 * The label of a stored payment method code, e.g. "upi" -> "UPI", "bank_transfer" -> "Bank transfer";
 * an unknown code reads as words with a capital first letter ("pay_later" -> "Pay later"); none is "—".
 *
 * @param method - the stored code, or null when none was recorded.
 */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return "—";
  const known = LABELS[method.toLowerCase()];
  if (known) return known;
  const words = method.replaceAll("_", " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
