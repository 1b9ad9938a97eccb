import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/payments/initiate` body: project, item and optional coupon — never an amount. */
export type InitiatePaymentBody = InferRequestType<typeof api.payments.initiate.$post>["json"];

/** Opens (or reuses) the payment of a project's schedule item; the answer is a `PaymentInitiation`. */
export async function initiatePayment(json: InitiatePaymentBody) {
  return unwrap(await api.payments.initiate.$post({ json }));
}

export function useInitiatePayment() {
  return useMutation({ mutationFn: initiatePayment });
}
