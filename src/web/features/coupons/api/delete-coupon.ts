import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { COUPONS_KEY } from "./get-coupons";

/** `DELETE /api/coupons/{id}`: delete a coupon nobody has used (409 otherwise). */
export async function deleteCoupon(id: string) {
  return unwrap(await api.coupons[":id"].$delete({ param: { id } }));
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
