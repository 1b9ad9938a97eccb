/**
 * Project status codes, their phases and what each phase allows (spec 2 §4, spec 1 §2).
 *
 * The spec takes each code's phase from a `project_statuses` table without listing the numbers;
 * this module is the single source for that table (the seed writes {@link PROJECT_STATUSES}).
 *
 * @module
 */
import { z } from "zod";

/** The nine project status codes, in workflow order (spec 2 §4). */
export const STATUS_CODES = [
  "REQUESTED",
  "UNDER_REVIEW",
  "ACCEPTED",
  "STARTED",
  "IN_PROGRESS",
  "PENDING_PAYMENT",
  "IN_PROGRESS_AFTER_PAYMENT",
  "COMPLETED",
  "CLOSED",
] as const;

/** One of the nine project status codes (spec 2 §4). */
export type StatusCode = (typeof STATUS_CODES)[number];

/** Zod enum of the status codes, for routes (an administrator may set any code, spec 2 §4). */
export const statusCodeSchema = z.enum(STATUS_CODES);

/** A row of the `project_statuses` table (spec 2 §3): code, display name, description, phase. */
export interface ProjectStatus {
  code: StatusCode;
  name: string;
  description: string;
  /** 1..6; see {@link PROJECT_STATUSES} for why each code has its phase. */
  phase: number;
}

/**
 * The status table, ordered by phase (spec 2 §7: `project_statuses` ordered by phase).
 *
 * Why these phases: the spec fixes three boundaries and we place the codes so every rule holds.
 * - Phase < 3 is "not yet accepted": the client may still edit, freelancers may browse it, the
 *   dashboard counts it as new (spec 2 §4, §5, §2). REQUESTED (1) and UNDER_REVIEW (2) are the
 *   two steps before acceptance, kept apart so staff can tell untouched requests from reviewed ones.
 * - Phase 3..4 is "active" on the dashboard. ACCEPTED and STARTED share phase 3 (accepted, work
 *   about to start / starting); all in-flight work including the payment pause is phase 4,
 *   because a project waiting on a milestone payment is still active, not new and not done.
 * - Phase >= 5 is "completed" only for COMPLETED and CLOSED (spec 2 §4). COMPLETED (5) is
 *   delivered; CLOSED (6) is archived after completion, a later and final state.
 */
export const PROJECT_STATUSES: readonly ProjectStatus[] = [
  {
    code: "REQUESTED",
    name: "Requested",
    description: "The client has submitted the project and its analysis; it awaits review.",
    phase: 1,
  },
  {
    code: "UNDER_REVIEW",
    name: "Under Review",
    description: "Our team is reviewing the analysis, estimate and budget.",
    phase: 2,
  },
  {
    code: "ACCEPTED",
    name: "Accepted",
    description: "The project is accepted; the advance payment and team assignment follow.",
    phase: 3,
  },
  {
    code: "STARTED",
    name: "Started",
    description: "Freelancers are assigned and work has started.",
    phase: 3,
  },
  {
    code: "IN_PROGRESS",
    name: "In Progress",
    description: "Work on the tasks is under way.",
    phase: 4,
  },
  {
    code: "PENDING_PAYMENT",
    name: "Pending Payment",
    description: "A milestone is done; work continues once the due payment is made.",
    phase: 4,
  },
  {
    code: "IN_PROGRESS_AFTER_PAYMENT",
    name: "In Progress (Paid)",
    description: "The due payment is received and work continues.",
    phase: 4,
  },
  {
    code: "COMPLETED",
    name: "Completed",
    description: "All tasks are delivered.",
    phase: 5,
  },
  {
    code: "CLOSED",
    name: "Closed",
    description: "The project is completed, settled and archived.",
    phase: 6,
  },
];

const STATUS_BY_CODE = new Map(PROJECT_STATUSES.map((status) => [status.code, status]));

/**
 * The first phase counted as accepted (spec 2 §4: "phase 3 or higher means accepted";
 * spec 2 §5: "accepted = status phase above 2").
 */
export const ACCEPTED_PHASE = 3;

/** Status of a newly created project (spec 2 §4: creation yields REQUESTED at version 1). */
export const INITIAL_STATUS_CODE: StatusCode = "REQUESTED";

/**
 * Type guard for a status code read from storage or a request.
 *
 * @param value - anything.
 * @returns true when `value` is one of {@link STATUS_CODES}.
 */
export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === "string" && STATUS_BY_CODE.has(value as StatusCode);
}

/**
 * The status-table row for a code (spec 2 §3).
 *
 * @param code - a status code.
 * @returns its name, description and phase.
 * @throws {RangeError} when `code` is not a status code (a bug or corrupt row).
 */
export function statusOf(code: StatusCode): ProjectStatus {
  const status = STATUS_BY_CODE.get(code);
  if (!status) throw new RangeError(`unknown project status code: ${String(code)}`);
  return status;
}

/**
 * The phase (1..6) of a status code (spec 2 §4).
 *
 * @param code - a status code.
 * @returns the phase.
 * @throws {RangeError} when `code` is not a status code.
 */
export function phaseOf(code: StatusCode): number {
  return statusOf(code).phase;
}

/**
 * Whether a phase means the project is accepted (spec 2 §4: phase >= 3). Accepted projects count
 * against the plan limit (spec 2 §5) and can no longer be edited by the client.
 *
 * @param phase - a status phase.
 */
export function isAccepted(phase: number): boolean {
  return phase >= ACCEPTED_PHASE;
}

/**
 * Whether the client may still edit the project (spec 2 §5, §6: phase below 3). Ownership is a
 * separate check; this is only the phase rule. When false the UI/server shows "This project
 * cannot be edited as it has already been accepted" (spec 2 §6).
 *
 * @param phase - a status phase.
 */
export function canClientEdit(phase: number): boolean {
  return phase < ACCEPTED_PHASE;
}

/**
 * Whether freelancers may browse the project (spec 2 §2, §4: the browser shows phase below 3).
 * Visibility also needs `enabled_for_freelancer` on the version; this is only the phase rule.
 *
 * @param phase - a status phase.
 */
export function isBrowsable(phase: number): boolean {
  return phase < ACCEPTED_PHASE;
}

/** A client/freelancer dashboard stat bucket (spec 1 §2, spec 2 §4). */
export type DashboardBucket = "new" | "active" | "completed";

/**
 * The client/freelancer dashboard bucket of a status (spec 2 §4): new = phase below 3;
 * active = phase 3 to 4; completed = phase 5 or more and status COMPLETED or CLOSED.
 *
 * @param code - a status code.
 * @returns the bucket, or `null` for a phase >= 5 status that is neither COMPLETED nor CLOSED
 *   (none today; kept so a future code cannot silently count as completed).
 * @throws {RangeError} when `code` is not a status code.
 */
export function dashboardBucket(code: StatusCode): DashboardBucket | null {
  const phase = phaseOf(code);
  if (phase < ACCEPTED_PHASE) return "new";
  if (phase <= 4) return "active";
  return code === "COMPLETED" || code === "CLOSED" ? "completed" : null;
}

/** Counts for the dashboard stat cards New, Active, Completed, All projects (spec 1 §2). */
export interface DashboardCounts {
  new: number;
  active: number;
  completed: number;
  /** Every project, including any that fall in no bucket. */
  all: number;
}

/** A project as the dashboard counts it: its status code and legacy status (spec 2 §4). */
export interface DashboardProject {
  statusCode: StatusCode;
  /** `projects.status`; "cancelled" after a cancel. */
  status: string;
}

/**
 * Counts projects per dashboard bucket (spec 1 §2, spec 2 §4). A cancelled project keeps its status code
 * (a cancelled request still says REQUESTED) but is in no bucket: it is neither new, nor active, nor
 * completed (issue 19 item 15); it still counts in `all`.
 *
 * @param projects - one entry per project.
 * @returns counts per bucket; `all` is `projects.length`.
 * @throws {RangeError} when a code is not a status code.
 */
export function countDashboardBuckets(projects: readonly DashboardProject[]): DashboardCounts {
  const counts: DashboardCounts = { new: 0, active: 0, completed: 0, all: projects.length };
  for (const project of projects) {
    const bucket = project.status === CANCELLED_STATUS ? null : dashboardBucket(project.statusCode);
    if (bucket) counts[bucket] += 1;
  }
  return counts;
}

/**
 * Status codes that make a project one of a freelancer's current assignments (spec 2 §4).
 */
export const FREELANCER_CURRENT_ASSIGNMENT_CODES = [
  "IN_PROGRESS",
  "IN_PROGRESS_AFTER_PAYMENT",
  "PENDING_PAYMENT",
] as const satisfies readonly StatusCode[];

/**
 * Legacy `projects.status` text values (spec 2 §3, §4), kept beside the status code: invitation
 * sets `in_progress`, cancellation sets `cancelled`.
 */
export const LEGACY_STATUSES = ["requested", "accepted", "in_progress", "cancelled"] as const;

/** One legacy status value (spec 2 §4). */
export type LegacyStatus = (typeof LEGACY_STATUSES)[number];

/** Zod enum of {@link LEGACY_STATUSES}. */
export const legacyStatusSchema = z.enum(LEGACY_STATUSES);

/** Legacy status set by a cancellation (spec 2 §4). */
export const CANCELLED_STATUS: LegacyStatus = "cancelled";

/**
 * Whether a project may be cancelled (spec 2 §4): only from requested, accepted or in_progress.
 * Takes a plain string because legacy rows may hold values outside the enum; anything unknown
 * cannot be cancelled.
 *
 * @param legacyStatus - the project's legacy `status` text.
 */
export function canCancel(legacyStatus: string): boolean {
  return legacyStatus === "requested" || legacyStatus === "accepted" || legacyStatus === "in_progress";
}
