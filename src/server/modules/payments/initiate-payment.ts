import { eq } from "drizzle-orm";
import { type InitiatePaymentInput, paymentDescription } from "@/domain/payments/project-payments";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { profiles, projectPayments } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import { recordSuccess } from "./core/record-success";
import {
  gatewayForPayer,
  type Initiation,
  openCheckout,
  type PaymentCall,
  startPayment,
} from "./core/start-payment";
import { lockPayableItem, refusalError } from "./payable-item";
import { type PaymentRow, sameItem } from "./payment-rows";

type Prepared =
  | { done: Initiation }
  | { row: PaymentRow; description: string; customer: { id: string; name: string; email: string } };

/** Everything but the gateway call, in one transaction with the project row locked. */
function prepare(deps: Deps, actor: Actor, input: InitiatePaymentInput, gateway: PaymentGateway) {
  const now = deps.now();
  const ref = { paymentType: input.paymentType, milestoneNumber: input.milestoneNumber ?? null };
  return deps.db.transaction(async (tx): Promise<Prepared> => {
    const { project, check } = await lockPayableItem(tx, { actor, projectId: input.projectId, ref, now });
    if (check.kind === "already_paid") return { done: { success: true, alreadyPaid: true } };
    if (check.kind === "refused") throw refusalError(check);
    const item = { projectId: project.id, ...ref };
    const description = paymentDescription(check.item, project.title);
    const started = await startPayment(tx, {
      entity: "project_payment",
      userId: actor.id,
      amount: check.item.amount,
      couponCode: input.couponCode ?? null,
      purpose: "projects",
      gateway,
      description,
      now,
      sameItem: sameItem(item),
      insert: async (values) =>
        (
          await tx
            .insert(projectPayments)
            .values({ ...item, ...values })
            .returning()
        )[0],
      succeed: (row, charged) =>
        recordSuccess(tx, { ...row, charged }, { before: { paymentStatus: null }, now }),
    });
    if ("done" in started) return started;
    const [customer] = await tx
      .select({ name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, actor.id));
    return { row: started.row, description, customer: { id: actor.id, ...customer } };
  });
}

/**
 * payment-initiate (spec 2 §7; issue 4 item 2) for the owner of the project: the amount is the schedule
 * item's (never the client's), less a valid coupon. Answers, in order: already paid; an existing pending
 * payment of the same item, amount and coupon, reused with its order (and the coupon use it holds); zero
 * amount — the coupon covers everything, so the payment is recorded as successful and the coupon use counted
 * in the same transaction; otherwise a new pending payment holding a reserved coupon use (issue 19 item 1),
 * its expiry queued, and a gateway order for the amount charged (the payment core: {@link startPayment},
 * {@link openCheckout}).
 * @throws AppError forbidden (403) for anyone but a client; project_not_found (404) unless their project;
 *   conflict (409) when the item cannot be paid now (the domain's texts); bad_request (400) for a coupon
 *   that does not apply (its uses all reserved or counted included), with its message; internal (500) "Failed to initiate payment. Please try again."
 *   when the gateway refuses the order (the payment is then marked failed).
 */
export async function initiatePayment({
  deps,
  actor,
  input,
}: PaymentCall<InitiatePaymentInput>): Promise<Initiation> {
  const gateway = gatewayForPayer(deps, actor);
  const prepared = await prepare(deps, actor, input, gateway);
  if ("done" in prepared) return prepared.done;
  return openCheckout(deps, gateway, { entity: "project_payment", ...prepared });
}
