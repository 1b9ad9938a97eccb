import type { Deps } from "../../context";
import { paymentGateway } from "../../integrations/payments";
import type { GatewayMessage } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { type AppliedPayment, applyGatewayResult } from "./core/apply-verified";
import { verifyOrRefuse } from "./payment-callback";

/**
 * A gateway's server-to-server webhook (DESIGN §5): only the configured gateway's path exists; its adapter
 * verifies the signature and says which payment moved, and the same idempotent update as the browser's
 * return applies it. Events about no payment of ours are acknowledged and ignored (null).
 * @throws AppError not_found (404) for another gateway's path or an unknown payment; bad_request (400)
 *   when the signature does not verify.
 */
export async function handlePaymentWebhook(
  deps: Deps,
  gatewayName: string,
  message: GatewayMessage,
): Promise<AppliedPayment | null> {
  const gateway = paymentGateway(deps);
  if (gatewayName !== gateway.name) throw new AppError("not_found", "No such payment gateway");
  const verified = await verifyOrRefuse(() => gateway.handleWebhook(message));
  return verified ? applyGatewayResult(deps, gateway.name, verified) : null;
}
