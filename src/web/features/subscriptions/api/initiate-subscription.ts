import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/subscriptions/initiate` body: the plan and an optional coupon — never an amount. */
export type SubscriptionPurchaseBody = InferRequestType<typeof api.subscriptions.initiate.$post>["json"];

/**
 * Opens (or reuses) the payment of a plan (spec 1 §4 subscription payments), from the plans modal.
 */
export async function initiateSubscription(json: SubscriptionPurchaseBody) {
  return unwrap(await api.subscriptions.initiate.$post({ json }));
}

export function useInitiateSubscription() {
  return useMutation({ mutationFn: initiateSubscription });
}
