import { z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import type { ApplicationStatus } from "@/domain/applications/application";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerApplications, profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { keptPagesOf } from "../../lib/list-revisions";
import { MIME_TYPES } from "../attachments";
import { type ApplicationView, toApplicationView } from "./application-rows";

/** The review queue's tabs (spec 3 §2); Pending also holds applications waiting for their interview. */
export const REVIEW_TABS = ["pending", "approved", "rejected", "all"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export const reviewQuerySchema = z.object({ tab: z.enum(REVIEW_TABS).default("pending") });

const TAB_STATUSES: Record<Exclude<ReviewTab, "all">, ApplicationStatus[]> = {
  pending: ["pending", "needs_interview"],
  approved: ["approved"],
  rejected: ["rejected"],
};

function select(deps: Deps) {
  return deps.db
    .select({ row: freelancerApplications, fullName: profiles.fullName, email: profiles.email })
    .from(freelancerApplications)
    .innerJoin(profiles, eq(profiles.id, freelancerApplications.userId));
}

const view = ({
  row,
  fullName,
  email,
}: {
  row: typeof freelancerApplications.$inferSelect;
  fullName: string;
  email: string;
}) => toApplicationView(row, { fullName, email });

/** The signed-in user's applications, newest first: the application page's state and history (spec 3 §2). */
export async function listMyApplications({
  deps,
  actor,
}: {
  deps: Deps;
  actor: Actor;
}): Promise<ApplicationView[]> {
  const rows = await select(deps)
    .where(eq(freelancerApplications.userId, actor.id))
    .orderBy(desc(freelancerApplications.createdAt));
  return rows.map(view);
}

/** A tab of the review queue as the route answers it. */
type ReviewQueue = { applications: ApplicationView[]; counts: Record<ReviewTab, number> };

/** The review queue's tabs, kept by the `applications` revision (decision 0035). */
const keptTabs = keptPagesOf<ReviewQueue>("applications", "applications_list_revision");

/**
 * The review queue (spec 3 §2): one tab's applications, newest first, and the count of every tab. A tab is
 * answered again while the `applications` list revision stands (decision 0035: any change of an application,
 * or of an applicant's name or e-mail, raises it).
 * @throws AppError forbidden (403) for anyone but staff.
 */
export async function listApplications({
  deps,
  actor,
  tab,
}: {
  deps: Deps;
  actor: Actor;
  tab: ReviewTab;
}): Promise<ReviewQueue> {
  requireAccess(actor, "applications.review");
  return keptTabs(deps.db, tab, () => readReviewQueue(deps, tab));
}

/** One tab of the review queue, read from the database (see {@link listApplications}). */
async function readReviewQueue(deps: Deps, tab: ReviewTab): Promise<ReviewQueue> {
  const all = await select(deps).orderBy(desc(freelancerApplications.createdAt));
  const counts = { pending: 0, approved: 0, rejected: 0, all: all.length };
  for (const { row } of all) {
    for (const key of ["pending", "approved", "rejected"] as const)
      if (TAB_STATUSES[key].includes(row.status)) counts[key] += 1;
  }
  const rows = tab === "all" ? all : all.filter(({ row }) => TAB_STATUSES[tab].includes(row.status));
  return { applications: rows.map(view), counts };
}

/**
 * An uploaded résumé for its applicant or staff.
 * @throws AppError not_found (404) otherwise, or when the application has no file.
 */
export async function downloadResume({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const [row] = await deps.db.select().from(freelancerApplications).where(eq(freelancerApplications.id, id));
  if (!row?.uploadedResumeUrl || (row.userId !== actor.id && !isStaff(actor.role)))
    throw new AppError("not_found", "Application not found");
  const key = row.uploadedResumeUrl;
  const extension = key.slice(key.lastIndexOf(".") + 1) as "pdf" | "doc" | "docx";
  return {
    bytes: await deps.storage.get(key),
    fileName: `resume.${extension}`,
    fileType: MIME_TYPES[extension],
  };
}
