import { eq } from "drizzle-orm";
import { planLabel, planPricePaise } from "@/domain/plans/eligibility";
import { purchaseRefusal, type SubscriptionPurchaseInput } from "@/domain/plans/subscription";
import { subscriptionPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import {
  activateSubscription,
  gatewayForPayer,
  type Initiation,
  lockPayer,
  openCheckout,
  type PaymentCall,
  startPayment,
} from "../payments";

/**
 * payment-initiate for a subscription (spec 1 §4 "Subscription purchase", §7; issue 4 item 5) for the
 * signed-in client: the amount is the plan's price (spec 1 §9), never the client's, less a valid coupon for
 * subscriptions. In one transaction with the payer's profile locked it answers, in order: a refusal (Pro while
 * Enterprise is in effect); an existing pending payment of the same plan, amount and coupon, reused with
 * its order and the coupon use it holds; zero amount — the coupon covers everything, so the payment is
 * recorded as completed, the use counted and the plan activated at once; otherwise a new pending payment
 * holding a reserved coupon use (the same reservation as project payments, issue 19 item 1) with its expiry
 * queued, then (outside the transaction) a gateway order for the amount charged (the payment core:
 * `startPayment`, `openCheckout`).
 * @throws AppError forbidden (403) for anyone but a client; conflict (409) for a refused purchase or a coupon
 *   use that cannot be counted; bad_request (400) for a coupon that does not apply, with its message;
 *   internal (500) "Failed to initiate payment. Please try again." when the gateway refuses the order.
 */
export async function initiateSubscription({
  deps,
  actor,
  input,
}: PaymentCall<SubscriptionPurchaseInput>): Promise<Initiation> {
  const gateway = gatewayForPayer(deps, actor);
  const plan = input.subscriptionType;
  const description = `Kaarya ${planLabel(plan)} — 1 year`;
  const prepared = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const payer = await lockPayer(tx, actor.id);
    const refusal = purchaseRefusal(payer, plan, now);
    if (refusal) throw new AppError("conflict", refusal, { reason: "higher_plan_active" });
    const started = await startPayment(tx, {
      entity: "subscription_payment",
      userId: actor.id,
      amount: planPricePaise(plan),
      couponCode: input.couponCode ?? null,
      purpose: "subscriptions",
      gateway,
      description,
      now,
      sameItem: eq(subscriptionPayments.subscriptionType, plan),
      details: { subscriptionType: plan },
      audited: { subscriptionType: plan },
      insert: async (values) =>
        (
          await tx
            .insert(subscriptionPayments)
            .values({ ...values, subscriptionType: plan })
            .returning()
        )[0],
      succeed: (row, charged) =>
        activateSubscription(tx, { ...row, charged }, { before: { paymentStatus: null }, now }),
    });
    return { started, customer: { id: actor.id, name: payer.fullName, email: payer.email } };
  });
  const { started, customer } = prepared;
  if ("done" in started) return started.done;
  return openCheckout(deps, gateway, {
    entity: "subscription_payment",
    row: started.row,
    description,
    customer,
  });
}
