import { eq } from "drizzle-orm";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { Deps } from "../../../context";
import type {
  CheckoutInstruction,
  PaymentGateway,
  PaymentOrder,
} from "../../../integrations/payments/gateway";
import { AppError } from "../../../lib/app-error";
import { log } from "../../../ops/logger";
import { mergeDetails, PAYMENT_BOOKS, type PaymentEntity } from "./payment-books";
import { failPendingPayment } from "./pending-expiry";
import { scheduleReconciliation } from "./reconcile-payment";

/**
 * Asks the gateway for an order for a pending payment (a project or a subscription payment), outside any
 * database transaction so no lock is held across the network call, and stores the order id and checkout
 * instruction on the payment with its first reconciliation queued in the same transaction.
 * @param entity - which table `order.paymentId` is in.
 * @param actorId - who initiated, for the audit row of a refusal.
 * @throws AppError internal (500) "Failed to initiate payment. Please try again." when the gateway refuses
 *   the order; the payment is then marked failed (note `gateway_error`), its coupon use released and the
 *   change audited ({@link failPendingPayment}).
 */
export async function openGatewayOrder(
  deps: Deps,
  gateway: PaymentGateway,
  order: Omit<PaymentOrder, "currency" | "returnUrl">,
  { entity, actorId }: { entity: PaymentEntity; actorId: string },
): Promise<CheckoutInstruction> {
  const table = PAYMENT_BOOKS[entity];
  const where = eq(table.id, order.paymentId);
  let checkout: CheckoutInstruction;
  try {
    checkout = await gateway.createOrder({
      ...order,
      currency: "INR",
      returnUrl: `${deps.env.APP_URL}/api/payments/return`,
    });
  } catch (error) {
    log.error({ err: error }, "payment gateway refused the order");
    await deps.db.transaction((tx) =>
      failPendingPayment(tx, {
        entity,
        paymentId: order.paymentId,
        note: "gateway_error",
        actorId,
        now: deps.now(),
      }),
    );
    throw new AppError("internal", PAYMENT_TEXTS.initiateFailed);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({
        gatewayOrderId: checkout.orderId,
        paymentDetails: mergeDetails({ checkout }, table.paymentDetails),
        updatedAt: deps.now(),
      })
      .where(where);
    await scheduleReconciliation(tx, { paymentId: order.paymentId, orderId: checkout.orderId, attempt: 0 });
  });
  return checkout;
}
