import { eq } from "drizzle-orm";
import { formatInr } from "@/domain/money";
import { planLabel } from "@/domain/plans/eligibility";
import { expiryAfterPayment } from "@/domain/plans/subscription";
import type { Tx } from "../../../db/client";
import { profiles } from "../../../db/schema";
import { audit } from "../../../lib/audit";
import { notify } from "../../notifications";
import { issueInvoice } from "../../receipts";
import { recordSettlement, type SettledPayment } from "./settlement";

/** A subscription payment that has just become completed. Amounts in paise. */
export interface CompletedSubscriptionPayment extends SettledPayment {
  subscriptionType: "pro" | "enterprise";
}

/**
 * Locks the payer's profile row: subscription payments of one person apply one at a time, so two
 * renewals extend the expiry twice rather than racing to the same date.
 */
export async function lockPayer(tx: Tx, userId: string) {
  const [payer] = await tx
    .select({
      subscriptionType: profiles.subscriptionType,
      subscriptionExpiresAt: profiles.subscriptionExpiresAt,
      fullName: profiles.fullName,
      email: profiles.email,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  return payer;
}

/**
 * What follows a subscription payment's success, inside its transaction (the caller has locked the payer
 * with {@link lockPayer} and made the status change; spec 1 §4 "Subscription purchase"): makes the coupon
 * use permanent and audits the success ({@link recordSettlement}, the same as project payments), sets the plan and its expiry
 * ({@link expiryAfterPayment}: a renewal extends, anything else runs a year from now), writes the plan's audit row
 * and tells the payer; last it gives the payment its tax invoice number ({@link issueInvoice}, issue 19 item 4).
 */
export async function activateSubscription(
  tx: Tx,
  payment: CompletedSubscriptionPayment,
  context: { before: Record<string, unknown>; now: Date },
): Promise<void> {
  await recordSettlement(tx, "subscription_payment", payment, context.before);
  const [current] = await tx
    .select({
      subscriptionType: profiles.subscriptionType,
      subscriptionExpiresAt: profiles.subscriptionExpiresAt,
    })
    .from(profiles)
    .where(eq(profiles.id, payment.userId));
  const expiresAt = expiryAfterPayment(current, payment.subscriptionType, context.now);
  await tx
    .update(profiles)
    .set({ subscriptionType: payment.subscriptionType, subscriptionExpiresAt: expiresAt })
    .where(eq(profiles.id, payment.userId));
  await audit(tx, {
    actorId: null,
    action: "profile.subscription",
    entity: "profile",
    entityId: payment.userId,
    before: current,
    after: {
      subscriptionType: payment.subscriptionType,
      subscriptionExpiresAt: expiresAt,
      paymentId: payment.id,
    },
  });
  const until = expiresAt
    ? ` until ${expiresAt.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" })}`
    : "";
  await notify(tx, {
    userId: payment.userId,
    kind: "payment",
    title: `${planLabel(payment.subscriptionType)} activated`,
    body:
      payment.charged === 0
        ? `Your coupon covered the full amount. Your ${planLabel(payment.subscriptionType)} is active${until}.`
        : `We received your payment of ${formatInr(payment.charged)}. Your ${planLabel(payment.subscriptionType)} is active${until}.`,
    link: "/transaction-history",
  });
  // Last, so the financial year's invoice counter stays locked for as short a time as possible.
  await issueInvoice(tx, { kind: "subscription", id: payment.id, userId: payment.userId }, context.now);
}
