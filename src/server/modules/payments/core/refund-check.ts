import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../../context";
import type { Db, Tx } from "../../../db/client";
import { refunds } from "../../../db/schema";
import { paymentGateway } from "../../../integrations/payments";
import { enqueue } from "../../../jobs/job-queue";
import { REFUND_CHECK_DELAYS_S, REFUND_CHECK_JOB, refreshRefund } from "./refund-payment";

export { REFUND_CHECK_JOB };

/** A check of one refund, `attempt` counting from 0 (the job's payload). */
export const refundCheckPayloadSchema = z.object({ refundId: z.string(), attempt: z.number().int().min(0) });
export type RefundCheckPayload = z.infer<typeof refundCheckPayloadSchema>;

/** Queues check `attempt` of a refund in the caller's transaction (none after the last). */
export async function scheduleRefundCheck(tx: Db | Tx, payload: RefundCheckPayload): Promise<void> {
  const delay = REFUND_CHECK_DELAYS_S[payload.attempt];
  if (delay === undefined) return;
  await enqueue(tx, REFUND_CHECK_JOB, { ...payload }, { delaySeconds: delay });
}

/**
 * Checks a refund still pending with the configured gateway ({@link refreshRefund}) and, still pending, queues
 * the next check. A refund settled meanwhile, or made through another gateway than the one configured now, is
 * left alone.
 */
export async function checkRefund(deps: Deps, payload: RefundCheckPayload): Promise<void> {
  const [row] = await deps.db
    .select({ status: refunds.status, gateway: refunds.gateway })
    .from(refunds)
    .where(eq(refunds.id, payload.refundId));
  if (row?.status !== "pending" || row.gateway !== paymentGateway(deps).name) return;
  const refund = await refreshRefund(deps, payload.refundId);
  if (refund.status === "pending") {
    await scheduleRefundCheck(deps.db, { refundId: payload.refundId, attempt: payload.attempt + 1 });
  }
}
