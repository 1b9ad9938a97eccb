import { formatInr } from "@/domain/money";
import { type PayableProject, paymentBanner } from "@/domain/payments/project-payments";
import type { Tx } from "../../db/client";
import { notify } from "../notifications";
import { loadSchedules } from "./project-schedules";

/**
 * Tells the client when a status change makes a payment due (issue 5 item 5 "a payment … due"): when the
 * project's payment banner (spec 2 §2, the domain's `paymentBanner`) names an item after the change that it
 * did not name before — the advance once the project is accepted, a milestone or final payment once the
 * project waits on it. Inside the status change's transaction.
 * Items that fall due by the calendar alone show as the "Pay Now" banner; they are not notified here.
 */
export async function notifyPaymentDue(
  tx: Tx,
  input: { projectId: string; clientId: string; before: PayableProject; after: PayableProject; now: Date },
): Promise<void> {
  const schedule = (await loadSchedules(tx, [input.projectId], input.now)).get(input.projectId) ?? null;
  const banner = paymentBanner(input.after, schedule);
  if (!banner) return;
  const earlier = paymentBanner(input.before, schedule);
  if (
    earlier &&
    earlier.item.type === banner.item.type &&
    earlier.item.milestoneNumber === banner.item.milestoneNumber
  )
    return;
  const { item } = banner;
  await notify(tx, {
    userId: input.clientId,
    kind: "payment",
    title: "Payment due",
    body:
      banner.kind === "advance"
        ? `Your project has been accepted. Pay the advance of ${formatInr(item.amount)} to start work.`
        : `${item.description}: ${formatInr(item.amount)} is due.`,
    link: `/project/${input.projectId}`,
  });
}
