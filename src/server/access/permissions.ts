import type { Role } from "@/domain/roles";

/**
 * The one permission table (DESIGN §4): role -> permissions named `<resource>.<action>`.
 * Rows of other people are further filtered by the actor inside each service (spec 2 §6).
 */
export const PERMISSIONS = {
  "projects.create": ["client"],
  "projects.list_own": ["client"],
  "projects.list_all": ["manager", "administrator"],
  "projects.analyze": ["client", "manager", "administrator"],
  "matching.read": ["manager", "administrator"],
  "projects.cancel": ["client"],
  "projects.change_status": ["manager", "administrator"],
  "projects.invite": ["manager", "administrator"],
  "tasks.assign": ["manager", "administrator"],
  "tasks.work_own": ["freelancer"],
  "invitations.answer_own": ["freelancer"],
  "versions.read": ["client", "manager", "administrator"],
  "versions.edit_draft": ["administrator"],
  "versions.publish": ["manager", "administrator"],
  "tasks.edit": ["administrator"],
  "plans.read_eligibility": ["client"],
  "projects.browse": ["freelancer", "manager", "administrator"],
  "interests.express": ["freelancer"],
  "interests.read_own": ["freelancer"],
  "interests.read_project": ["manager", "administrator"],
  "dashboard.read": ["client", "freelancer", "manager", "administrator"],
  "payouts.manage": ["manager", "administrator"],
  "issues.manage": ["manager", "administrator"],
  "change_requests.create": ["client"],
  "change_requests.review": ["manager", "administrator"],
  "mailbox.read": ["administrator"],
  "payouts.read_own": ["freelancer"],
  "payouts.read_project": ["freelancer", "manager", "administrator"],
  "coupons.manage": ["administrator"],
  "payments.pay": ["client"],
  "payments.read_project": ["client", "manager", "administrator"],
  /** Refunds through the gateway and the "Refunds due" queue (issue 20 items 1-2). */
  "refunds.manage": ["manager", "administrator"],
  /** Milestone disputes (issue 20 item 3): the project's client opens one, staff resolve it. */
  "disputes.open": ["client"],
  "disputes.resolve": ["manager", "administrator"],
  "applications.apply": ["client"],
  "applications.review": ["manager", "administrator"],
  "users.manage": ["administrator"],
  "freelancers.read": ["manager", "administrator"],
  "freelancers.read_own": ["freelancer"],
  "freelancers.read_team": ["client"],
  "freelancers.edit_own": ["freelancer"],
  "reviews.create": ["client"],
  "login_history.read_all": ["administrator"],
  "audit_log.read": ["administrator"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** True when `role` holds `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
