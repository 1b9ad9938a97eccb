import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { DisputeOutcome, DisputeStatus } from "@/domain/disputes/disputes";
import { profiles } from "./auth";
import { at, createdAt, id, paise, updatedAt } from "./columns";
import { projectPayments, refunds } from "./payments";
import { projectRef } from "./projects";

/**
 * Milestone disputes (issue 20 item 3, src/domain/disputes): a client's dispute of one paid schedule item —
 * the successful project payment of the advance, a milestone or the final payment. `payment_type` and
 * `milestone_number` copy the payment's, so the payout hold reads them without a join. At most one open or
 * refunding dispute per payment. The resolution (outcome, refund amount in paise, notes, who, when) and the
 * refund it asked for; `last_error` says why the last refund attempt failed (the dispute is open again).
 */
export const disputes = pgTable(
  "disputes",
  {
    id: id(),
    projectId: projectRef(),
    projectPaymentId: uuid("project_payment_id")
      .notNull()
      .references(() => projectPayments.id, { onDelete: "cascade" }),
    paymentType: text("payment_type").$type<"advance" | "milestone" | "final">().notNull(),
    milestoneNumber: integer("milestone_number"),
    openedBy: uuid("opened_by")
      .notNull()
      .references(() => profiles.id),
    reason: text("reason").notNull(),
    status: text("status").$type<DisputeStatus>().notNull().default("open"),
    outcome: text("outcome").$type<DisputeOutcome>(),
    /** Paise to refund (a partial or full refund); null when released or not yet decided. */
    refundAmount: paise("refund_amount"),
    resolutionNotes: text("resolution_notes"),
    resolvedBy: uuid("resolved_by").references(() => profiles.id, { onDelete: "set null" }),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: at("resolved_at"),
  },
  (t) => [
    index("disputes_project_idx").on(t.projectId, t.createdAt),
    uniqueIndex("disputes_one_active_idx")
      .on(t.projectPaymentId)
      .where(sql`${t.status} in ('open', 'refunding')`),
  ],
);

/** A dispute's evidence files (checked by content like attachments); `file_url` is the storage key. */
export const disputeEvidence = pgTable(
  "dispute_evidence",
  {
    id: id(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => disputes.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    fileType: text("file_type").notNull(),
    fileUrl: text("file_url").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("dispute_evidence_dispute_idx").on(t.disputeId)],
);
