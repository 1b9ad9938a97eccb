import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PAYMENT_BANNER_MS } from "@/domain/constants";
import { useRefreshAfterPayment } from "@/web/components/payments/api";
import { Alert } from "@/web/components/ui/alert";

const BANNERS = {
  completed: {
    tone: "success",
    title: "Payment Successful!",
    text: "Your subscription has been upgraded successfully",
  },
  pending: { tone: "info", title: "Payment Pending", text: "Your payment is being processed. Please wait" },
  failed: {
    tone: "error",
    title: "Payment Failed",
    text: "Something went wrong with your payment. Please try again.",
  },
} as const;

/**
 * The dashboard's banner after a subscription payment (spec 1 §2 dashboards): reads `?payment=` (completed,
 * pending, anything else failed), drops the parameter, refreshes the user on completed (new plan and badge)
 * and shows the banner for 5 seconds.
 */
export function SubscriptionReturnBanner() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("payment");
  const [shown, setShown] = useState<keyof typeof BANNERS | null>(null);
  const refresh = useRefreshAfterPayment();

  useEffect(() => {
    if (!outcome) return;
    const banner = outcome === "completed" || outcome === "pending" ? outcome : "failed";
    setShown(banner);
    if (banner === "completed") void refresh();
    setParams(
      (current) => {
        current.delete("payment");
        return current;
      },
      { replace: true },
    );
  }, [outcome, refresh, setParams]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), PAYMENT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  const banner = BANNERS[shown];
  return (
    <Alert tone={banner.tone} title={banner.title} className="mb-6">
      {banner.text}
    </Alert>
  );
}
