import { z } from "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  CHANGE_EFFORTS,
  CHANGE_REQUEST_STATUSES,
  ISSUE_SEVERITIES,
  ISSUE_STATUSES,
} from "@/domain/projects/issues";
import type { Db, Tx } from "../../db/client";
import { profiles, projectChangeRequests, projectIssues } from "../../db/schema";

/** An issue as the API shows it (spec 2 §3), with reporter and assignee names. */
export const issueSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    severity: z.enum(ISSUE_SEVERITIES),
    status: z.enum(ISSUE_STATUSES),
    reporterName: z.string().nullable(),
    assignedTo: z.uuid().nullable(),
    assigneeName: z.string().nullable(),
    resolutionNotes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("ProjectIssue");

/** A change request as the API shows it (spec 2 §3); `estimatedCost` (paise) is left out for freelancers. */
export const changeRequestSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    estimatedEffort: z.enum(CHANGE_EFFORTS).nullable(),
    status: z.enum(CHANGE_REQUEST_STATUSES),
    requesterName: z.string().nullable(),
    reviewerName: z.string().nullable(),
    canAbsorbInCost: z.boolean().nullable(),
    requiresAdditionalPayment: z.boolean().nullable(),
    estimatedCost: z.number().int().nullable().optional(),
    reviewNotes: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("ChangeRequest");

export type IssueView = z.infer<typeof issueSchema>;
export type ChangeRequestView = z.infer<typeof changeRequestSchema>;

const first = alias(profiles, "first_person");
const second = alias(profiles, "second_person");

/** A project's issues (or the one with `id`), newest first, with the reporter's and the assignee's names. */
export async function selectIssues(db: Db | Tx, projectId: string, id?: string): Promise<IssueView[]> {
  const rows = await db
    .select({ issue: projectIssues, reporter: first.fullName, assignee: second.fullName })
    .from(projectIssues)
    .leftJoin(first, eq(first.id, projectIssues.reportedBy))
    .leftJoin(second, eq(second.id, projectIssues.assignedTo))
    .where(and(eq(projectIssues.projectId, projectId), id ? eq(projectIssues.id, id) : undefined))
    .orderBy(desc(projectIssues.createdAt), desc(projectIssues.id));
  return rows.map(({ issue, reporter, assignee }) => ({
    id: issue.id,
    projectId: issue.projectId,
    title: issue.title,
    description: issue.description,
    severity: issue.severity,
    status: issue.status,
    reporterName: reporter,
    assignedTo: issue.assignedTo,
    assigneeName: assignee,
    resolutionNotes: issue.resolutionNotes,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
  }));
}

/**
 * A project's change requests (or the one with `id`), newest first, with the requester's and reviewer's names;
 * `withCost: false` leaves the `estimatedCost` key out (freelancers, spec 2 §6).
 */
export async function selectChangeRequests(
  db: Db | Tx,
  projectId: string,
  { withCost, id }: { withCost: boolean; id?: string },
): Promise<ChangeRequestView[]> {
  const rows = await db
    .select({ request: projectChangeRequests, requester: first.fullName, reviewer: second.fullName })
    .from(projectChangeRequests)
    .leftJoin(first, eq(first.id, projectChangeRequests.requestedBy))
    .leftJoin(second, eq(second.id, projectChangeRequests.reviewedBy))
    .where(
      and(eq(projectChangeRequests.projectId, projectId), id ? eq(projectChangeRequests.id, id) : undefined),
    )
    .orderBy(desc(projectChangeRequests.createdAt), desc(projectChangeRequests.id));
  return rows.map(({ request: r, requester, reviewer }) => ({
    id: r.id,
    projectId: r.projectId,
    title: r.title,
    description: r.description,
    estimatedEffort: r.estimatedEffort,
    status: r.status,
    requesterName: requester,
    reviewerName: reviewer,
    canAbsorbInCost: r.canAbsorbInCost,
    requiresAdditionalPayment: r.requiresAdditionalPayment,
    // spec 2 §6: freelancers see no client money.
    ...(withCost ? { estimatedCost: r.estimatedCost } : {}),
    reviewNotes: r.reviewNotes,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
