import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/coupons`: every coupon, newest first, with its usage count (administrator). */
export async function getCoupons() {
  return (await unwrap(await api.coupons.$get())).coupons;
}

/** Query key shared by the coupon list and the mutations that change it. */
export const COUPONS_KEY = ["coupons"] as const;

export const getCouponsQueryOptions = () => queryOptions({ queryKey: COUPONS_KEY, queryFn: getCoupons });

export function useCoupons() {
  return useQuery(getCouponsQueryOptions());
}

/** One coupon as the list returns it. */
export type CouponItem = Awaited<ReturnType<typeof getCoupons>>[number];
