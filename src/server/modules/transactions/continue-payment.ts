import { and, eq, ne } from "drizzle-orm";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectPayments, subscriptionPayments } from "../../db/schema";
import { paymentGateway } from "../../integrations/payments";
import type { CheckoutInstruction } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { checkoutAnswer, type Initiation, sameItem } from "../payments";

/** The actor's payment with `id`, project or subscription, with whether it is pending; null when not theirs. */
export async function ownPayment(deps: Deps, actor: Actor, id: string) {
  const [project] = await deps.db
    .select()
    .from(projectPayments)
    .where(and(eq(projectPayments.id, id), eq(projectPayments.userId, actor.id)));
  if (project)
    return { kind: "project" as const, row: project, pending: project.paymentStatus === "pending" };
  const [subscription] = await deps.db
    .select()
    .from(subscriptionPayments)
    .where(and(eq(subscriptionPayments.id, id), eq(subscriptionPayments.userId, actor.id)));
  if (subscription)
    return {
      kind: "subscription" as const,
      row: subscription,
      pending: subscription.paymentStatus === "pending",
    };
  return null;
}

/**
 * Continue Payment for a pending row of Transaction History (spec 1 §2, §7: "uses the row's method and
 * payment_details"): answers the row's own checkout — the same order on the same gateway — as an initiate
 * answer with `existingPayment`, or alreadyPaid when the row, or another payment of the same project item,
 * has succeeded meanwhile. Nothing is created and no amount is taken from the browser.
 * @throws AppError not_found (404) unless it is the actor's own payment; conflict (409) "Unable to continue
 *   this payment. Please contact support." when the row is failed, its method is not the configured gateway
 *   or its checkout details are missing.
 */
export async function continuePayment({
  deps,
  actor,
  paymentId,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
}): Promise<Initiation> {
  const found = await ownPayment(deps, actor, paymentId);
  if (!found) throw new AppError("not_found", "Payment not found");
  const { row } = found;
  const succeeded = row.paymentStatus === "success" || row.paymentStatus === "completed";
  if (succeeded) return { success: true, alreadyPaid: true };
  if (found.kind === "project") {
    const [settled] = await deps.db
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(
        and(
          sameItem(found.row),
          eq(projectPayments.paymentStatus, "success"),
          ne(projectPayments.id, row.id),
        ),
      )
      .limit(1);
    if (settled) return { success: true, alreadyPaid: true };
  }
  const checkout = row.paymentDetails?.checkout as CheckoutInstruction | undefined;
  const description = row.paymentDetails?.description;
  const unavailable = new AppError("conflict", PAYMENT_TEXTS.continueUnavailable, {
    reason: "cannot_continue",
  });
  if (!found.pending || typeof description !== "string" || !checkout?.orderId) throw unavailable;
  if (row.paymentMethod !== paymentGateway(deps).name || row.gatewayOrderId !== checkout.orderId)
    throw unavailable;
  return checkoutAnswer(row, checkout, description, true);
}
