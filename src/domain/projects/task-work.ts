/**
 * A freelancer's own work on assigned tasks (My Work) and which tasks staff may map to freelancers
 * (Task Mapping): spec 1 §2, §6 ("tasks assigned to them", "assigns tasks to available freelancers"),
 * spec 2 §4 "Tasks" (statuses pending, assigned, in_progress, review, completed).
 *
 * @module
 */
import { z } from "zod";
import { CANCELLED_STATUS, dashboardBucket, STATUS_CODES, type StatusCode } from "./statuses";
import { TASK_STATUSES } from "./tasks";

/** A task status (spec 2 §4 "Tasks"). */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Display names of the task statuses, as the spec's help text writes them. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: "Pending",
  assigned: "Assigned",
  in_progress: "In Progress",
  review: "Review",
  completed: "Completed",
};

/**
 * Where the assigned freelancer may move a task. Work starts from pending or assigned (assignment makes a
 * pending task "assigned", decision 0006), goes to review, and from review either back to work (changes
 * asked for) or to completed. Completed is final for the freelancer; nothing skips review.
 */
const TASK_MOVES: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ["in_progress"],
  assigned: ["in_progress"],
  in_progress: ["review"],
  review: ["in_progress", "completed"],
  completed: [],
};

/** Whether the assigned freelancer may move a task from `from` to `to`; staying put is not a move. */
export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return TASK_MOVES[from].includes(to);
}

/** The statuses the assigned freelancer may move a task in `from` to, in flow order. */
export function nextTaskStatuses(from: TaskStatus): TaskStatus[] {
  return TASK_STATUSES.filter((to) => canMoveTask(from, to));
}

/** Most hours one task can log (a sanity bound on input, about five working years). */
export const MAX_ACTUAL_HOURS = 10_000;

/** Actual hours worked on a task: 0 to {@link MAX_ACTUAL_HOURS}, at most one decimal (e.g. 7.5). */
export const actualHoursSchema = z
  .number("Enter hours as a number")
  .min(0, "Hours cannot be negative")
  .max(MAX_ACTUAL_HOURS, `Hours cannot exceed ${MAX_ACTUAL_HOURS}`)
  .refine((h) => Math.abs(h * 10 - Math.round(h * 10)) < 1e-9, "Use at most one decimal for hours");

/**
 * Body of `PATCH /api/my-tasks/{taskId}`: a new status, a new total of actual hours, or both. Whether the
 * status move is allowed is {@link canMoveTask}'s call, checked by the server against the stored status.
 */
export const myTaskUpdateSchema = z
  .object({
    status: z.enum(TASK_STATUSES).optional(),
    actualHours: actualHoursSchema.optional(),
  })
  .refine((v) => v.status !== undefined || v.actualHours !== undefined, "Nothing to update");
export type MyTaskUpdate = z.infer<typeof myTaskUpdateSchema>;

/**
 * Hours as typed in My Work ("7.5"): digits with at most one decimal. Returns the number, or the message
 * to show under the field.
 */
export function parseHoursInput(text: string): { hours: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return { error: "Enter hours as a number, e.g. 7.5" };
  const parsed = actualHoursSchema.safeParse(Number(trimmed));
  return parsed.success ? { hours: parsed.data } : { error: parsed.error.issues[0].message };
}

/**
 * Status codes of "active" projects, whose unassigned tasks Task Mapping lists: the dashboard's active
 * bucket (spec 2 §4: phase 3 to 4, ACCEPTED to IN_PROGRESS_AFTER_PAYMENT). Before acceptance the estimate
 * and tasks may still change; from COMPLETED on the work is delivered (decision 0006).
 */
export const ACTIVE_STATUS_CODES: readonly StatusCode[] = STATUS_CODES.filter(
  (code) => dashboardBucket(code) === "active",
);

/**
 * Whether a project's tasks appear in Task Mapping: an active status code and not cancelled (cancelled is
 * terminal, decision 0006). `legacyStatus` is `projects.status`.
 */
export function isActiveProject(code: StatusCode, legacyStatus: string): boolean {
  return legacyStatus !== CANCELLED_STATUS && ACTIVE_STATUS_CODES.includes(code);
}
