/**
 * Freelancer applications (spec 3 §2 application page and review queue, §3, §4, §5, §8): the form's
 * rules, the texts, which stage the application page shows, and what an approval creates.
 *
 * @module
 */
import { z } from "zod";
import { httpsLinkSchema } from "../links";

/** How well a freelancer knows a skill (spec 1 §3 freelancer_skills.proficiency). */
export type Proficiency = "expert" | "advanced" | "intermediate";

/** Stored statuses (spec 3 §3). */
export const APPLICATION_STATUSES = ["pending", "needs_interview", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The spec's texts for applications (spec 3 §2, §5, §8). */
export const APPLICATION_TEXTS = {
  resumeRequired: "Please provide either a resume URL or upload a resume file.",
  resumeType: "Please upload a PDF or Word document",
  resumeSize: "File size must be less than 10MB",
  submitFailed: "Failed to submit application",
  approveFailed: "Failed to approve application",
  rejectFailed: "Failed to reject application",
  statusFailed: "Failed to update application status",
  rejectionPrompt: "Please provide a reason for rejection:",
  /** Ours: a second application while one is open. */
  alreadyOpen: "You already have an application in progress.",
  /** Ours: editing after the interview, or an application that is no longer pending. */
  notEditable: "This application can no longer be edited.",
  /** Ours: a review action on an application that is not waiting for one. */
  notReviewable: "This application has already been reviewed.",
} as const;

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(httpsLinkSchema.optional());

/**
 * The application form (spec 3 §5), as text fields (a multipart form or JSON): a résumé link or an uploaded
 * file (checked separately), skills as comma-separated text, whole years of experience (0 or more), a bio,
 * and optional links. The "either a link or a file" rule is checked by the caller, who knows about the file.
 */
export const applicationFormSchema = z.object({
  resumeUrl: optionalUrl,
  githubUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  portfolioUrl: optionalUrl,
  twitterUrl: optionalUrl,
  skills: z.string().trim().min(1, "Skills are required").max(1000),
  experienceYears: z.coerce
    .number({ message: "Years of experience are required" })
    .int("Use whole years")
    .min(0, "Years of experience cannot be negative")
    .max(60),
  bio: z.string().trim().min(1, "Bio is required").max(5000),
});
export type ApplicationForm = z.output<typeof applicationFormSchema>;

/** Skills from the comma-separated field: trimmed, blanks and repeats (any case) dropped, order kept. */
export function parseSkills(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of (text ?? "").split(",")) {
    const skill = raw.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills;
}

/** What the application page shows (spec 3 §2 "States shown"). */
export type ApplicationStage =
  | "apply"
  | "reapply"
  | "under_review"
  | "needs_interview"
  | "under_final_review"
  | "approved";

/**
 * The page's stage from the newest application: none -> apply; rejected -> reapply; needs interview ->
 * needs_interview; approved -> approved; pending with a completed interview -> under_final_review;
 * otherwise under_review.
 */
export function applicationStage(
  latest: { status: ApplicationStatus; interviewCompleted: boolean } | null,
): ApplicationStage {
  if (!latest) return "apply";
  if (latest.status === "rejected") return "reapply";
  if (latest.status === "approved") return "approved";
  if (latest.status === "needs_interview") return "needs_interview";
  return latest.interviewCompleted ? "under_final_review" : "under_review";
}

/** A pending application may be edited in place until its interview is completed (spec 3 §4). */
export function isEditable(application: { status: ApplicationStatus; interviewCompleted: boolean }): boolean {
  return application.status === "pending" && !application.interviewCompleted;
}

/**
 * The proficiency recorded for each skill of an approved applicant (freelancer_skills needs one; the form
 * does not ask): expert from 5 years, advanced from 2, otherwise intermediate. The freelancer can change it.
 */
export function proficiencyFor(experienceYears: number): Proficiency {
  if (experienceYears >= 5) return "expert";
  if (experienceYears >= 2) return "advanced";
  return "intermediate";
}
