import { z } from "@hono/zod-openapi";
import { APPLICATION_STATUSES, parseSkills } from "@/domain/applications/application";
import type { freelancerApplications } from "../../db/schema";

/** A `freelancer_applications` row. */
export type ApplicationRow = typeof freelancerApplications.$inferSelect;

/** An application as its applicant and staff see it (spec 3 §3). */
export const applicationSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    status: z.enum(APPLICATION_STATUSES),
    resumeUrl: z.string().nullable(),
    /** True when a résumé file was uploaded; download it from `/api/applications/{id}/resume`. */
    hasResumeFile: z.boolean(),
    githubUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    portfolioUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    skills: z.array(z.string()),
    experienceYears: z.number().int().nullable(),
    bio: z.string().nullable(),
    aiSummary: z.string().nullable(),
    aiRecommendation: z.enum(["approved", "needs_training", "rejected", "needs_interview"]).nullable(),
    aiAnalyzedAt: z.string().nullable(),
    interviewCompleted: z.boolean(),
    interviewCompletedAt: z.string().nullable(),
    interviewTranscript: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
    /** The applicant, for the review queue. */
    applicant: z.object({ fullName: z.string(), email: z.string() }),
  })
  .openapi("FreelancerApplication");
export type ApplicationView = z.infer<typeof applicationSchema>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The view of a row and its applicant. */
export function toApplicationView(
  row: ApplicationRow,
  applicant: ApplicationView["applicant"],
): ApplicationView {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    resumeUrl: row.resumeUrl,
    hasResumeFile: row.uploadedResumeUrl !== null,
    githubUrl: row.githubUrl,
    linkedinUrl: row.linkedinUrl,
    portfolioUrl: row.portfolioUrl,
    twitterUrl: row.twitterUrl,
    skills: parseSkills(row.skills),
    experienceYears: row.experienceYears,
    bio: row.bio,
    aiSummary: row.aiSummary,
    aiRecommendation: row.aiRecommendation,
    aiAnalyzedAt: iso(row.aiAnalyzedAt),
    interviewCompleted: row.interviewCompleted,
    interviewCompletedAt: iso(row.interviewCompletedAt),
    interviewTranscript: row.interviewTranscript,
    rejectionReason: row.rejectionReason,
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
    applicant,
  };
}
