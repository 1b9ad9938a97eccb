import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import { Alert } from "@/web/components/ui/alert";
import { usePaymentReturn } from "@/web/lib/checkout/use-payment-return";

const NOTICES = {
  success: { tone: "success", text: PAYMENT_TEXTS.success },
  failed: { tone: "error", text: PAYMENT_TEXTS.failed },
  pending: { tone: "info", text: PAYMENT_TEXTS.pending },
} as const;

/**
 * The outcome of a return from the payment gateway (`?payment=success|failed|pending` on the project
 * detail, spec 2 §4 "success shows 'Payment successful!' and refreshes"); anything else reads as failed.
 */
export function PaymentReturnNotice() {
  const { outcome } = usePaymentReturn();
  if (!outcome) return null;
  const notice = NOTICES[outcome in NOTICES ? (outcome as keyof typeof NOTICES) : "failed"];
  return <Alert tone={notice.tone}>{notice.text}</Alert>;
}
