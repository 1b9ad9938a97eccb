import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { RECENT_LIST_SIZE } from "@/domain/constants";
import { countDashboardBuckets, type StatusCode } from "@/domain/projects/statuses";
import { ROLES, type Role } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { freelancers, profiles, projects, projectTasks, projectVersions } from "../../db/schema";

/** Client and freelancer dashboard (spec 1 §2): phase-bucket counts and the 5 most recent projects and tasks. */
export interface MemberDashboard {
  kind: "member";
  stats: { new: number; active: number; completed: number; all: number };
  recentProjects: { id: string; title: string; statusCode: string; createdAt: string }[];
  recentTasks: {
    id: string;
    title: string;
    status: string;
    dueDate: string | null;
    projectId: string;
    projectTitle: string;
  }[];
}

/** Manager dashboard cards (spec 1 §2). Active counts projects whose status matches in_progress (spec 2 §4). */
export interface ManagerDashboard {
  kind: "manager";
  totalProjects: number;
  activeProjects: number;
  totalFreelancers: number;
  availableFreelancers: number;
  unassignedTasks: number;
}

/** Administrator dashboard (spec 1 §2): users by role, projects and staff. */
export interface AdministratorDashboard {
  kind: "administrator";
  usersByRole: Record<Role, number>;
  totalProjects: number;
  staff: number;
}

export type Dashboard = MemberDashboard | ManagerDashboard | AdministratorDashboard;

/** The dashboard for the actor's role (spec 1 §2 "Dashboards"). */
export async function getDashboard({ deps, actor }: { deps: Deps; actor: Actor }): Promise<Dashboard> {
  requireAccess(actor, "dashboard.read");
  if (actor.role === "manager") return managerDashboard(deps);
  if (actor.role === "administrator") return administratorDashboard(deps);
  return memberDashboard(deps, actor);
}

async function memberDashboard({ db }: Deps, actor: Actor): Promise<MemberDashboard> {
  // A freelancer's projects are those with tasks assigned to them; a client's are their own.
  const mine =
    actor.role === "client"
      ? eq(projects.clientId, actor.id)
      : inArray(
          projects.id,
          db
            .selectDistinct({ id: projectTasks.projectId })
            .from(projectTasks)
            .where(eq(projectTasks.assignedTo, actor.id)),
        );
  const rows = await db
    .select({
      id: projects.id,
      statusCode: projects.statusCode,
      createdAt: projects.createdAt,
      title: projectVersions.title,
    })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .where(mine)
    .orderBy(desc(projects.createdAt));
  const taskOwner =
    actor.role === "client" ? eq(projects.clientId, actor.id) : eq(projectTasks.assignedTo, actor.id);
  const tasks = await db
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      status: projectTasks.status,
      dueDate: projectTasks.dueDate,
      projectId: projects.id,
      projectTitle: projectVersions.title,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .innerJoin(projectVersions, eq(projectVersions.id, projectTasks.projectVersionId))
    .where(and(taskOwner, eq(projectVersions.versionNumber, projects.currentVersion)))
    .orderBy(desc(projectTasks.createdAt), projectTasks.position)
    .limit(RECENT_LIST_SIZE);
  return {
    kind: "member",
    stats: countDashboardBuckets(rows.map((r) => r.statusCode as StatusCode)),
    recentProjects: rows.slice(0, RECENT_LIST_SIZE).map((r) => ({
      id: r.id,
      title: r.title,
      statusCode: r.statusCode,
      createdAt: r.createdAt.toISOString(),
    })),
    recentTasks: tasks,
  };
}

async function managerDashboard({ db }: Deps): Promise<ManagerDashboard> {
  const [[p], [a], [f], [avail], [u]] = await Promise.all([
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(projects).where(eq(projects.status, "in_progress")),
    db.select({ n: count() }).from(freelancers),
    db.select({ n: count() }).from(freelancers).where(eq(freelancers.availabilityStatus, "available")),
    db.select({ n: count() }).from(projectTasks).where(isNull(projectTasks.assignedTo)),
  ]);
  return {
    kind: "manager",
    totalProjects: p.n,
    activeProjects: a.n,
    totalFreelancers: f.n,
    availableFreelancers: avail.n,
    unassignedTasks: u.n,
  };
}

async function administratorDashboard({ db }: Deps): Promise<AdministratorDashboard> {
  const [byRole, [p]] = await Promise.all([
    db.select({ role: profiles.role, n: count() }).from(profiles).groupBy(profiles.role),
    db.select({ n: count() }).from(projects),
  ]);
  const usersByRole = Object.fromEntries(
    ROLES.map((r) => [r, byRole.find((b) => b.role === r)?.n ?? 0]),
  ) as Record<Role, number>;
  return {
    kind: "administrator",
    usersByRole,
    totalProjects: p.n,
    staff: usersByRole.manager + usersByRole.administrator,
  };
}
