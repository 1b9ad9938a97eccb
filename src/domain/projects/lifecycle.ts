/**
 * The project lifecycle as an explicit state machine (spec 2 §4; decisions in
 * docs/decisions/0006-project-lifecycle.md): which status-code transitions exist, who may take
 * each, and the legacy `projects.status` moves (cancel, invite).
 *
 * @module
 */
import type { Role } from "../roles";
import {
  CANCELLED_STATUS,
  canCancel,
  type LegacyStatus,
  phaseOf,
  STATUS_CODES,
  type StatusCode,
} from "./statuses";

/** From this phase on (COMPLETED, CLOSED) the work is delivered and a project can no longer be cancelled. */
export const DELIVERED_PHASE = 5;

/** Who moves a project: a signed-in role, or the system when a payment succeeds. */
export type LifecycleActor = Role | "system";

/** One edge of the machine: from, to, and the actors allowed to take it. */
export interface Transition {
  from: StatusCode;
  to: StatusCode;
  by: readonly LifecycleActor[];
  /** Why the edge exists, shown in the decision record and the OpenAPI description. */
  reason: string;
}

const STAFF = ["manager", "administrator"] as const;

/**
 * The workflow edges (spec 2 §4 lists the codes and leaves "other transitions" open; we chose
 * these). Administrators may additionally set any code (spec 2 §4 "edit mode"), see
 * {@link canTransition}; the table lists the ordinary path.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: "REQUESTED", to: "UNDER_REVIEW", by: STAFF, reason: "Staff start reviewing the analysis." },
  { from: "UNDER_REVIEW", to: "REQUESTED", by: STAFF, reason: "Review put back for the client." },
  { from: "UNDER_REVIEW", to: "ACCEPTED", by: STAFF, reason: "Staff accept estimate and budget." },
  {
    from: "ACCEPTED",
    to: "STARTED",
    by: [...STAFF, "system"],
    reason: "Work starts: by staff, or by the system when the advance is paid.",
  },
  { from: "STARTED", to: "IN_PROGRESS", by: STAFF, reason: "Tasks are under way." },
  { from: "IN_PROGRESS", to: "PENDING_PAYMENT", by: STAFF, reason: "A milestone is done; payment due." },
  {
    from: "IN_PROGRESS_AFTER_PAYMENT",
    to: "PENDING_PAYMENT",
    by: STAFF,
    reason: "The next milestone is done; payment due.",
  },
  {
    from: "PENDING_PAYMENT",
    to: "IN_PROGRESS_AFTER_PAYMENT",
    by: ["system"],
    reason: "The due payment succeeded (only a verified payment moves it).",
  },
  { from: "IN_PROGRESS", to: "COMPLETED", by: STAFF, reason: "All tasks delivered." },
  { from: "IN_PROGRESS_AFTER_PAYMENT", to: "COMPLETED", by: STAFF, reason: "All tasks delivered." },
  { from: "COMPLETED", to: "CLOSED", by: STAFF, reason: "Settled and archived." },
];

/** Why a lifecycle move was refused; the server maps `not_allowed` to 403 and the rest to 409. */
export type LifecycleErrorCode = "not_allowed" | "invalid_transition" | "project_cancelled" | "same_status";

/** A refused lifecycle move, with a stable code and a message fit for the UI. */
export class LifecycleError extends Error {
  readonly code: LifecycleErrorCode;
  constructor(code: LifecycleErrorCode, message: string) {
    super(message);
    this.name = "LifecycleError";
    this.code = code;
  }
}

/**
 * Whether `actor` may move a project's status code from `from` to `to` (spec 2 §4). Staying on the
 * same code is never a transition. Administrators may set any other code (edit mode); everybody
 * else follows {@link TRANSITIONS}. Clients and freelancers never change a status code.
 */
export function canTransition(actor: LifecycleActor, from: StatusCode, to: StatusCode): boolean {
  if (from === to) return false;
  if (actor === "administrator") return true;
  return TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

/**
 * The codes `actor` may move a project to from `from`, in workflow order (for the staff status
 * control). Administrators get every other code.
 */
export function nextStatuses(actor: LifecycleActor, from: StatusCode): StatusCode[] {
  return STATUS_CODES.filter((to) => canTransition(actor, from, to));
}

/**
 * Checks a status-code change of a project whose legacy status is `legacy`.
 * @throws LifecycleError `project_cancelled` for a cancelled project (terminal for everyone),
 *   `same_status` when nothing changes, `not_allowed` when the actor may take no transition at
 *   all (clients, freelancers), `invalid_transition` when the edge does not exist for the actor.
 */
export function assertTransition(
  actor: LifecycleActor,
  from: StatusCode,
  to: StatusCode,
  legacy: string,
): void {
  if (legacy === CANCELLED_STATUS) {
    throw new LifecycleError("project_cancelled", "This project has been cancelled.");
  }
  if (from === to) throw new LifecycleError("same_status", "The project already has this status.");
  if (actor === "client" || actor === "freelancer") {
    throw new LifecycleError("not_allowed", "You do not have permission to change the project status.");
  }
  if (!canTransition(actor, from, to)) {
    throw new LifecycleError("invalid_transition", `A project cannot move from ${from} to ${to}.`);
  }
}

/**
 * The legacy status after a status-code change: accepting a still-"requested" project marks it
 * "accepted" (so the legacy text agrees with the code); every other change keeps the legacy value.
 */
export function legacyAfterStatusChange(legacy: LegacyStatus, to: StatusCode): LegacyStatus {
  return to === "ACCEPTED" && legacy === "requested" ? "accepted" : legacy;
}

/**
 * The legacy status after the owner cancels (spec 2 §4): "cancelled", only from requested,
 * accepted or in_progress — and, our addition, not once the status code says the work was
 * delivered (COMPLETED, CLOSED; docs/decisions/0006).
 * @throws LifecycleError `project_cancelled` when already cancelled, `invalid_transition` otherwise.
 */
export function legacyAfterCancel(legacy: string, code: StatusCode): LegacyStatus {
  if (legacy === CANCELLED_STATUS) {
    throw new LifecycleError("project_cancelled", "This project has already been cancelled.");
  }
  if (!canCancel(legacy) || phaseOf(code) >= DELIVERED_PHASE) {
    throw new LifecycleError("invalid_transition", "This project can no longer be cancelled.");
  }
  return CANCELLED_STATUS;
}

/**
 * The legacy status after staff invite a freelancer (spec 2 §4): "in_progress".
 * @throws LifecycleError `project_cancelled` for a cancelled project.
 */
export function legacyAfterInvite(legacy: string): LegacyStatus {
  if (legacy === CANCELLED_STATUS) {
    throw new LifecycleError("project_cancelled", "This project has been cancelled.");
  }
  return "in_progress";
}
