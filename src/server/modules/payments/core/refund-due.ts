import { eq } from "drizzle-orm";
import { formatInr } from "@/domain/money";
import type { Tx } from "../../../db/client";
import { currentVersionOfProject } from "../../../db/joins";
import { projects, projectVersions } from "../../../db/schema";
import { audit } from "../../../lib/audit";
import { notify } from "../../notifications";
import { mergeDetails, PAYMENT_BOOKS, type PaymentEntity } from "./payment-books";

/** The notice the payer gets when a duplicate capture has been refunded (issue 20 item 2). */
export const DUPLICATE_REFUNDED_TITLE = "Duplicate payment refunded";

/**
 * The payer's notice text: the amount (paise) and, for a project payment, the project's title. The spec gives
 * no notification texts at all, so this one is plain (issue 20's closing gap).
 */
export function duplicateRefundedBody(refundedPaise: number, projectTitle: string | null): string {
  const what = projectTitle ? ` for ${projectTitle}` : "";
  return `You were charged twice${what}. We refunded ${formatInr(refundedPaise)} of the second charge to your original payment method; refunds usually reach you within 5-7 working days.`;
}

/**
 * Clears a duplicate capture's `refundDue` flag once its processed refunds (`refundedPaise`, paise) reach
 * the capture (decision 0034), in the refund's settling transaction `tx`: writes `refundDue: false` and
 * `refundedAt`, audits `payment.refund_due_cleared`, and tells the payer (kind "payment", so its e-mail
 * setting applies; linked to Transaction History, which lists the refund).
 */
export async function clearRefundDue(
  tx: Tx,
  entity: PaymentEntity,
  paymentId: string,
  refundedPaise: number,
  now: Date,
): Promise<void> {
  const table = PAYMENT_BOOKS[entity];
  const [payment] = await tx
    .update(table)
    .set({
      paymentDetails: mergeDetails({ refundDue: false, refundedAt: now.toISOString() }, table.paymentDetails),
      updatedAt: now,
    })
    .where(eq(table.id, paymentId))
    .returning({ userId: table.userId });
  await audit(tx, {
    actorId: null,
    action: "payment.refund_due_cleared",
    entity,
    entityId: paymentId,
    before: { refundDue: true },
    after: { refundDue: false, refundedPaise },
  });
  let projectTitle: string | null = null;
  if (entity === "project_payment") {
    const [project] = await tx
      .select({ title: projectVersions.title })
      .from(PAYMENT_BOOKS.project_payment)
      .innerJoin(projects, eq(projects.id, PAYMENT_BOOKS.project_payment.projectId))
      .innerJoin(projectVersions, currentVersionOfProject)
      .where(eq(PAYMENT_BOOKS.project_payment.id, paymentId));
    projectTitle = project?.title ?? null;
  }
  await notify(tx, {
    userId: payment.userId,
    kind: "payment",
    title: DUPLICATE_REFUNDED_TITLE,
    body: duplicateRefundedBody(refundedPaise, projectTitle),
    link: "/transaction-history",
  });
}
