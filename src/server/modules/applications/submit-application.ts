import { and, desc, eq, inArray } from "drizzle-orm";
import {
  APPLICATION_TEXTS,
  type ApplicationForm,
  isEditable,
  parseSkills,
} from "@/domain/applications/application";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerApplications, profiles } from "../../db/schema";
import { evaluateApplication } from "../../integrations/ai/candidate-evaluator";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { inspectFile, type StoredUpload } from "../attachments";
import { type ApplicationView, toApplicationView } from "./application-rows";

/** spec 3 §7: the résumé's refusal texts. */
export const RESUME_TEXTS = {
  invalidType: () => APPLICATION_TEXTS.resumeType,
  tooLarge: () => APPLICATION_TEXTS.resumeSize,
};

/** The text of a résumé stored earlier (an edit that keeps its file), or null. */
async function storedResumeText(deps: Deps, key: string | null): Promise<string | null> {
  if (!key) return null;
  const bytes = await deps.storage.get(key).catch(() => null);
  if (!bytes) return null;
  return (
    (await inspectFile(key.slice(key.lastIndexOf("/") + 1), bytes, RESUME_TEXTS).catch(() => null))?.text ??
    null
  );
}

/**
 * The form's columns and their evaluation (spec 3 §4, §7): the configured AI provider, else — or when it
 * fails — the built-in rule of spec 3 §9. Called outside any transaction (it may go over the network).
 */
async function formValues(deps: Deps, form: ApplicationForm, resumeText: string | null, now: Date) {
  const skills = parseSkills(form.skills);
  const evaluation = await evaluateApplication(deps, {
    skills,
    experienceYears: form.experienceYears,
    bio: form.bio,
    links: {
      resume: form.resumeUrl ?? null,
      github: form.githubUrl ?? null,
      linkedin: form.linkedinUrl ?? null,
      portfolio: form.portfolioUrl ?? null,
      twitter: form.twitterUrl ?? null,
    },
    resumeText,
  });
  return {
    resumeUrl: form.resumeUrl ?? null,
    githubUrl: form.githubUrl ?? null,
    linkedinUrl: form.linkedinUrl ?? null,
    portfolioUrl: form.portfolioUrl ?? null,
    twitterUrl: form.twitterUrl ?? null,
    skills: skills.join(", "),
    experienceYears: form.experienceYears,
    bio: form.bio,
    aiSummary: `${evaluation.summary}\n\n${evaluation.reasoning}`,
    aiRecommendation: evaluation.recommendation,
    aiAnalyzedAt: now,
  };
}

/**
 * Submits a new freelancer application, or edits the applicant's pending one in place (spec 3 §2, §4, §5):
 * a résumé link or an uploaded PDF / Word file (checked by content, under 10 MB) is required — an edit may
 * keep the file it has; skills, whole years and a bio are required; links must be http(s) URLs. The
 * application is evaluated on the way in (summary, reasoning and recommendation stored with their time).
 * Only clients apply, one open application at a time; a rejected applicant may apply again.
 * @param applicationId - the pending application to edit; omit to submit a new one.
 * @throws AppError forbidden (403) for anyone but a client; bad_request (400) "Please provide either a
 *   resume URL or upload a resume file."; unsupported_media_type (415) / payload_too_large (413) for the
 *   file with the spec's texts; conflict (409) when one is already open, or the edited one is no longer
 *   pending or its interview is done; not_found (404) for another person's application.
 */
export async function submitApplication({
  deps,
  actor,
  form,
  resumeFile,
  applicationId,
}: {
  deps: Deps;
  actor: Actor;
  form: ApplicationForm;
  /** The uploaded résumé, stored already by the route (`receiveUploads`: PDF or Word, checked by content). */
  resumeFile?: StoredUpload;
  applicationId?: string;
}): Promise<ApplicationView> {
  requireAccess(actor, "applications.apply");
  const [existing] = applicationId
    ? await deps.db
        .select()
        .from(freelancerApplications)
        .where(and(eq(freelancerApplications.id, applicationId), eq(freelancerApplications.userId, actor.id)))
    : [];
  if (applicationId && !existing) throw new AppError("not_found", "Application not found");
  if (!form.resumeUrl && !resumeFile && !existing?.uploadedResumeUrl)
    throw new AppError("bad_request", APPLICATION_TEXTS.resumeRequired);
  const resume = resumeFile ? { key: resumeFile.key, text: resumeFile.inspected.text } : null;
  const now = deps.now();
  try {
    const resumeText = resume
      ? resume.text
      : await storedResumeText(deps, existing?.uploadedResumeUrl ?? null);
    const values = await formValues(deps, form, resumeText, now);
    const row = await deps.db.transaction(async (tx) => {
      const [applicant] = await tx
        .select({ fullName: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, actor.id))
        .for("update");
      if (existing) {
        const [current] = await tx
          .select()
          .from(freelancerApplications)
          .where(eq(freelancerApplications.id, existing.id));
        if (!isEditable(current)) throw new AppError("conflict", APPLICATION_TEXTS.notEditable);
        const [updated] = await tx
          .update(freelancerApplications)
          .set({ ...values, ...(resume ? { uploadedResumeUrl: resume.key } : {}), updatedAt: now })
          .where(eq(freelancerApplications.id, existing.id))
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: "application.edit",
          entity: "freelancer_application",
          entityId: updated.id,
          after: { aiRecommendation: updated.aiRecommendation },
        });
        return { row: updated, applicant };
      }
      const [open] = await tx
        .select({ id: freelancerApplications.id })
        .from(freelancerApplications)
        .where(
          and(
            eq(freelancerApplications.userId, actor.id),
            inArray(freelancerApplications.status, ["pending", "needs_interview", "approved"]),
          ),
        )
        .orderBy(desc(freelancerApplications.createdAt))
        .limit(1);
      if (open) throw new AppError("conflict", APPLICATION_TEXTS.alreadyOpen);
      const [inserted] = await tx
        .insert(freelancerApplications)
        .values({ ...values, userId: actor.id, uploadedResumeUrl: resume?.key ?? null })
        .returning();
      await audit(tx, {
        actorId: actor.id,
        action: "application.submit",
        entity: "freelancer_application",
        entityId: inserted.id,
        after: { status: "pending", aiRecommendation: inserted.aiRecommendation },
      });
      return { row: inserted, applicant };
    });
    return toApplicationView(row.row, row.applicant);
  } catch (error) {
    if (resume) await deps.storage.delete(resume.key).catch(() => {});
    throw error;
  }
}
