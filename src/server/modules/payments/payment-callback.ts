import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { Deps } from "../../context";
import { paymentGateway } from "../../integrations/payments";
import { type GatewayMessage, GatewaySignatureError } from "../../integrations/payments/gateway";
import { AppError } from "../../lib/app-error";
import { type AppliedPayment, applyGatewayResult } from "./core/apply-verified";

/**
 * Runs a gateway's verification; a signature that does not verify becomes 400 "Payment verification
 * failed" (spec 2 §8) and changes nothing.
 */
export async function verifyOrRefuse<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    if (error instanceof GatewaySignatureError)
      throw new AppError("bad_request", PAYMENT_TEXTS.verificationFailed);
    throw error;
  }
}

/**
 * The browser's return from the configured gateway — the sandbox's or PhonePe's redirect (query), or
 * Razorpay Checkout's handler response (body) — verified by the gateway, then applied once
 * ({@link applyGatewayResult}). No session is needed: the signature, or the gateway's own status, is the
 * authority.
 * @throws AppError bad_request (400) when verification fails; not_found (404) for an unknown payment.
 */
export async function settleCallback(deps: Deps, message: GatewayMessage): Promise<AppliedPayment> {
  const gateway = paymentGateway(deps);
  const verified = await verifyOrRefuse(() => gateway.verifyCallback(message));
  return applyGatewayResult(deps, gateway.name, verified);
}
