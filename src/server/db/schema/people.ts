import { boolean, index, integer, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth";
import { at, createdAt, id, paise, updatedAt } from "./columns";

export type AvailabilityStatus = "available" | "busy" | "unavailable";
export type { Proficiency } from "@/domain/applications/application";

import type { Proficiency } from "@/domain/applications/application";
import type { Recommendation } from "@/domain/applications/evaluation";

/** freelancers (spec 1 §3, spec 3 §3). hourly_rate is paise per hour. */
export const freelancers = pgTable("freelancers", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  hourlyRate: paise("hourly_rate").notNull(),
  experienceYears: integer("experience_years").notNull().default(0),
  availabilityStatus: text("availability_status").$type<AvailabilityStatus>().notNull().default("available"),
  portfolioUrl: text("portfolio_url"),
  rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
  completedProjects: integer("completed_projects").notNull().default(0),
  successRate: integer("success_rate").notNull().default(0),
  createdAt: createdAt(),
});

/** freelancer_skills (spec 1 §3). */
export const freelancerSkills = pgTable(
  "freelancer_skills",
  {
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => freelancers.id, { onDelete: "cascade" }),
    skillName: text("skill_name").notNull(),
    proficiency: text("proficiency").$type<Proficiency>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.freelancerId, t.skillName] })],
);

/** login_history (spec 1 §3): one row per sign-in; empty values stored as null. */
export const loginHistory = pgTable(
  "login_history",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    loginTime: at("login_time").notNull().defaultNow(),
    device: text("device"),
    location: text("location"),
    locale: text("locale"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("login_history_user_time_idx").on(t.userId, t.loginTime),
    // Login History for administrators: everyone's sign-ins, newest first.
    index("login_history_time_idx").on(t.loginTime, t.id),
  ],
);

/** freelancer_applications (spec 3 §3). */
export const freelancerApplications = pgTable("freelancer_applications", {
  id: id(),
  userId: uuid("user_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  resumeUrl: text("resume_url"),
  uploadedResumeUrl: text("uploaded_resume_url"),
  githubUrl: text("github_url"),
  linkedinUrl: text("linkedin_url"),
  portfolioUrl: text("portfolio_url"),
  twitterUrl: text("twitter_url"),
  skills: text("skills"),
  experienceYears: integer("experience_years"),
  bio: text("bio"),
  status: text("status")
    .$type<"pending" | "needs_interview" | "approved" | "rejected">()
    .notNull()
    .default("pending"),
  aiSummary: text("ai_summary"),
  aiRecommendation: text("ai_recommendation").$type<Recommendation>(),
  aiAnalyzedAt: at("ai_analyzed_at"),
  interviewCompleted: boolean("interview_completed").notNull().default(false),
  interviewCompletedAt: at("interview_completed_at"),
  interviewTranscript: text("interview_transcript"),
  readyForInterview: boolean("ready_for_interview").notNull().default(false),
  rejectionReason: text("rejection_reason"),
  reviewedBy: uuid("reviewed_by").references(() => profiles.id),
  reviewedAt: at("reviewed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
