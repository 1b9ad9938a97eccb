import { useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@/web/lib/me";

/** Refreshes everything a payment changes: project detail and lists, transactions, banners, the user's plan. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [["projects"], ["payments"], ["transactions"], ME_QUERY_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
