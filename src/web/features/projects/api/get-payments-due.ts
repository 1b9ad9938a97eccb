import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/payments/due`: the signed-in client's payment banners (spec 2 §2 My Projects). */
export type PaymentDue = InferResponseType<typeof api.payments.due.$get, 200>["due"][number];

export async function getPaymentsDue() {
  return unwrap(await api.payments.due.$get());
}

export const getPaymentsDueQueryOptions = () =>
  queryOptions({ queryKey: ["payments", "due"], queryFn: getPaymentsDue });

export function usePaymentsDue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentsDueQueryOptions(), enabled });
}
