import { z } from "@hono/zod-openapi";
import { and, eq, ne } from "drizzle-orm";
import { PAYABLE_PAYMENT_TYPES, paymentBanner, toItemRef } from "@/domain/payments/project-payments";
import { CANCELLED_STATUS } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projects } from "../../db/schema";
import { loadSchedules } from "./project-schedules";

/** A My Projects payment banner (spec 2 §2): which item to pay and how much (paise). */
export const paymentDueSchema = z
  .object({
    projectId: z.uuid(),
    /** advance: the accepted project's advance ("Pay"); due: an item past its due date ("Pay Now"). */
    kind: z.enum(["advance", "due"]),
    paymentType: z.enum(PAYABLE_PAYMENT_TYPES),
    milestoneNumber: z.number().int().nullable(),
    description: z.string(),
    amount: z.number().int(),
    dueDate: z.string(),
  })
  .openapi("PaymentDue");
export type PaymentDue = z.infer<typeof paymentDueSchema>;

/**
 * The payment banners of the signed-in client's projects (spec 2 §2 My Projects), computed from each
 * project's schedule by the domain's `paymentBanner`, so the cards and the project detail agree.
 * @throws AppError forbidden (403) for anyone but a client.
 */
export async function listPaymentsDue({ deps, actor }: { deps: Deps; actor: Actor }): Promise<PaymentDue[]> {
  requireAccess(actor, "payments.pay");
  const owned = await deps.db
    .select({ id: projects.id, statusCode: projects.statusCode, status: projects.status })
    .from(projects)
    .where(and(eq(projects.clientId, actor.id), ne(projects.status, CANCELLED_STATUS)));
  const schedules = await loadSchedules(
    deps.db,
    owned.map((project) => project.id),
    deps.now(),
  );
  return owned.flatMap((project) => {
    const banner = paymentBanner(project, schedules.get(project.id) ?? null);
    if (!banner) return [];
    const { item } = banner;
    return [
      {
        projectId: project.id,
        kind: banner.kind,
        ...toItemRef(item),
        description: item.description,
        amount: item.amount,
        dueDate: item.dueDate,
      },
    ];
  });
}
