import { and, eq, inArray } from "drizzle-orm";
import {
  DISPUTE_MAX_FILES,
  DISPUTE_TEXTS,
  disputableProject,
  disputedItemLabel,
  moveDispute,
} from "@/domain/disputes/disputes";
import { formatInr } from "@/domain/money";
import { requireProjectAccess } from "../../access";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { disputeEvidence, disputes, projectPayments, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import type { StoredUpload } from "../attachments";
import { disputeAudience, sendDisputeNotices } from "./dispute-notices";
import { type DisputeView, loadDispute } from "./dispute-rows";

/** Schedule items a client may dispute: what the payment schedule pays (spec 2 §3). */
export const DISPUTABLE_TYPES = ["advance", "milestone", "final"] as const;

/**
 * A client disputes a paid schedule item of their project (issue 20 item 3): the project must be in
 * progress ({@link disputableProject}), the payment a successful advance, milestone or final payment of it,
 * with no open or refunding dispute. The evidence files come stored already, checked by size and content as
 * they streamed in (the route's `receiveUploads`, the attachments module's checks). The dispute, its
 * evidence rows, the audit row and the notices to the client, staff and the team's freelancers (without
 * amounts) commit in one transaction, under the project row's lock; if anything fails, the stored files
 * are removed again.
 * @throws AppError forbidden (403) unless a client, or for a client who does not own the project;
 *   project_not_found (404); bad_request (400) for a payment that is not a paid item of the project or too
 *   many files; conflict (409) when the project is not in progress or the item already has an open dispute.
 */
export async function openDispute({
  deps,
  actor,
  projectId,
  input,
  files,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  input: { paymentId: string; reason: string };
  files: StoredUpload[];
}): Promise<DisputeView> {
  try {
    requireAccess(actor, "disputes.open");
    const project = await requireProjectAccess(deps.db, actor, projectId);
    if (project.clientId !== actor.id) throw new AppError("forbidden", DISPUTE_TEXTS.notOwner);
    if (files.length > DISPUTE_MAX_FILES) throw new AppError("bad_request", DISPUTE_TEXTS.tooMany);
    const move = moveDispute(null, "open", actor.role);
    if (!move.ok) throw new AppError("forbidden", DISPUTE_TEXTS.notOwner);
    const audience = await disputeAudience(deps.db, projectId);
    const id = await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ statusCode: projects.statusCode, status: projects.status })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for("update");
      if (!locked || !disputableProject(locked)) throw new AppError("conflict", DISPUTE_TEXTS.notInProgress);
      const [payment] = await tx
        .select()
        .from(projectPayments)
        .where(
          and(
            eq(projectPayments.id, input.paymentId),
            eq(projectPayments.projectId, projectId),
            eq(projectPayments.paymentStatus, "success"),
            inArray(projectPayments.paymentType, [...DISPUTABLE_TYPES]),
          ),
        );
      if (!payment) throw new AppError("bad_request", DISPUTE_TEXTS.notPaid);
      const [active] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(
          and(eq(disputes.projectPaymentId, payment.id), inArray(disputes.status, ["open", "refunding"])),
        );
      if (active) throw new AppError("conflict", DISPUTE_TEXTS.alreadyOpen);
      const paymentType = payment.paymentType as (typeof DISPUTABLE_TYPES)[number];
      const [dispute] = await tx
        .insert(disputes)
        .values({
          projectId,
          projectPaymentId: payment.id,
          paymentType,
          milestoneNumber: payment.milestoneNumber,
          openedBy: actor.id,
          reason: input.reason,
          status: move.to,
        })
        .returning({ id: disputes.id });
      if (files.length > 0) {
        await tx.insert(disputeEvidence).values(
          files.map((file) => ({
            disputeId: dispute.id,
            fileName: file.name,
            fileSize: file.storedSize,
            fileType: file.inspected.mimeType,
            fileUrl: file.key,
            uploadedBy: actor.id,
          })),
        );
      }
      const label = disputedItemLabel(paymentType, payment.milestoneNumber);
      await audit(tx, {
        actorId: actor.id,
        action: "dispute.open",
        entity: "dispute",
        entityId: dispute.id,
        after: {
          projectId,
          paymentId: payment.id,
          item: label,
          status: move.to,
          reason: input.reason,
          evidence: files.map((file) => file.name),
        },
      });
      const paid = formatInr(payment.discountedAmount ?? payment.amount);
      await sendDisputeNotices(tx, projectId, [
        {
          userIds: [actor.id],
          title: `Dispute opened: ${label}`,
          body: `We received your dispute of the ${label.toLowerCase()} payment (${paid}) on ${audience.title}. Our team will review it and get back to you.`,
        },
        {
          userIds: audience.staffIds,
          title: `Dispute to review: ${label} on ${audience.title}`,
          body: `The client disputed the ${label.toLowerCase()} payment (${paid}): ${input.reason.slice(0, 300)}`,
        },
        {
          userIds: audience.freelancerIds,
          title: `Dispute opened: ${label} on ${audience.title}`,
          body: `The client disputed ${label.toLowerCase()}. Payouts for it are on hold until the dispute is resolved.`,
        },
      ]);
      return dispute.id;
    });
    return (await loadDispute(deps.db, id, true)) as DisputeView;
  } catch (error) {
    await Promise.all(files.map(({ key }) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
