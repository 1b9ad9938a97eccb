/**
 * Who may do what (DESIGN §4): the permission table by role, and the row-level project rules (spec 2 §6,
 * spec 3 §2) that every route applies to one project and to lists alike.
 */
export type { Actor } from "./actor";
export { can, type Permission } from "./permissions";
export { type ProjectAccess, requireProjectAccess, requireProjectMember } from "./project-access";
export {
  memberProjectsCondition,
  onProjectTeam,
  type ProjectFacts,
  type ProjectStanding,
  projectFactColumns,
  projectStanding,
  teamLink,
} from "./project-rules";
export { requireAccess } from "./require-access";
