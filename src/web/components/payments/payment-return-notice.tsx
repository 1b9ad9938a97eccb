import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import { Alert } from "@/web/components/ui/alert";
import { useRefreshAfterPayment } from "./api";

const NOTICES = {
  success: { tone: "success", text: PAYMENT_TEXTS.success },
  failed: { tone: "error", text: PAYMENT_TEXTS.failed },
  pending: { tone: "info", text: PAYMENT_TEXTS.pending },
} as const;

/**
 * The outcome of a return from the payment gateway (`?payment=success|failed|pending` on the project
 * detail, spec 2 §4 "success shows 'Payment successful!' and refreshes"): shows it, refreshes the project,
 * its transactions and banners, and drops the parameter so a reload does not repeat it.
 */
export function PaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("payment");
  const [shown, setShown] = useState<keyof typeof NOTICES | null>(null);
  const refresh = useRefreshAfterPayment();

  useEffect(() => {
    if (!outcome) return;
    setShown(outcome in NOTICES ? (outcome as keyof typeof NOTICES) : "failed");
    void refresh();
    setParams(
      (current) => {
        current.delete("payment");
        return current;
      },
      { replace: true },
    );
  }, [outcome, refresh, setParams]);

  if (!shown) return null;
  const notice = NOTICES[shown];
  return <Alert tone={notice.tone}>{notice.text}</Alert>;
}
