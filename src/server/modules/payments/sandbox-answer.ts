import { and, eq } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { projectPayments, subscriptionPayments } from "../../db/schema";
import type { SandboxGateway, SandboxOutcome } from "../../integrations/payments/sandbox";
import { AppError } from "../../lib/app-error";

/**
 * Pay or Fail pressed on the sandbox gateway's hosted page (DESIGN §5), taken only from the payer: the
 * signed-in user who initiated the project or subscription payment behind the order (issue 19 item 12), so
 * nobody else can settle or fail someone's payment by knowing its order id. The first answer stands.
 * @returns the order's return URL with the signed result.
 * @throws AppError not_found (404) for an unknown order or one of another user's payments.
 */
export async function answerSandboxOrder({
  deps,
  sandbox,
  actor,
  orderId,
  outcome,
}: {
  deps: Deps;
  sandbox: SandboxGateway;
  actor: Actor;
  orderId: string;
  outcome: SandboxOutcome;
}): Promise<string> {
  const order = await sandbox.findOrder(orderId);
  const payer = (table: typeof projectPayments | typeof subscriptionPayments, paymentId: string) =>
    deps.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, paymentId), eq(table.userId, actor.id)));
  const owned =
    order &&
    (
      await Promise.all([
        payer(projectPayments, order.paymentId),
        payer(subscriptionPayments, order.paymentId),
      ])
    ).flat().length > 0;
  const url = owned ? await sandbox.answer(orderId, outcome) : null;
  if (!url) throw new AppError("not_found", "No such sandbox order");
  return url;
}
