import { eq } from "drizzle-orm";
import { formatInr } from "@/domain/money";
import { statusAfterPayment } from "@/domain/payments/project-payments";
import { legacyAfterStatusChange } from "@/domain/projects/lifecycle";
import type { PaymentType } from "@/domain/projects/payment-schedule";
import { CANCELLED_STATUS, type LegacyStatus, type StatusCode, statusOf } from "@/domain/projects/statuses";
import type { Tx } from "../../../db/client";
import { projects } from "../../../db/schema";
import { audit } from "../../../lib/audit";
import { notify } from "../../notifications";
import { issueInvoice } from "../../receipts";
import { recordSettlement, type SettledPayment } from "./settlement";

/** A project payment that has just become successful. Amounts in paise. */
export interface SucceededPayment extends SettledPayment {
  projectId: string;
  paymentType: PaymentType;
}

/**
 * What follows a payment's success, inside its transaction (the caller has locked the project row and
 * made the status change): makes the coupon use permanent and writes the audit row ({@link recordSettlement}), tells the client, and
 * moves the project along the lifecycle as the `system` actor (docs/decisions/0006: advance on ACCEPTED ->
 * STARTED; a payment while PENDING_PAYMENT -> IN_PROGRESS_AFTER_PAYMENT). A cancelled project keeps its code.
 * Then it gives the payment its tax invoice number ({@link issueInvoice}, issue 19 item 4).
 */
export async function recordSuccess(
  tx: Tx,
  payment: SucceededPayment,
  context: { before: Record<string, unknown>; now: Date },
): Promise<void> {
  await recordSettlement(tx, "project_payment", payment, context.before);
  await notify(tx, {
    userId: payment.userId,
    kind: "payment",
    title: "Payment received",
    body:
      payment.charged === 0
        ? "Your coupon covered the full amount of this payment. Thank you!"
        : `We received your payment of ${formatInr(payment.charged)}. Thank you!`,
    link: `/project/${payment.projectId}`,
  });
  await moveProject(tx, payment, context.now);
  // Last, so the financial year's invoice counter stays locked for as short a time as possible.
  await issueInvoice(
    tx,
    { kind: "project", id: payment.id, userId: payment.userId, projectId: payment.projectId },
    context.now,
  );
}

async function moveProject(tx: Tx, payment: SucceededPayment, now: Date): Promise<void> {
  const [project] = await tx
    .select({ statusCode: projects.statusCode, status: projects.status, clientId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, payment.projectId));
  if (!project || project.status === CANCELLED_STATUS) return;
  const to: StatusCode | null = statusAfterPayment(project.statusCode, payment.paymentType);
  if (!to) return;
  const status: LegacyStatus = legacyAfterStatusChange(project.status, to);
  await tx
    .update(projects)
    .set({ statusCode: to, status, updatedAt: now })
    .where(eq(projects.id, payment.projectId));
  const from = statusOf(project.statusCode);
  const target = statusOf(to);
  await audit(tx, {
    actorId: null,
    action: "project.status",
    entity: "project",
    entityId: payment.projectId,
    before: { statusCode: project.statusCode, status: project.status, phase: from.phase },
    after: { statusCode: to, status, phase: target.phase, reason: "payment", paymentId: payment.id },
  });
  await notify(tx, {
    userId: project.clientId,
    kind: "project_status",
    title: `Your project is now ${target.name}`,
    body: `Your payment moved the project from ${from.name} to ${target.name}.`,
    link: `/project/${payment.projectId}`,
  });
}
