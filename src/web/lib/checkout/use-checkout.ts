import { useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import { cancelPayment } from "@/web/lib/api/cancel-payment";
import type { api } from "@/web/lib/api-client";
import { ME_QUERY_KEY, type Me } from "@/web/lib/me";
import { openRazorpayCheckout, type RazorpayResponse } from "./razorpay-checkout";
import { useRefreshAfterPayment } from "./refresh-after-payment";

/**
 * The answer of `POST /api/payments/initiate` (the same shape answers a subscription's initiate and
 * `POST /api/transactions/{id}/continue`): alreadyPaid, zeroAmount, or how to complete the payment.
 */
export type PaymentInitiation = InferResponseType<typeof api.payments.initiate.$post, 200>;

/** Where the app shows the outcome of a verified Checkout payment, as the redirect gateways' return does. */
async function settle(response: RazorpayResponse): Promise<string> {
  const answer = await fetch("/api/payments/callback", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(response),
  });
  if (!answer.ok) throw new Error(PAYMENT_TEXTS.verificationFailed);
  const { status, projectId } = (await answer.json()) as { status: string; projectId: string | null };
  if (projectId) return `/project/${projectId}?payment=${status}`;
  return `/?payment=${status === "success" ? "completed" : status}`;
}

/**
 * Completes an initiate or continue answer (spec 1 §4, §8; spec 2 §7, §8), whichever gateway answered:
 * already paid, or a coupon that covered everything (`zeroAmountText`, the project or subscription
 * wording): a message and a refresh; a hosted page (sandbox, PhonePe): the browser goes there; Razorpay:
 * its in-page Checkout, verified on the server, then the same outcome page a redirect gateway returns to;
 * "Payment cancelled" when the payer closes it, and the pending payment is cancelled on the server so its
 * coupon use is released (issue 19 item 1).
 * `proceed` resolves true when the flow ended on this page (the caller may close its dialog); `leaving`
 * is true while the browser is on its way to the gateway.
 */
export function useCheckout(zeroAmountText: string) {
  const refresh = useRefreshAfterPayment();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  async function proceed(result: PaymentInitiation): Promise<boolean> {
    if ("alreadyPaid" in result || "zeroAmount" in result) {
      if ("alreadyPaid" in result) toast.info(PAYMENT_TEXTS.alreadyPaid);
      else toast.success(zeroAmountText);
      await refresh();
      return true;
    }
    if (result.paymentUrl) {
      setLeaving(true);
      window.location.assign(result.paymentUrl);
      return false;
    }
    if (!result.keyId) {
      toast.error(PAYMENT_TEXTS.noMethod);
      return true;
    }
    let response: RazorpayResponse | null;
    try {
      const email = queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.email ?? "";
      response = await openRazorpayCheckout({ ...result, keyId: result.keyId, email });
    } catch {
      toast.error(PAYMENT_TEXTS.gatewayNotLoaded);
      return true;
    }
    if (!response) {
      toast.info(PAYMENT_TEXTS.cancelled);
      // Frees the coupon use the checkout held; if this fails, the payment's expiry frees it later.
      await cancelPayment(result.paymentId).catch(() => undefined);
      await refresh();
      return true;
    }
    try {
      navigate(await settle(response));
    } catch {
      toast.error(PAYMENT_TEXTS.verificationFailed);
    }
    await refresh();
    return true;
  }

  return { proceed, leaving };
}
