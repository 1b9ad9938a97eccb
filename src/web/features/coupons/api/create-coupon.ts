import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateCouponInput } from "@/domain/coupons/coupons";
import { api, unwrap } from "@/web/lib/api-client";
import { COUPONS_KEY } from "./get-coupons";

/** `POST /api/coupons`: create a coupon (409 when the code exists). */
export async function createCoupon(input: CreateCouponInput) {
  return unwrap(await api.coupons.$post({ json: input }));
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
