import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useRefreshAfterPayment } from "./refresh-after-payment";

/**
 * The outcome a payment gateway's return put in `?payment=` (spec 1 §2, spec 2 §4): read once, dropped from
 * the address so a reload does not repeat it, and followed by a refresh of everything a payment changes.
 * @returns the raw outcome until `clear()`, or null.
 */
export function usePaymentReturn(): { outcome: string | null; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get("payment");
  const [outcome, setOutcome] = useState<string | null>(null);
  const refresh = useRefreshAfterPayment();

  useEffect(() => {
    if (!fromUrl) return;
    setOutcome(fromUrl);
    void refresh();
    setParams(
      (current) => {
        current.delete("payment");
        return current;
      },
      { replace: true },
    );
  }, [fromUrl, refresh, setParams]);

  const clear = useCallback(() => setOutcome(null), []);
  return { outcome, clear };
}
