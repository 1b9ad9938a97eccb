/**
 * User roles (spec 1 §1, §6).
 *
 * @module
 */
import { z } from "zod";

/** The four roles, in the order the spec lists them (spec 1 §1). */
export const ROLES = ["client", "freelancer", "manager", "administrator"] as const;

/** A user's role: `'client' | 'freelancer' | 'manager' | 'administrator'` (spec 1 §1). */
export type Role = (typeof ROLES)[number];

/** Zod enum of {@link ROLES}, for routes and forms. */
export const roleSchema = z.enum(ROLES);

/** Roles that review projects, match freelancers and see drafts (spec 1 §6, spec 2 §6). */
export const STAFF_ROLES = ["manager", "administrator"] as const satisfies readonly Role[];

/** Self-signup always creates this role (spec 1 §2, §6). */
export const DEFAULT_SIGN_UP_ROLE: Role = "client";

/**
 * Type guard for a role string read from storage or a token.
 *
 * @param value - anything.
 * @returns true when `value` is one of {@link ROLES}.
 */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * True for managers and administrators (spec 1 §6): the roles that see all projects, drafts,
 * the freelancer budget list and matches (spec 2 §6).
 *
 * @param role - a role.
 * @returns whether the role is staff.
 */
export function isStaff(role: Role): boolean {
  return role === "manager" || role === "administrator";
}

/** How each role is named on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  client: "Client",
  freelancer: "Freelancer",
  manager: "Manager",
  administrator: "Administrator",
};
