import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { AppError } from "../../lib/app-error";
import { failPendingPayment } from "../payments";
import { ownPayment } from "./continue-payment";

/**
 * The payer closed the checkout without paying ("Payment cancelled", spec 1 §8, spec 2 §8): their pending
 * payment, project or subscription, is marked failed with the note `cancelled` and the coupon use it held is
 * released at once (issue 19 item 1), instead of waiting for its expiry. A payment no longer pending is left
 * as it is; a gateway result that arrives later still applies (decision 0009).
 * @returns whether the payment was pending and is now cancelled.
 * @throws AppError not_found (404) unless it is the actor's own payment.
 */
export async function cancelPayment({
  deps,
  actor,
  paymentId,
}: {
  deps: Deps;
  actor: Actor;
  paymentId: string;
}): Promise<{ cancelled: boolean }> {
  const found = await ownPayment(deps, actor, paymentId);
  if (!found) throw new AppError("not_found", "Payment not found");
  if (!found.pending) return { cancelled: false };
  const entity = found.kind === "project" ? "project_payment" : "subscription_payment";
  const cancelled = await deps.db.transaction((tx) =>
    failPendingPayment(tx, { entity, paymentId, note: "cancelled", actorId: actor.id, now: deps.now() }),
  );
  return { cancelled };
}
