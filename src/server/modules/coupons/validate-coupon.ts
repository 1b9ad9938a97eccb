import { z } from "@hono/zod-openapi";
import type { Paise } from "@/domain/money";
import type { ValidateCouponInput } from "@/domain/payments/project-payments";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { AppError } from "../../lib/app-error";
import { checkCoupon, lockPayableItem, refusalError } from "../payments";

/** validate_coupon's answer (spec 2 §7): amounts in paise; `error` only when not valid. */
export const couponCheckSchema = z
  .object({
    valid: z.boolean(),
    error: z.string().optional(),
    /** Paise before the discount (the schedule item's amount when a project item was given). */
    originalAmount: z.number().int(),
    discountAmount: z.number().int(),
    finalAmount: z.number().int(),
  })
  .openapi("CouponCheck");
export type CouponCheck = z.infer<typeof couponCheckSchema>;

/** The amount to check: the schedule item's, computed here, or the plain amount given. */
async function orderAmount(deps: Deps, actor: Actor, input: ValidateCouponInput): Promise<Paise> {
  if (!input.projectId || !input.paymentType) return input.amount ?? 0;
  const { projectId } = input;
  const ref = { paymentType: input.paymentType, milestoneNumber: input.milestoneNumber ?? null };
  const { check } = await deps.db.transaction((tx) =>
    lockPayableItem(tx, { actor, projectId, ref, now: deps.now() }),
  );
  if (check.kind === "already_paid")
    throw new AppError("conflict", PAYMENT_TEXTS.alreadyPaid, { reason: "already_paid" });
  if (check.kind === "refused") throw refusalError(check);
  return check.item.amount;
}

/**
 * validate_coupon (spec 2 §5, §7) for the signed-in client: the code trimmed and upper-cased, checked for
 * this person against the amount — the project item's amount computed by the server, or a plan price — and
 * the purpose. An inapplicable coupon is an answer (valid false with its message), not an error; a used-up
 * code answers the same text as an unknown one. Nothing is reserved here: initiate checks again and reserves
 * the use (issue 19 item 1). Rate limited per user (ops/rate-limits.ts, `coupon-validate`).
 * @throws AppError forbidden (403) for anyone but a client; project_not_found (404) for a project that is
 *   not theirs; conflict (409) when the item is paid or cannot be paid now.
 */
export async function validateCoupon({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: ValidateCouponInput;
}): Promise<CouponCheck> {
  requireAccess(actor, "payments.pay");
  const amount = await orderAmount(deps, actor, input);
  const { evaluation } = await checkCoupon(deps.db, {
    code: input.code,
    userId: actor.id,
    amount,
    purpose: input.applicableTo,
    now: deps.now(),
  });
  const { discountAmount, finalAmount } = evaluation;
  return evaluation.valid
    ? { valid: true, originalAmount: amount, discountAmount, finalAmount }
    : { valid: false, error: evaluation.error, originalAmount: amount, discountAmount, finalAmount };
}
