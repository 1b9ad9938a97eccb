import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { TEAM_INVITATION_STATUSES } from "@/domain/projects/invitations";
import { isStaff } from "@/domain/roles";
import { freelancers, projectFreelancers, projects, projectTasks, projectVersions } from "../db/schema";
import type { Actor } from "./actor";

/**
 * The row-level project rules (spec 2 §6, DESIGN §4), next to the permission table: the one place that
 * says who sees a project and who is on its team. They come as SQL fragments, so a single project
 * (`requireProjectAccess`, the detail's prepared statement) and a list of many projects (a `where` over
 * `projects`) evaluate the same text, and as a pure decision over the facts those fragments read.
 *
 * `project` and `user` are SQL values: a column (`projects.id`, `freelancers.userId`), a bound string, or a
 * prepared statement's placeholder.
 */
type SqlValue = SQLWrapper | string;

/** {@link TEAM_INVITATION_STATUSES} as an SQL list of string literals (fixed words, no quotes in them). */
const TEAM_STATUS_LIST = TEAM_INVITATION_STATUSES.map((status) => `'${status}'`).join(", ");

/**
 * SQL boolean over `project_freelancers`: the row puts its freelancer on the team
 * ({@link TEAM_INVITATION_STATUSES}: invited, accepted, active — not declined, issue 19 item 17). Every
 * query that reads project_freelancers as "on the project" adds it.
 */
export function teamLink(): SQL<boolean> {
  // Literals, not bound values: the detail's prepared statement takes only its own placeholders.
  return sql<boolean>`${projectFreelancers.status} in (${sql.raw(TEAM_STATUS_LIST)})`;
}

/** SQL boolean: `user` is linked to `project` through project_freelancers, on its team ({@link teamLink}). */
function linkedToProject(project: SqlValue, user: SqlValue): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${projectFreelancers}
    join ${freelancers} f on f.id = ${projectFreelancers.freelancerId}
    where ${projectFreelancers.projectId} = ${project} and f.user_id = ${user} and ${teamLink()})`;
}

/** SQL boolean: a task of `project` is assigned to `user` (spec 1 §6: a freelancer sees tasks assigned to them). */
function assignedInProject(project: SqlValue, user: SqlValue): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${projectTasks} t
    where t.project_id = ${project} and t.assigned_to = ${user})`;
}

/** SQL boolean: `user` is on `project`'s team, linked to it or assigned one of its tasks. */
export function onProjectTeam(project: SqlValue, user: SqlValue): SQL<boolean> {
  return sql<boolean>`(${linkedToProject(project, user)} or ${assignedInProject(project, user)})`;
}

/**
 * SQL boolean: a version of `project` is enabled for freelancers (spec 2 §4; which one they see is
 * `freelancerVisibleVersion`).
 */
function enabledForFreelancers(project: SqlValue): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${projectVersions} v
    where v.project_id = ${project} and v.enabled_for_freelancer)`;
}

/** What the visibility rule reads of a project for one user. */
export interface ProjectFacts {
  clientId: string;
  /** The user is linked to the project through project_freelancers. */
  linkedFreelancer: boolean;
  /** A task of the project is assigned to the user. */
  assignedTask: boolean;
  /** A version of the project is enabled for freelancers. */
  enabledForFreelancers: boolean;
}

/**
 * The columns of {@link ProjectFacts} other than the client, for a select over `projects` (one row or
 * many): spread them into the select, with `user` the actor's id or a placeholder for it.
 */
export function projectFactColumns(user: SqlValue) {
  return {
    linkedFreelancer: linkedToProject(projects.id, user),
    assignedTask: assignedInProject(projects.id, user),
    enabledForFreelancers: enabledForFreelancers(projects.id),
  };
}

/** Where an actor stands on a project they may see. */
export interface ProjectStanding {
  /** A freelancer linked to the project (project_freelancers). */
  linkedFreelancer: boolean;
  /**
   * A freelancer on the project's team: linked to it or assigned one of its tasks (not one who only sees it
   * because a version is enabled for freelancers).
   */
  onTeam: boolean;
}

/**
 * The visibility rule (spec 2 §6): staff see every project; a client their own; a freelancer one they are
 * linked to, with a task assigned to them, or with a version enabled for freelancers.
 * @returns the actor's standing on the project, or undefined when it is hidden from them.
 */
export function projectStanding(actor: Actor, facts: ProjectFacts): ProjectStanding | undefined {
  const outsider = { linkedFreelancer: false, onTeam: false };
  if (isStaff(actor.role)) return outsider;
  if (actor.role === "client") return facts.clientId === actor.id ? outsider : undefined;
  if (actor.role !== "freelancer") return undefined;
  const onTeam = facts.linkedFreelancer || facts.assignedTask;
  if (!onTeam && !facts.enabledForFreelancers) return undefined;
  return { linkedFreelancer: facts.linkedFreelancer, onTeam };
}

/**
 * The team rule as a condition on `projects`, for lists (spec 3 §2, §6: threads, files): staff every project
 * (undefined), a client their own, a freelancer those they are on ({@link onProjectTeam}).
 */
export function memberProjectsCondition(actor: Actor): SQL | undefined {
  if (isStaff(actor.role)) return undefined;
  if (actor.role === "client") return eq(projects.clientId, actor.id);
  if (actor.role !== "freelancer") return sql`false`;
  return onProjectTeam(projects.id, actor.id);
}
