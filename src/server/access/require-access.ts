import { AppError } from "../lib/app-error";
import type { Actor } from "./actor";
import { can, type Permission } from "./permissions";

/**
 * Throws `AppError('forbidden')` (403) unless the actor's role holds `permission`.
 * @returns the actor, narrowed for chaining.
 */
export function requireAccess(actor: Actor, permission: Permission): Actor {
  if (!can(actor.role, permission)) {
    throw new AppError("forbidden", "You do not have permission to do this.");
  }
  return actor;
}
