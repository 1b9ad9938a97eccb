import { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import {
  APPLICATION_TEXTS,
  type ApplicationStatus,
  parseSkills,
  proficiencyFor,
} from "@/domain/applications/application";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Tx } from "../../db/client";
import { freelancerApplications, freelancerSkills, profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { notify } from "../notifications";
import { createFreelancerRow } from "../profiles";
import { type ApplicationView, toApplicationView } from "./application-rows";

/** A reviewer's decision (spec 3 §2 Approve, Needs Interview, Reject with a reason). */
export const reviewDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("needs_interview") }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1, "Please provide a reason for rejection").max(2000),
  }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** Which statuses each decision may start from (spec 3 §4: all from pending; an interview may be skipped by rejecting). */
const FROM: Record<ReviewDecision["decision"], ApplicationStatus[]> = {
  approve: ["pending"],
  needs_interview: ["pending"],
  reject: ["pending", "needs_interview"],
};

const NOTICES: Record<ReviewDecision["decision"], { title: string; body: (reason?: string) => string }> = {
  approve: {
    title: "Your freelancer application was approved",
    body: () => "Welcome aboard! You can now browse projects and express interest.",
  },
  needs_interview: {
    title: "One more step: a short interview",
    body: () => "Please complete a 5-10 minute voice interview from your application page.",
  },
  reject: {
    title: "Your freelancer application was not approved",
    body: (reason) => `The reviewer wrote: "${reason}" You may apply again.`,
  },
};

/** Makes the applicant a freelancer: role, a `freelancers` row and skills from the application. */
async function promote(tx: Tx, application: typeof freelancerApplications.$inferSelect) {
  await tx.update(profiles).set({ role: "freelancer" }).where(eq(profiles.id, application.userId));
  const years = application.experienceYears ?? 0;
  const created = await createFreelancerRow(tx, {
    userId: application.userId,
    experienceYears: years,
    portfolioUrl: application.portfolioUrl,
  });
  const skills = parseSkills(application.skills);
  if (created && skills.length > 0) {
    await tx.insert(freelancerSkills).values(
      skills.map((skillName) => ({
        freelancerId: created,
        skillName,
        proficiency: proficiencyFor(years),
      })),
    );
  }
}

/**
 * A reviewer's decision on an application (spec 3 §2 review queue, §4), in one transaction with the row
 * locked: approve (pending only) makes the applicant a freelancer — role, a `freelancers` row (title
 * "Freelancer", rate 0 until they set theirs) and `freelancer_skills` from the application; needs interview
 * (pending only); reject (pending or waiting for the interview) with its reason. Reviewer and time are
 * recorded, the change audited and the applicant notified. A changed role applies from their next request.
 * @throws AppError forbidden (403) for anyone but staff; not_found (404); conflict (409) "This application
 *   has already been reviewed." when its status does not allow the decision.
 */
export async function reviewApplication({
  deps,
  actor,
  id,
  decision,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  decision: ReviewDecision;
}): Promise<ApplicationView> {
  requireAccess(actor, "applications.review");
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(freelancerApplications)
      .where(eq(freelancerApplications.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", "Application not found");
    if (!FROM[decision.decision].includes(current.status))
      throw new AppError("conflict", APPLICATION_TEXTS.notReviewable);
    const status: ApplicationStatus =
      decision.decision === "approve"
        ? "approved"
        : decision.decision === "reject"
          ? "rejected"
          : "needs_interview";
    const reason = decision.decision === "reject" ? decision.reason : null;
    const [updated] = await tx
      .update(freelancerApplications)
      .set({ status, rejectionReason: reason, reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
      .where(eq(freelancerApplications.id, id))
      .returning();
    if (decision.decision === "approve") await promote(tx, current);
    await audit(tx, {
      actorId: actor.id,
      action: `application.${decision.decision}`,
      entity: "freelancer_application",
      entityId: id,
      before: { status: current.status },
      after: { status, ...(reason ? { reason } : {}) },
    });
    const notice = NOTICES[decision.decision];
    await notify(tx, {
      userId: current.userId,
      kind: "application",
      title: notice.title,
      body: notice.body(reason ?? undefined),
      link: "/freelancer-application",
    });
    const [applicant] = await tx
      .select({ fullName: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, current.userId));
    return toApplicationView(updated, applicant);
  });
}
