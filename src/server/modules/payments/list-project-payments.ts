import { desc, eq } from "drizzle-orm";
import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectPayments } from "../../db/schema";
import { type ProjectTransaction, toTransaction } from "./payment-rows";

/**
 * The project's transaction history (spec 2 §2 project detail, §7 "project_payments: SELECT by project_id
 * newest first"): every payment of the project for its owner and staff. Freelancers see none (spec 2 §6).
 * @throws AppError forbidden (403) for freelancers; project_not_found (404) for another client's project.
 */
export async function listProjectPayments({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<ProjectTransaction[]> {
  requireAccess(actor, "payments.read_project");
  await requireProjectAccess(deps.db, actor, projectId);
  const rows = await deps.db
    .select()
    .from(projectPayments)
    .where(eq(projectPayments.projectId, projectId))
    .orderBy(desc(projectPayments.createdAt), desc(projectPayments.id));
  return rows.map(toTransaction);
}
