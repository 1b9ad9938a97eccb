import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { planLabel, planPricePaise } from "@/domain/plans/eligibility";
import { purchaseRefusal, type SubscriptionPurchaseInput } from "@/domain/plans/subscription";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { subscriptionPayments } from "../../db/schema";
import { paymentGateway } from "../../integrations/payments";
import type { CheckoutInstruction } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { reserveCoupon } from "../coupons/coupon-reservation";
import { priceWithCoupon } from "../coupons/coupon-use";
import { checkoutAnswer, type Initiation } from "../payments/initiate-payment";
import { openGatewayOrder } from "../payments/open-order";
import { schedulePaymentExpiry } from "../payments/pending-expiry";
import { activateSubscription, lockPayer } from "./activate-subscription";

type SubscriptionRow = typeof subscriptionPayments.$inferSelect;
type NewSubscriptionPayment = Pick<
  SubscriptionRow,
  "userId" | "subscriptionType" | "amount" | "discountedAmount" | "couponCode"
>;

/**
 * The newest pending payment of the same plan, person, amount, coupon and gateway that has its order; looked
 * for before the coupon is checked, as it already holds its reserved use and keeps its price.
 */
async function reusablePayment(
  tx: Tx,
  values: Omit<NewSubscriptionPayment, "discountedAmount"> & { paymentMethod: string },
) {
  const [row] = await tx
    .select()
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.userId, values.userId),
        eq(subscriptionPayments.subscriptionType, values.subscriptionType),
        eq(subscriptionPayments.paymentStatus, "pending"),
        eq(subscriptionPayments.amount, values.amount),
        values.couponCode === null
          ? isNull(subscriptionPayments.couponCode)
          : eq(subscriptionPayments.couponCode, values.couponCode),
        eq(subscriptionPayments.paymentMethod, values.paymentMethod),
        isNotNull(subscriptionPayments.gatewayOrderId),
      ),
    )
    .orderBy(desc(subscriptionPayments.createdAt))
    .limit(1);
  const checkout = row?.paymentDetails?.checkout as CheckoutInstruction | undefined;
  return row && checkout ? { row, checkout } : null;
}

/**
 * payment-initiate for a subscription (spec 1 §4 "Subscription purchase", §7; issue 4 item 5) for the
 * signed-in client: the amount is the plan's price (spec 1 §9), never the client's, less a valid coupon for
 * subscriptions. In one transaction with the payer's profile locked it answers, in order: a refusal (Pro while
 * Enterprise is in effect); an existing pending payment of the same plan, amount and coupon, reused with
 * its order and the coupon use it holds; zero amount — the coupon covers everything, so the payment is
 * recorded as completed, the use counted and the plan activated at once; otherwise a new pending payment
 * holding a reserved coupon use (the same reservation as project payments, issue 19 item 1) with its expiry
 * queued, then (outside the transaction) a gateway order for the amount charged.
 * @throws AppError forbidden (403) for anyone but a client; conflict (409) for a refused purchase or a coupon
 *   use that cannot be counted; bad_request (400) for a coupon that does not apply, with its message;
 *   internal (500) "Failed to initiate payment. Please try again." when the gateway refuses the order.
 */
export async function initiateSubscription({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: SubscriptionPurchaseInput;
}): Promise<Initiation> {
  requireAccess(actor, "payments.pay");
  const gateway = paymentGateway(deps);
  const plan = input.subscriptionType;
  const description = `Kaarya ${planLabel(plan)} — 1 year`;
  type Prepared =
    | { done: Initiation }
    | { row: SubscriptionRow; customer: { id: string; name: string; email: string } };
  const prepared = await deps.db.transaction(async (tx): Promise<Prepared> => {
    const now = deps.now();
    const payer = await lockPayer(tx, actor.id);
    const refusal = purchaseRefusal(payer, plan, now);
    if (refusal) throw new AppError("conflict", refusal, { reason: "higher_plan_active" });
    const amount = planPricePaise(plan);
    const couponCode = input.couponCode ?? null;
    const purchase = { userId: actor.id, subscriptionType: plan, amount, couponCode };
    const reusable = await reusablePayment(tx, { ...purchase, paymentMethod: gateway.name });
    if (reusable) return { done: checkoutAnswer(reusable.row, reusable.checkout, description, true) };
    const charged = await priceWithCoupon(tx, {
      code: couponCode,
      userId: actor.id,
      amount,
      purpose: "subscriptions",
      now,
    });
    const values: NewSubscriptionPayment = { ...purchase, discountedAmount: couponCode ? charged : null };
    const use = { code: couponCode, userId: actor.id, discountAmount: amount - charged };
    if (charged === 0) {
      const [row] = await tx
        .insert(subscriptionPayments)
        .values({
          ...values,
          paymentStatus: "completed",
          paymentMethod: "coupon",
          paymentDetails: { subscriptionType: plan, zeroAmount: true },
        })
        .returning();
      await reserveCoupon(tx, { ...use, payment: { subscriptionPaymentId: row.id } });
      await activateSubscription(tx, { ...row, charged }, { before: { paymentStatus: null }, now });
      return { done: { success: true as const, zeroAmount: true as const, paymentId: row.id } };
    }
    const [row] = await tx
      .insert(subscriptionPayments)
      .values({
        ...values,
        paymentMethod: gateway.name,
        paymentDetails: { subscriptionType: plan, description },
      })
      .returning();
    await reserveCoupon(tx, { ...use, payment: { subscriptionPaymentId: row.id } });
    await schedulePaymentExpiry(tx, { paymentId: row.id, entity: "subscription_payment" });
    await audit(tx, {
      actorId: actor.id,
      action: "payment.initiate",
      entity: "subscription_payment",
      entityId: row.id,
      after: {
        paymentStatus: "pending",
        subscriptionType: plan,
        amount,
        charged,
        couponCode,
        gateway: gateway.name,
      },
    });
    return { row, customer: { id: actor.id, name: payer.fullName, email: payer.email } };
  });
  if ("done" in prepared) return prepared.done;
  const { row, customer } = prepared;
  const checkout = await openGatewayOrder(
    deps,
    gateway,
    { paymentId: row.id, amountPaise: row.discountedAmount ?? row.amount, description, customer },
    { entity: "subscription_payment", actorId: actor.id },
  );
  return checkoutAnswer(row, checkout, description, false);
}
