import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { profiles, projectPayments, projects, projectVersions, refunds } from "../../db/schema";
import { capturedPaise, toRefundView } from "../payments";
import type { RefundDue } from "./refund-rows";

/**
 * The "Refunds due" queue (issue 20 item 2; managers and administrators): project payments flagged
 * `refundDue` — a second capture of an item already paid (decision 0009) — oldest first, each with what is
 * left to refund and its refunds so far. A payment leaves the queue when its refunds are processed in full
 * (the flag clears then, decision 0034).
 * @throws AppError forbidden (403) for anyone but staff.
 */
export async function listRefundsDue({ deps, actor }: { deps: Deps; actor: Actor }): Promise<RefundDue[]> {
  requireAccess(actor, "refunds.manage");
  const rows = await deps.db
    .select({
      payment: projectPayments,
      projectTitle: projectVersions.title,
      payerName: profiles.fullName,
      payerEmail: profiles.email,
    })
    .from(projectPayments)
    .innerJoin(profiles, eq(profiles.id, projectPayments.userId))
    .innerJoin(projects, eq(projects.id, projectPayments.projectId))
    .innerJoin(projectVersions, currentVersionOfProject)
    .where(sql`(${projectPayments.paymentDetails}->>'refundDue') = 'true'`)
    .orderBy(asc(projectPayments.updatedAt), asc(projectPayments.id));
  if (rows.length === 0) return [];
  const refundRows = await deps.db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.projectPaymentId,
        rows.map((r) => r.payment.id),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ payment, projectTitle, payerName, payerEmail }) => {
    const own = refundRows.filter((r) => r.projectPaymentId === payment.id).map(toRefundView);
    const captured = capturedPaise({ entity: "project_payment", ...payment });
    const held = own.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPaise, 0);
    const details = payment.paymentDetails ?? {};
    const text = (value: unknown) => (typeof value === "string" ? value : null);
    return {
      paymentId: payment.id,
      projectId: payment.projectId,
      projectTitle,
      paymentType: payment.paymentType,
      milestoneNumber: payment.milestoneNumber,
      payerName,
      payerEmail,
      amountPaise: captured,
      refundablePaise: Math.max(0, captured - held),
      gateway: payment.paymentMethod,
      gatewayPaymentId: payment.transactionId ?? text(details.gatewayPaymentId),
      settledBy: text(details.settledBy),
      capturedAt: payment.updatedAt.toISOString(),
      refunds: own,
    };
  });
}
