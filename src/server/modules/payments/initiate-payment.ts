import { z } from "@hono/zod-openapi";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { type InitiatePaymentInput, paymentDescription } from "@/domain/payments/project-payments";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { profiles, projectPayments } from "../../db/schema";
import { paymentGateway } from "../../integrations/payments";
import type { CheckoutInstruction, PaymentGateway } from "../../integrations/payments/gateway";
import { audit } from "../../lib/audit";
import { reserveCoupon } from "../coupons/coupon-reservation";
import { priceWithCoupon } from "../coupons/coupon-use";
import { openGatewayOrder } from "./open-order";
import { lockPayableItem, refusalError } from "./payable-item";
import { type PaymentRow, sameItem } from "./payment-rows";
import { schedulePaymentExpiry } from "./pending-expiry";
import { recordSuccess } from "./record-success";

const success = z.literal(true);
/**
 * payment-initiate's answer (spec 2 §7): the item was already paid; the coupon covered it all (recorded as
 * paid); or how to complete it — an in-page Checkout (`keyId`) or a hosted page (`paymentUrl`) — for a new
 * or a reused pending payment. `amount` is the paise charged.
 */
export const initiationSchema = z
  .union([
    z.object({ success, alreadyPaid: z.literal(true) }),
    z.object({ success, zeroAmount: z.literal(true), paymentId: z.uuid() }),
    z.object({
      success,
      existingPayment: z.boolean(),
      paymentId: z.uuid(),
      gateway: z.enum(["sandbox", "razorpay", "phonepe"]),
      orderId: z.string(),
      amount: z.number().int(),
      currency: z.literal("INR"),
      description: z.string(),
      keyId: z.string().optional(),
      paymentUrl: z.string().optional(),
    }),
  ])
  .openapi("PaymentInitiation");
export type Initiation = z.infer<typeof initiationSchema>;

/** The fields of a payment about to be recorded. Amounts in paise. */
type NewPayment = Pick<
  PaymentRow,
  "projectId" | "userId" | "amount" | "discountedAmount" | "couponCode" | "paymentType" | "milestoneNumber"
>;

type Prepared =
  | { kind: "done"; answer: Initiation }
  | { kind: "order"; row: PaymentRow; description: string; customer: { name: string; email: string } };

/** The initiate answer for a pending payment (new or reused) and its checkout instruction. */
export function checkoutAnswer(
  row: Pick<PaymentRow, "id" | "amount" | "discountedAmount">,
  checkout: CheckoutInstruction,
  description: string,
  existing: boolean,
) {
  return {
    success: true as const,
    existingPayment: existing,
    paymentId: row.id,
    gateway: checkout.gateway,
    orderId: checkout.orderId,
    amount: row.discountedAmount ?? row.amount,
    currency: "INR" as const,
    description,
    ...(checkout.kind === "checkout" ? { keyId: checkout.keyId } : { paymentUrl: checkout.paymentUrl }),
  };
}

/**
 * The newest pending payment of the same item, person, amount, coupon and gateway that has its order. It is
 * looked for before the coupon is checked: it already holds its reserved use and keeps the price it was
 * given.
 */
async function reusablePayment(
  tx: Tx,
  values: Omit<NewPayment, "discountedAmount"> & { paymentMethod: string },
) {
  const [row] = await tx
    .select()
    .from(projectPayments)
    .where(
      and(
        sameItem(values),
        eq(projectPayments.userId, values.userId),
        eq(projectPayments.paymentStatus, "pending"),
        eq(projectPayments.amount, values.amount),
        values.couponCode === null
          ? isNull(projectPayments.couponCode)
          : eq(projectPayments.couponCode, values.couponCode),
        eq(projectPayments.paymentMethod, values.paymentMethod),
        isNotNull(projectPayments.gatewayOrderId),
      ),
    )
    .orderBy(desc(projectPayments.createdAt))
    .limit(1);
  const checkout = row?.paymentDetails?.checkout as CheckoutInstruction | undefined;
  const description = row?.paymentDetails?.description;
  return row && checkout && typeof description === "string" ? { row, checkout, description } : null;
}

/** Everything but the gateway call, in one transaction with the project row locked. */
function prepare(deps: Deps, actor: Actor, input: InitiatePaymentInput, gateway: PaymentGateway) {
  const now = deps.now();
  const ref = { paymentType: input.paymentType, milestoneNumber: input.milestoneNumber ?? null };
  return deps.db.transaction(async (tx): Promise<Prepared> => {
    const { project, check } = await lockPayableItem(tx, { actor, projectId: input.projectId, ref, now });
    if (check.kind === "already_paid") return { kind: "done", answer: { success: true, alreadyPaid: true } };
    if (check.kind === "refused") throw refusalError(check);
    const amount = check.item.amount;
    const couponCode = input.couponCode ?? null;
    const item = {
      projectId: project.id,
      userId: actor.id,
      amount,
      couponCode,
      paymentType: ref.paymentType,
      milestoneNumber: ref.milestoneNumber,
    };
    const reusable = await reusablePayment(tx, { ...item, paymentMethod: gateway.name });
    if (reusable) {
      return {
        kind: "done",
        answer: checkoutAnswer(reusable.row, reusable.checkout, reusable.description, true),
      };
    }
    const charged = await priceWithCoupon(tx, {
      code: couponCode,
      userId: actor.id,
      amount,
      purpose: "projects",
      now,
    });
    const values: NewPayment = { ...item, discountedAmount: couponCode ? charged : null };
    const use = { code: couponCode, userId: actor.id, discountAmount: amount - charged };

    if (charged === 0) {
      const [row] = await tx
        .insert(projectPayments)
        .values({
          ...values,
          paymentStatus: "success",
          paymentMethod: "coupon",
          paymentDetails: { zeroAmount: true },
        })
        .returning();
      await reserveCoupon(tx, { ...use, payment: { projectPaymentId: row.id } });
      await recordSuccess(tx, { ...row, charged }, { before: { paymentStatus: null }, now });
      return { kind: "done", answer: { success: true, zeroAmount: true, paymentId: row.id } };
    }

    const description = paymentDescription(check.item, project.title);
    const [row] = await tx
      .insert(projectPayments)
      .values({ ...values, paymentMethod: gateway.name, paymentDetails: { description } })
      .returning();
    await reserveCoupon(tx, { ...use, payment: { projectPaymentId: row.id } });
    await schedulePaymentExpiry(tx, { paymentId: row.id, entity: "project_payment" });
    await audit(tx, {
      actorId: actor.id,
      action: "payment.initiate",
      entity: "project_payment",
      entityId: row.id,
      after: { paymentStatus: "pending", amount, charged, couponCode, gateway: gateway.name },
    });
    const [customer] = await tx
      .select({ name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, actor.id));
    return { kind: "order", row, description, customer };
  });
}

/**
 * payment-initiate (spec 2 §7; issue 4 item 2) for the owner of the project: the amount is the schedule
 * item's (never the client's), less a valid coupon. Answers, in order: already paid; an existing pending
 * payment of the same item, amount and coupon, reused with its order (and the coupon use it holds); zero
 * amount — the coupon covers everything, so the payment is recorded as successful and the coupon use counted
 * in the same transaction; otherwise a new pending payment holding a reserved coupon use (issue 19 item 1),
 * its expiry queued ({@link schedulePaymentExpiry}), and a gateway order for the amount charged.
 * @throws AppError forbidden (403) for anyone but a client; project_not_found (404) unless their project;
 *   conflict (409) when the item cannot be paid now (the domain's texts); bad_request (400) for a coupon
 *   that does not apply (its uses all reserved or counted included), with its message; internal (500) "Failed to initiate payment. Please try again."
 *   when the gateway refuses the order (the payment is then marked failed).
 */
export async function initiatePayment({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: InitiatePaymentInput;
}): Promise<Initiation> {
  requireAccess(actor, "payments.pay");
  const gateway = paymentGateway(deps);
  const prepared = await prepare(deps, actor, input, gateway);
  if (prepared.kind === "done") return prepared.answer;
  const { row, description, customer } = prepared;
  const checkout = await openGatewayOrder(
    deps,
    gateway,
    {
      paymentId: row.id,
      amountPaise: row.discountedAmount ?? row.amount,
      description,
      customer: { id: actor.id, ...customer },
    },
    { entity: "project_payment", actorId: actor.id },
  );
  return checkoutAnswer(row, checkout, description, false);
}
