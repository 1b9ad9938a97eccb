import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { COUPONS_KEY } from "./get-coupons";

/** `GET /api/coupons/{id}/usage`: the project payments that used the coupon, newest first. */
export async function getCouponUsage(id: string) {
  return unwrap(await api.coupons[":id"].usage.$get({ param: { id } }));
}

export const getCouponUsageQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...COUPONS_KEY, id, "usage"], queryFn: () => getCouponUsage(id) });

/** Loads only while `enabled` (the usage dialog is open). */
export function useCouponUsage(id: string, enabled: boolean) {
  return useQuery({ ...getCouponUsageQueryOptions(id), enabled });
}
