import { z } from "@hono/zod-openapi";
import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import { disputableProject, disputedItemLabel } from "@/domain/disputes/disputes";
import { requireProjectMember } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { disputeEvidence, disputes, projectPayments } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type DisputeView, projectDisputes } from "./dispute-rows";
import { DISPUTABLE_TYPES } from "./open-dispute";

/** A paid item the client may dispute now. Amount in paise. */
export const disputableItemSchema = z.object({
  paymentId: z.uuid(),
  paymentType: z.enum(DISPUTABLE_TYPES),
  milestoneNumber: z.number().int().nullable(),
  label: z.string(),
  amountPaid: z.number().int(),
});
export type DisputableItem = z.infer<typeof disputableItemSchema>;

/**
 * A project's disputes (issue 20 item 3), newest first, for the people on it: staff, the project's client
 * and the freelancers on its team — freelancers without amounts (spec 2 §6). For the client, also the paid
 * items they may dispute now (none unless the project is in progress); `canResolve` for staff.
 * @throws AppError project_not_found (404) for anyone else (a freelancer who only browses it included).
 */
export async function listDisputes({
  deps,
  actor,
  projectId,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
}): Promise<{ disputes: DisputeView[]; disputable: DisputableItem[]; canResolve: boolean }> {
  const project = await requireProjectMember(deps.db, actor, projectId);
  const withAmounts = actor.role !== "freelancer";
  const owner = actor.role === "client" && project.clientId === actor.id;
  const [list, disputable] = await Promise.all([
    projectDisputes(deps.db, projectId, withAmounts),
    owner && disputableProject(project) ? disputableItems(deps, projectId) : Promise.resolve([]),
  ]);
  return {
    disputes: list,
    disputable,
    canResolve: actor.role === "manager" || actor.role === "administrator",
  };
}

/** The project's successful advance, milestone and final payments without an open or refunding dispute. */
async function disputableItems(deps: Deps, projectId: string): Promise<DisputableItem[]> {
  const rows = await deps.db
    .select()
    .from(projectPayments)
    .where(
      and(
        eq(projectPayments.projectId, projectId),
        eq(projectPayments.paymentStatus, "success"),
        inArray(projectPayments.paymentType, [...DISPUTABLE_TYPES]),
        notExists(
          deps.db
            .select({ id: disputes.id })
            .from(disputes)
            .where(
              and(
                eq(disputes.projectPaymentId, projectPayments.id),
                inArray(disputes.status, ["open", "refunding"]),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(projectPayments.createdAt));
  return rows.map((row) => ({
    paymentId: row.id,
    paymentType: row.paymentType as DisputableItem["paymentType"],
    milestoneNumber: row.milestoneNumber,
    label: disputedItemLabel(row.paymentType, row.milestoneNumber),
    amountPaid: row.discountedAmount ?? row.amount,
  }));
}

/**
 * One evidence file, for the people who may see its dispute (the project's members).
 * @throws AppError not_found (404) "File not found" for an unknown file or one the actor may not see.
 */
export async function downloadEvidence({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const [file] = await deps.db
    .select({ evidence: disputeEvidence, projectId: disputes.projectId })
    .from(disputeEvidence)
    .innerJoin(disputes, eq(disputes.id, disputeEvidence.disputeId))
    .where(eq(disputeEvidence.id, id));
  if (!file) throw new AppError("not_found", "File not found");
  try {
    await requireProjectMember(deps.db, actor, file.projectId);
  } catch {
    throw new AppError("not_found", "File not found");
  }
  return {
    bytes: await deps.storage.get(file.evidence.fileUrl),
    fileName: file.evidence.fileName,
    fileType: file.evidence.fileType,
  };
}
