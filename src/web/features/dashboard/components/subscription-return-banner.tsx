import { useEffect } from "react";
import { Alert } from "@/web/components/ui/alert";
import { usePaymentReturn } from "@/web/lib/checkout/use-payment-return";
import { PAYMENT_BANNER_MS } from "@/web/lib/timings";

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
 * The dashboard's banner after a subscription payment (spec 1 §2 dashboards): `?payment=` completed, pending,
 * anything else failed; the user is refreshed (new plan and badge) and the banner shows for 5 seconds.
 */
export function SubscriptionReturnBanner() {
  const { outcome, clear } = usePaymentReturn();
  const shown: keyof typeof BANNERS | null =
    outcome === null ? null : outcome === "completed" || outcome === "pending" ? outcome : "failed";

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(clear, PAYMENT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown, clear]);

  if (!shown) return null;
  const banner = BANNERS[shown];
  return (
    <Alert tone={banner.tone} title={banner.title} className="mb-6">
      {banner.text}
    </Alert>
  );
}
