import type { Deps } from "../../context";
import { paymentGateway } from "../../integrations/payments";
import type { GatewayMessage } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { type AppliedPayment, applyGatewayResult } from "./core/apply-verified";
import { type AppliedRefund, applyRefundWebhook } from "./core/refund-payment";
import { verifyOrRefuse } from "./payment-callback";

/**
 * A gateway's server-to-server webhook (DESIGN §5): only the configured gateway's path exists; its adapter
 * verifies the signature and says which payment moved, and the same idempotent update as the browser's
 * return applies it. An event about no payment is offered to the adapter's refund webhook (Razorpay
 * `refund.processed` / `refund.failed`, PhonePe `pg.refund.*`), applied once like a payment's. Events about no
 * payment or refund of ours are acknowledged and ignored (null).
 * @throws AppError not_found (404) for another gateway's path or an unknown payment; bad_request (400)
 *   when the signature does not verify.
 */
export async function handlePaymentWebhook(
  deps: Deps,
  gatewayName: string,
  message: GatewayMessage,
): Promise<AppliedPayment | AppliedRefund | null> {
  const gateway = paymentGateway(deps);
  if (gatewayName !== gateway.name) throw new AppError("not_found", "No such payment gateway");
  const verified = await verifyOrRefuse(() => gateway.handleWebhook(message));
  if (verified) return applyGatewayResult(deps, gateway.name, verified);
  const refund = await verifyOrRefuse(() => gateway.handleRefundWebhook(message));
  return refund ? applyRefundWebhook(deps, gateway.name, refund) : null;
}
