import { api, unwrap } from "@/web/lib/api-client";

/**
 * `POST /api/transactions/{id}/cancel`: the payer closed the checkout; a pending payment frees its coupon use.
 * Called by the checkout flow (src/web/lib/checkout/use-checkout.ts), which several features use.
 */
export async function cancelPayment(paymentId: string) {
  return unwrap(await api.transactions[":id"].cancel.$post({ param: { id: paymentId } }));
}
