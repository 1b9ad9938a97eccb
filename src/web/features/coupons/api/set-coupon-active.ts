import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { COUPONS_KEY } from "./get-coupons";

/** `PATCH /api/coupons/{id}`: Activate / Deactivate. */
export async function setCouponActive({ id, isActive }: { id: string; isActive: boolean }) {
  return unwrap(await api.coupons[":id"].$patch({ param: { id }, json: { isActive } }));
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
