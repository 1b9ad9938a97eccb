import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { RECENT_LIST_SIZE } from "@/domain/constants";
import { recentMonths } from "@/domain/dashboard/charts";
import {
  CANCELLED_STATUS,
  countDashboardBuckets,
  PROJECT_STATUSES,
  type StatusCode,
} from "@/domain/projects/statuses";
import { ROLES, type Role } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import {
  freelancers,
  profiles,
  projectPayments,
  projects,
  projectTasks,
  projectVersions,
  refunds,
  subscriptionPayments,
} from "../../db/schema";
import { countMappableTasks, UNASSIGNED } from "../work";

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

/**
 * The charts both staff dashboards show (issue 7 item 3): every project status code with its count of
 * projects not cancelled (zero included, in workflow order), the cancelled projects apart (issue 19 item
 * 15: a cancelled request keeps its REQUESTED code but is not one), and the money received in each of the last 6 calendar months in India
 * (oldest first) — successful project payments and completed subscription payments, in integer paise,
 * counting what was charged (the discounted amount when a coupon applied) less the payment's processed
 * refunds (issue 20 item 4), in the month of the payment.
 */
export interface StaffCharts {
  projectsByStatus: { statusCode: StatusCode; name: string; count: number }[];
  cancelledProjects: number;
  paymentsByMonth: { month: string; projectPaise: number; subscriptionPaise: number }[];
}

/** Manager dashboard cards (spec 1 §2). Active counts projects whose status matches in_progress (spec 2 §4). */
export interface ManagerDashboard extends StaffCharts {
  kind: "manager";
  totalProjects: number;
  activeProjects: number;
  totalFreelancers: number;
  availableFreelancers: number;
  unassignedTasks: number;
}

/** Administrator dashboard (spec 1 §2): users by role, projects and staff. */
export interface AdministratorDashboard extends StaffCharts {
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
      status: projects.status,
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
    stats: countDashboardBuckets(
      rows.map((r) => ({ statusCode: r.statusCode as StatusCode, status: r.status })),
    ),
    recentProjects: rows.slice(0, RECENT_LIST_SIZE).map((r) => ({
      id: r.id,
      title: r.title,
      statusCode: r.statusCode,
      createdAt: r.createdAt.toISOString(),
    })),
    recentTasks: tasks,
  };
}

/** India's offset, for grouping payment times into Indian calendar months in SQL. */
const IST = "+05:30";

async function staffCharts({ db, now }: Deps): Promise<StaffCharts> {
  const months = recentMonths(now());
  // The first instant of the oldest month in India.
  const since = new Date(`${months[0]}-01T00:00:00${IST}`);
  const monthOf = (column: typeof projectPayments.createdAt | typeof subscriptionPayments.createdAt) =>
    sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  // What each payment charged, less its processed refunds (issue 20 item 4: revenue net of refunds).
  // Columns are spelled with their tables: inside the subquery Drizzle's bare "id" would be the refund's.
  const charged = (table: typeof projectPayments | typeof subscriptionPayments) => {
    const [book, column] =
      table === projectPayments
        ? ["project_payments", "project_payment_id"]
        : ["subscription_payments", "subscription_payment_id"];
    return sql<string>`coalesce(sum(coalesce(${table.discountedAmount}, ${table.amount}) - coalesce((
      select sum(r.amount) from ${refunds} r
      where r.${sql.identifier(column)} = ${sql.identifier(book)}.id and r.status = 'processed'), 0)), 0)`;
  };
  const [byStatus, [cancelled], projectMonths, subscriptionMonths] = await Promise.all([
    db
      .select({ code: projects.statusCode, n: count() })
      .from(projects)
      .where(ne(projects.status, CANCELLED_STATUS))
      .groupBy(projects.statusCode),
    db.select({ n: count() }).from(projects).where(eq(projects.status, CANCELLED_STATUS)),
    db
      .select({ month: monthOf(projectPayments.createdAt), paise: charged(projectPayments) })
      .from(projectPayments)
      .where(and(eq(projectPayments.paymentStatus, "success"), gte(projectPayments.createdAt, since)))
      .groupBy(monthOf(projectPayments.createdAt)),
    db
      .select({ month: monthOf(subscriptionPayments.createdAt), paise: charged(subscriptionPayments) })
      .from(subscriptionPayments)
      .where(
        and(eq(subscriptionPayments.paymentStatus, "completed"), gte(subscriptionPayments.createdAt, since)),
      )
      .groupBy(monthOf(subscriptionPayments.createdAt)),
  ]);
  // sum() of bigint is numeric, which the drivers return as a string; totals stay far below 2^53 paise.
  const paiseIn = (rows: { month: string; paise: string }[], month: string) =>
    Number(rows.find((r) => r.month === month)?.paise ?? 0);
  return {
    projectsByStatus: PROJECT_STATUSES.map((s) => ({
      statusCode: s.code,
      name: s.name,
      count: byStatus.find((b) => b.code === s.code)?.n ?? 0,
    })),
    cancelledProjects: cancelled.n,
    paymentsByMonth: months.map((month) => ({
      month,
      projectPaise: paiseIn(projectMonths, month),
      subscriptionPaise: paiseIn(subscriptionMonths, month),
    })),
  };
}

async function managerDashboard(deps: Deps): Promise<ManagerDashboard> {
  const { db } = deps;
  const [[p], [a], [f], [avail], unassigned, charts] = await Promise.all([
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(projects).where(eq(projects.status, "in_progress")),
    db.select({ n: count() }).from(freelancers),
    db.select({ n: count() }).from(freelancers).where(eq(freelancers.availabilityStatus, "available")),
    // The tasks Task Mapping offers: unassigned, in the current version of an active project.
    countMappableTasks(db, UNASSIGNED),
    staffCharts(deps),
  ]);
  return {
    kind: "manager",
    ...charts,
    totalProjects: p.n,
    activeProjects: a.n,
    totalFreelancers: f.n,
    availableFreelancers: avail.n,
    unassignedTasks: unassigned,
  };
}

async function administratorDashboard(deps: Deps): Promise<AdministratorDashboard> {
  const { db } = deps;
  const [byRole, [p], charts] = await Promise.all([
    db.select({ role: profiles.role, n: count() }).from(profiles).groupBy(profiles.role),
    db.select({ n: count() }).from(projects),
    staffCharts(deps),
  ]);
  const usersByRole = Object.fromEntries(
    ROLES.map((r) => [r, byRole.find((b) => b.role === r)?.n ?? 0]),
  ) as Record<Role, number>;
  return {
    kind: "administrator",
    ...charts,
    usersByRole,
    totalProjects: p.n,
    staff: usersByRole.manager + usersByRole.administrator,
  };
}
