/** `GET /api/refunds-due`: duplicate captures waiting for their refund (issue 20 item 2; staff). */
import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

export type RefundDue = InferResponseType<(typeof api)["refunds-due"]["$get"], 200>["items"][number];

export const REFUNDS_DUE_KEY = ["refunds-due"] as const;

/** Fetches the "Refunds due" queue, oldest capture first. */
export async function getRefundsDue() {
  return unwrap(await api["refunds-due"].$get());
}

/** The "Refunds due" queue, as the staff page shows it. */
export function useRefundsDue() {
  return useQuery({ queryKey: REFUNDS_DUE_KEY, queryFn: getRefundsDue });
}
