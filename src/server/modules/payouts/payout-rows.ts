import { z } from "@hono/zod-openapi";
import { desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { PAYOUT_STATUSES, type PayoutStatus } from "@/domain/payouts/payouts";
import type { Db, Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import {
  freelancerPayments,
  freelancers,
  profiles,
  projectStatuses,
  projects,
  projectVersions,
} from "../../db/schema";

/** One payout as the API shows it (spec 3 §2, §3 freelancer_payments). Amount in paise. */
export const payoutSchema = z
  .object({
    id: z.uuid(),
    project: z.object({ id: z.uuid(), title: z.string(), statusName: z.string() }).nullable(),
    freelancer: z.object({ id: z.uuid(), fullName: z.string() }),
    payerName: z.string().nullable(),
    amount: z.number().int(),
    status: z.enum(PAYOUT_STATUSES),
    paymentType: z.string().nullable(),
    /** The milestone a milestone payment pays (1-based); null when not named (decision 0037). */
    milestoneNumber: z.number().int().nullable(),
    paymentMethod: z.string().nullable(),
    description: z.string().nullable(),
    transactionId: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .openapi("Payout");
export type Payout = z.infer<typeof payoutSchema>;

const payer = alias(profiles, "payer");
const payee = alias(profiles, "payee");

/**
 * Payouts matching `where`, newest first, with the project's current title and status, the freelancer's
 * name and the payer's (spec 3 §7 "freelancer_payments by freelancer with project and payer joined").
 */
export async function selectPayouts(
  db: Db | Tx,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select({
      payout: freelancerPayments,
      projectTitle: projectVersions.title,
      statusName: projectStatuses.statusName,
      freelancerName: payee.fullName,
      payerName: payer.fullName,
    })
    .from(freelancerPayments)
    .innerJoin(freelancers, eq(freelancers.id, freelancerPayments.freelancerId))
    .innerJoin(payee, eq(payee.id, freelancers.userId))
    .leftJoin(payer, eq(payer.id, freelancerPayments.paidBy))
    .leftJoin(projects, eq(projects.id, freelancerPayments.projectId))
    .leftJoin(projectVersions, currentVersionOfProject)
    .leftJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .where(where)
    .orderBy(desc(freelancerPayments.createdAt), desc(freelancerPayments.id))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  return rows.map(
    (row): Payout => ({
      id: row.payout.id,
      project:
        row.payout.projectId && row.projectTitle
          ? { id: row.payout.projectId, title: row.projectTitle, statusName: row.statusName ?? "" }
          : null,
      freelancer: { id: row.payout.freelancerId, fullName: row.freelancerName },
      payerName: row.payerName,
      amount: row.payout.amount,
      status: row.payout.paymentStatus as PayoutStatus,
      paymentType: row.payout.paymentType,
      milestoneNumber: row.payout.milestoneNumber,
      paymentMethod: row.payout.paymentMethod,
      description: row.payout.description,
      transactionId: row.payout.transactionId,
      createdAt: row.payout.createdAt.toISOString(),
      paidAt: row.payout.paidAt?.toISOString() ?? null,
    }),
  );
}
