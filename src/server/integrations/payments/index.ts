import { createHmac } from "node:crypto";
import type { Deps } from "../../context";
import type { PaymentGateway } from "./gateway";
import { createPhonePeGateway } from "./phonepe";
import { createRazorpayGateway } from "./razorpay";
import { createSandboxGateway, type SandboxGateway } from "./sandbox";

const gateways = new WeakMap<Deps, PaymentGateway>();

/** A required setting of the configured gateway. @throws Error naming the missing variable. */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`PAYMENT_GATEWAY needs ${name}; see .env.example`);
  return value;
}

function createGateway(deps: Deps): PaymentGateway {
  const { env } = deps;
  if (env.PAYMENT_GATEWAY === "razorpay") {
    return createRazorpayGateway({
      keyId: required(env.RAZORPAY_KEY_ID, "RAZORPAY_KEY_ID"),
      keySecret: required(env.RAZORPAY_KEY_SECRET, "RAZORPAY_KEY_SECRET"),
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: env.RAZORPAY_BASE_URL,
    });
  }
  if (env.PAYMENT_GATEWAY === "phonepe") {
    return createPhonePeGateway({
      clientId: required(env.PHONEPE_CLIENT_ID, "PHONEPE_CLIENT_ID"),
      clientSecret: required(env.PHONEPE_CLIENT_SECRET, "PHONEPE_CLIENT_SECRET"),
      clientVersion: env.PHONEPE_CLIENT_VERSION,
      env: env.PHONEPE_ENV,
      callbackUsername: env.PHONEPE_CALLBACK_USERNAME,
      callbackPassword: env.PHONEPE_CALLBACK_PASSWORD,
      baseUrl: env.PHONEPE_BASE_URL,
    });
  }
  return createSandboxGateway({ db: deps.db, secret: sandboxSecret(deps), now: deps.now });
}

/**
 * The sandbox's HMAC key: `PAYMENT_SANDBOX_SECRET`, else a key derived from the server secret so the
 * session secret itself never signs payment results.
 */
function sandboxSecret(deps: Pick<Deps, "env" | "secret">): string {
  return (
    deps.env.PAYMENT_SANDBOX_SECRET ??
    createHmac("sha256", deps.secret).update("kaarya-sandbox-gateway").digest("hex")
  );
}

/**
 * The configured payment gateway (DESIGN §5, `PAYMENT_GATEWAY`): the built-in sandbox by default, Razorpay
 * or PhonePe through their adapters. One instance per app (per `deps`).
 * @throws Error when the chosen gateway's credentials are missing.
 */
export function paymentGateway(deps: Deps): PaymentGateway {
  let gateway = gateways.get(deps);
  if (!gateway) {
    gateway = createGateway(deps);
    gateways.set(deps, gateway);
  }
  return gateway;
}

/** The sandbox gateway when it is the configured one, else null (its hosted page exists only then). */
export function sandboxGateway(deps: Deps): SandboxGateway | null {
  const gateway = paymentGateway(deps);
  return gateway.name === "sandbox" ? (gateway as SandboxGateway) : null;
}
