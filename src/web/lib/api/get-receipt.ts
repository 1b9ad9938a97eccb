import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** A successful payment's receipt as `GET /api/receipts/{id}` answers it (amounts in paise; spec 2 §7, §9). */
export type Receipt = InferResponseType<(typeof api.receipts)[":id"]["$get"], 200>;

/**
 * `GET /api/receipts/{id}`: the receipt of payment `paymentId` (payer or staff). Called by the shared receipt
 * actions (src/web/components/receipt-actions.tsx) of the project's and the user's Transaction History.
 */
export async function getReceipt(paymentId: string): Promise<Receipt> {
  return unwrap(await api.receipts[":id"].$get({ param: { id: paymentId } }));
}
