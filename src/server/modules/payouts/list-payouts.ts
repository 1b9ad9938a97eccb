import { and, count, eq } from "drizzle-orm";
import { type PayoutSummary, summarisePayouts } from "@/domain/payouts/payouts";
import { isStaff } from "@/domain/roles";
import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerPayments } from "../../db/schema";
import { freelancerIdOf } from "../interests";
import { type Payout, selectPayouts } from "./payout-rows";

/**
 * Payment History (spec 3 §2): the signed-in freelancer's payouts, newest first and paged, with the four
 * summary figures over all of them. A freelancer without a freelancers row has none.
 * @throws AppError forbidden (403) unless a freelancer.
 */
export async function listMyPayouts({
  deps,
  actor,
  page,
  pageSize,
}: {
  deps: Deps;
  actor: Actor;
  page: number;
  pageSize: number;
}): Promise<{ items: Payout[]; total: number; page: number; pageSize: number; summary: PayoutSummary }> {
  requireAccess(actor, "payouts.read_own");
  const freelancerId = await freelancerIdOf(deps.db, actor);
  const empty = { items: [], total: 0, page, pageSize, summary: summarisePayouts([]) };
  if (!freelancerId) return empty;
  const mine = eq(freelancerPayments.freelancerId, freelancerId);
  const [items, all, [{ total }]] = await Promise.all([
    selectPayouts(deps.db, mine, { limit: pageSize, offset: (page - 1) * pageSize }),
    deps.db
      .select({ amount: freelancerPayments.amount, status: freelancerPayments.paymentStatus })
      .from(freelancerPayments)
      .where(mine),
    deps.db.select({ total: count() }).from(freelancerPayments).where(mine),
  ]);
  return { items, total, page, pageSize, summary: summarisePayouts(all) };
}

/**
 * A project's freelancer payments (spec 2 §2 lower sections): staff see all of them; a freelancer sees only
 * their own ("My Payments"). Clients never see what freelancers are paid (spec 2 §6).
 * @throws AppError forbidden (403) for clients; project_not_found (404) when not visible.
 */
export async function listProjectPayouts({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<Payout[]> {
  requireAccess(actor, "payouts.read_project");
  await requireProjectAccess(deps.db, actor, projectId);
  const ofProject = eq(freelancerPayments.projectId, projectId);
  if (isStaff(actor.role)) return selectPayouts(deps.db, ofProject);
  const freelancerId = await freelancerIdOf(deps.db, actor);
  if (!freelancerId) return [];
  return selectPayouts(deps.db, and(ofProject, eq(freelancerPayments.freelancerId, freelancerId)));
}
