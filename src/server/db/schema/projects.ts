import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Analysis } from "@/domain/analysis/schema";
import type { InvitationStatus } from "@/domain/projects/invitations";
import type { StatusCode } from "@/domain/projects/statuses";
import { profiles } from "./auth";
import { createdAt, id, paise, updatedAt } from "./columns";
import { freelancers } from "./people";

export type TaskStatus = "pending" | "assigned" | "in_progress" | "review" | "completed";
export type TaskPriority = "low" | "medium" | "high" | "urgent";
export type LegacyStatus = "requested" | "accepted" | "in_progress" | "cancelled";

/** project_statuses (spec 2 §3, §4): the nine status codes and their phases, filled by a migration. */
export const projectStatuses = pgTable("project_statuses", {
  statusCode: text("status_code").$type<StatusCode>().primaryKey(),
  statusName: text("status_name").notNull(),
  statusDescription: text("status_description").notNull(),
  phase: integer("phase").notNull(),
});

/** projects (spec 2 §3). Content lives on versions; current_version points at the published one. */
export const projects = pgTable(
  "projects",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => profiles.id),
    statusCode: text("status_code")
      .$type<StatusCode>()
      .notNull()
      .default("REQUESTED")
      .references(() => projectStatuses.statusCode),
    status: text("status").$type<LegacyStatus>().notNull().default("requested"),
    currentVersion: integer("current_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The project lists order by (created_at desc, id desc): one backward index scan per page.
    index("projects_client_created_idx").on(t.clientId, t.createdAt, t.id),
    index("projects_created_idx").on(t.createdAt, t.id),
    // The freelancer browser: unaccepted projects (by status code), newest first.
    index("projects_status_created_idx").on(t.statusCode, t.createdAt, t.id),
  ],
);

/** A required `project_id` column that goes with its project when the project is deleted. */
export const projectRef = () =>
  uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

/**
 * project_detail_revisions (decision 0022): a counter per project that every committed change to its
 * versions, tasks or payments raises by one, kept by deferred triggers (migration 0012) at the commit of the
 * writing transaction. The project detail caches those rows per process with the revision it read them at
 * and reads them again only when the revision moved. No row: revision 0.
 */
export const projectDetailRevisions = pgTable("project_detail_revisions", {
  projectId: projectRef().primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull(),
});

/** project_versions (spec 2 §3, §4). version_number 0 is the staff-only draft. Money in paise. */
export const projectVersions = pgTable(
  "project_versions",
  {
    id: id(),
    projectId: projectRef(),
    versionNumber: integer("version_number").notNull(),
    isDraft: boolean("is_draft").notNull().default(false),
    createdBy: uuid("created_by").references(() => profiles.id),
    createdAt: createdAt(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    requirements: text("requirements"),
    estimatedBudget: paise("estimated_budget").notNull().default(0),
    budgetMax: paise("budget_max"),
    freelancerBudget: paise("freelancer_budget"),
    deadline: date("deadline", { mode: "string" }),
    requiredSkills: jsonb("required_skills").$type<string[]>().notNull().default([]),
    estimatedDuration: integer("estimated_duration"),
    aiAnalysis: jsonb("ai_analysis").$type<Analysis & { engine?: string }>(),
    projectType: text("project_type"),
    includeHosting: boolean("include_hosting").notNull().default(false),
    enabledForFreelancer: boolean("enabled_for_freelancer").notNull().default(false),
    changeReason: text("change_reason"),
  },
  (t) => [
    uniqueIndex("project_versions_project_number_idx").on(t.projectId, t.versionNumber),
    // The freelancer browser's "has an enabled version": probed per open project, never a scan of all
    // versions (issue 8 item 5).
    index("project_versions_enabled_idx").on(t.projectId).where(sql`${t.enabledForFreelancer}`),
  ],
);

/** project_tasks (spec 2 §3). Hours as decimals, budget in paise, dependencies as task ids. */
export const projectTasks = pgTable(
  "project_tasks",
  {
    id: id(),
    projectId: projectRef(),
    projectVersionId: uuid("project_version_id").references(() => projectVersions.id, {
      onDelete: "cascade",
    }),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status").$type<TaskStatus>().notNull().default("pending"),
    priority: text("priority").$type<TaskPriority>().notNull().default("medium"),
    estimatedHours: numeric("estimated_hours", { precision: 8, scale: 1, mode: "number" })
      .notNull()
      .default(0),
    estimatedBudget: paise("estimated_budget").notNull().default(0),
    actualHours: numeric("actual_hours", { precision: 8, scale: 1, mode: "number" }),
    dependencies: jsonb("dependencies").$type<string[]>().notNull().default([]),
    requiredSkills: jsonb("required_skills").$type<string[]>().notNull().default([]),
    startDate: date("start_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    isMilestone: boolean("is_milestone").notNull().default(false),
    milestoneGroup: integer("milestone_group"),
    assignedTo: uuid("assigned_to").references(() => profiles.id),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_tasks_version_idx").on(t.projectVersionId, t.position),
    index("project_tasks_assigned_idx").on(t.assignedTo),
    // A project's tasks (messaging access, cascade deletes) and who is assigned on it.
    index("project_tasks_project_idx").on(t.projectId, t.assignedTo),
    // Task Mapping: unassigned tasks in due-date order, none last.
    index("project_tasks_unassigned_due_idx")
      .on(t.dueDate.asc().nullsLast())
      .where(sql`${t.assignedTo} is null`),
  ],
);

/**
 * project_attachments (spec 2 §3). file_url is a storage key served only through an authorized route.
 * project_id is null while the file is staged: uploaded on Create Project before the project exists, and
 * linked to it on submit. extracted_text holds the text given to the analysis (txt, pdf, docx).
 */
export const projectAttachments = pgTable(
  "project_attachments",
  {
    id: id(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull(),
    fileType: text("file_type").notNull(),
    fileUrl: text("file_url").notNull(),
    extractedText: text("extracted_text"),
    uploadedBy: uuid("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_attachments_project_idx").on(t.projectId, t.createdAt),
    index("project_attachments_uploader_idx").on(t.uploadedBy),
  ],
);

/** project_freelancers (spec 2 §3): invitations and assignments. hourly_rate in paise. */
export const projectFreelancers = pgTable(
  "project_freelancers",
  {
    projectId: projectRef(),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => freelancers.id, { onDelete: "cascade" }),
    matchScore: integer("match_score"),
    matchReasoning: text("match_reasoning"),
    status: text("status").$type<InvitationStatus>().notNull().default("invited"),
    hourlyRate: paise("hourly_rate"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.freelancerId] })],
);

/** project_interests (spec 3 §3). */
export const projectInterests = pgTable(
  "project_interests",
  {
    id: id(),
    projectId: projectRef(),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => freelancers.id, { onDelete: "cascade" }),
    status: text("status").$type<"interested" | "withdrawn">().notNull().default("interested"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("project_interests_pair_idx").on(t.projectId, t.freelancerId),
    index("project_interests_freelancer_idx").on(t.freelancerId, t.createdAt),
  ],
);

/** project_issues (spec 2 §3). */
export const projectIssues = pgTable("project_issues", {
  id: id(),
  projectId: projectRef(),
  title: text("title").notNull(),
  description: text("description"),
  severity: text("severity").$type<"critical" | "high" | "medium" | "low">().notNull().default("medium"),
  status: text("status").$type<"open" | "in_progress" | "resolved">().notNull().default("open"),
  reportedBy: uuid("reported_by").references(() => profiles.id),
  assignedTo: uuid("assigned_to").references(() => profiles.id),
  resolutionNotes: text("resolution_notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** project_change_requests (spec 2 §3). estimated_cost in paise. */
export const projectChangeRequests = pgTable("project_change_requests", {
  id: id(),
  projectId: projectRef(),
  title: text("title").notNull(),
  description: text("description"),
  estimatedEffort: text("estimated_effort").$type<"small" | "medium" | "large">(),
  status: text("status")
    .$type<"under_review" | "approved" | "rejected" | "completed" | "absorbed">()
    .notNull()
    .default("under_review"),
  requestedBy: uuid("requested_by").references(() => profiles.id),
  reviewedBy: uuid("reviewed_by").references(() => profiles.id),
  canAbsorbInCost: boolean("can_absorb_in_cost"),
  requiresAdditionalPayment: boolean("requires_additional_payment"),
  estimatedCost: paise("estimated_cost"),
  reviewNotes: text("review_notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
