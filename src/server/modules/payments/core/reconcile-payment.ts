import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../../context";
import type { Db, Tx } from "../../../db/client";
import { projectPayments, subscriptionPayments } from "../../../db/schema";
import { paymentGateway } from "../../../integrations/payments";
import { GatewaySignatureError } from "../../../integrations/payments/gateway";
import { enqueue } from "../../../jobs/job-queue";
import { applyGatewayResult } from "./apply-verified";

/** The job that asks the gateway about a payment still pending (reconciliation). */
export const RECONCILE_JOB = "payment.reconcile";

/**
 * When reconciliation asks again, in seconds after the order was created: 15 minutes, 1 hour, 6 hours and
 * 24 hours. A payment still pending at 30 minutes expires (pending-expiry.ts); the later checks find an
 * expired order the payer completed at the gateway after all.
 */
export const RECONCILE_DELAYS_S = [15 * 60, 60 * 60, 6 * 60 * 60, 24 * 60 * 60] as const;

/** A reconciliation of one payment's order, `attempt` counting from 0 (the job's payload). */
export const reconcilePayloadSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  attempt: z.number().int().min(0),
});
export type ReconcilePayload = z.infer<typeof reconcilePayloadSchema>;

/** Queues reconciliation attempt `attempt` of an order in the caller's transaction (none after the last). */
export async function scheduleReconciliation(tx: Db | Tx, payload: ReconcilePayload): Promise<void> {
  const delay = RECONCILE_DELAYS_S[payload.attempt];
  if (delay === undefined) return;
  await enqueue(tx, RECONCILE_JOB, { ...payload }, { delaySeconds: delay });
}

/**
 * Whether the payment may still be settled by the gateway's answer: pending, or expired unpaid (failed with
 * the note `expired`, pending-expiry.ts) — a payer can still complete an expired order at the gateway.
 */
async function stillOpen(deps: Deps, paymentId: string, gateway: string): Promise<boolean> {
  const fields = <T extends typeof projectPayments | typeof subscriptionPayments>(table: T) => ({
    status: table.paymentStatus,
    method: table.paymentMethod,
    note: sql<string | null>`${table.paymentDetails}->>'note'`,
  });
  const [project] = await deps.db
    .select(fields(projectPayments))
    .from(projectPayments)
    .where(eq(projectPayments.id, paymentId));
  const [subscription] = project
    ? []
    : await deps.db
        .select(fields(subscriptionPayments))
        .from(subscriptionPayments)
        .where(eq(subscriptionPayments.id, paymentId));
  const row = project ?? subscription;
  const open = row?.status === "pending" || (row?.status === "failed" && row.note === "expired");
  return open && row?.method === gateway;
}

/**
 * Reconciliation (issue 4; DESIGN §5 payments): a payment whose browser never came back and whose webhook
 * never arrived is settled from the gateway's own answer (`fetchStatus`: Razorpay's order payments,
 * PhonePe's order status, the sandbox's recorded answer), through the same idempotent update as the return
 * and webhooks. Still pending: asked again later ({@link RECONCILE_DELAYS_S}). A payment that expired
 * unpaid (30 minutes, pending-expiry.ts) is still asked, so an order paid at the gateway after its expiry is
 * found. A payment settled otherwise, or of another gateway than the one configured now, is left alone; so
 * is an answer the gateway refuses to vouch for.
 */
export async function reconcilePayment(deps: Deps, payload: ReconcilePayload): Promise<void> {
  const gateway = paymentGateway(deps);
  if (!(await stillOpen(deps, payload.paymentId, gateway.name))) return;
  let verified: Awaited<ReturnType<typeof gateway.fetchStatus>>;
  try {
    verified = await gateway.fetchStatus({ paymentId: payload.paymentId, orderId: payload.orderId });
  } catch (error) {
    if (error instanceof GatewaySignatureError) return;
    throw error;
  }
  await applyGatewayResult(deps, gateway.name, verified);
  if (verified.status === "pending") {
    await scheduleReconciliation(deps.db, { ...payload, attempt: payload.attempt + 1 });
  }
}
