import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { isStaff } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { profiles, projectStatuses, projects, projectVersions } from "../../db/schema";
import { listTotal } from "../../lib/list-totals";
import { containsPattern } from "../../lib/search-pattern";
import type { ProjectListItem } from "./project-schemas";

/**
 * The exact number of projects the list shows (decision 0019). Every project has its current version and
 * its client, so without a search staff see every project: the database's kept total, whatever the table's
 * size; a client's own are counted on their index (`projects_client_created_idx`); a search counts its
 * matches over the three-table join.
 */
async function pagerTotal(deps: Deps, staff: boolean, where: SQL | undefined, search: boolean) {
  if (staff && !search) return listTotal(deps.db, "projects");
  const counted = deps.db.select({ total: count() }).from(projects);
  const [{ total }] = await (search
    ? counted
        .innerJoin(projectVersions, currentVersionOfProject)
        .innerJoin(profiles, eq(profiles.id, projects.clientId))
        .where(where)
    : counted.where(where));
  return total;
}

/**
 * Lists projects newest first (spec 2 §2 My Projects and All Projects): a client gets their own, staff get
 * all with client name and e-mail and the estimated and freelancer budgets. `search` matches title,
 * description or (for staff) the client's name or e-mail. Clients get no required skills (spec 2 §6). Each row shows its current version.
 * @throws AppError forbidden for freelancers (they browse enabled projects instead).
 */
export async function listProjects({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: { search?: string; page: number; pageSize: number };
}): Promise<{ items: ProjectListItem[]; total: number; page: number; pageSize: number }> {
  const staff = isStaff(actor.role);
  requireAccess(actor, staff ? "projects.list_all" : "projects.list_own");
  const filters: SQL[] = [];
  if (!staff) filters.push(eq(projects.clientId, actor.id));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = [ilike(projectVersions.title, pattern), ilike(projectVersions.description, pattern)];
    if (staff) matches.push(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
    filters.push(or(...matches)!);
  }
  const where = and(...filters);
  // Only the listed columns: the version's ai_analysis JSON is large and not needed here.
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        id: projects.id,
        title: projectVersions.title,
        description: projectVersions.description,
        statusCode: projects.statusCode,
        statusName: projectStatuses.statusName,
        status: projects.status,
        phase: projectStatuses.phase,
        createdAt: projects.createdAt,
        deadline: projectVersions.deadline,
        estimatedDuration: projectVersions.estimatedDuration,
        requiredSkills: projectVersions.requiredSkills,
        budgetMax: projectVersions.budgetMax,
        estimatedBudget: projectVersions.estimatedBudget,
        freelancerBudget: projectVersions.freelancerBudget,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
      })
      .from(projects)
      .innerJoin(projectVersions, currentVersionOfProject)
      .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
      .innerJoin(profiles, eq(profiles.id, projects.clientId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    pagerTotal(deps, staff, where, !!query.search),
  ]);
  const items = rows.map(({ freelancerBudget, clientName, clientEmail, requiredSkills, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    // spec 2 §6: only staff see the freelancer budget, the required skills and the client.
    ...(staff ? { freelancerBudget, clientName, clientEmail, requiredSkills } : {}),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}
