import { useMutation } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/coupons/validate` body and answer (validate_coupon, spec 2 §7; amounts in paise). */
export type ValidateCouponBody = InferRequestType<typeof api.coupons.validate.$post>["json"];
export type CouponCheck = InferResponseType<typeof api.coupons.validate.$post, 200>;

/**
 * Checks a coupon against a project item or a plan. Called by the shared coupon entry
 * (src/web/components/coupon-entry.tsx) of the project payment and plan modals.
 */
export async function validateCoupon(json: ValidateCouponBody) {
  return unwrap(await api.coupons.validate.$post({ json }));
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
