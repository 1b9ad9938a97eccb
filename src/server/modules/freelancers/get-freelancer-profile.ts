import { z } from "@hono/zod-openapi";
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or, type SQL } from "drizzle-orm";
import { REVIEWABLE_STATUS_CODES } from "@/domain/freelancers/reviews";
import { teamLink } from "../../access";
import type { Actor } from "../../access/actor";
import { can } from "../../access/permissions";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import {
  freelancerReviews,
  freelancers,
  profiles,
  projectFreelancers,
  projects,
  projectTasks,
  projectVersions,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { freelancerCardSchema, freelancerRows, withSkills } from "./freelancer-rows";

/** spec 3 §2: the unknown-id texts. */
export const FREELANCER_NOT_FOUND = "Freelancer Not Found";

/**
 * The public freelancer profile (spec 3 §2): the card plus bio, avatar, contact e-mail, portfolio, current
 * assignments with the tasks assigned to them, and the reviews clients wrote (issue 7 item 6).
 */
export const freelancerProfileSchema = freelancerCardSchema
  .extend({
    email: z.string(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    portfolioUrl: z.string().nullable(),
    assignments: z.array(
      z.object({
        projectId: z.uuid(),
        title: z.string(),
        statusCode: z.string(),
        tasks: z.array(z.object({ id: z.uuid(), title: z.string(), status: z.string() })),
      }),
    ),
    reviews: z.array(
      z.object({
        id: z.uuid(),
        projectId: z.uuid(),
        projectTitle: z.string(),
        reviewerName: z.string().nullable(),
        rating: z.number().int(),
        comment: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    /** Reviews that stand for earlier work imported with the freelancer (no project, no comment). */
    importedReviewCount: z.number().int(),
  })
  .openapi("FreelancerProfile");
export type FreelancerProfile = z.infer<typeof freelancerProfileSchema>;

/** Projects still under way: not cancelled and not completed or closed. */
const underWay = and(
  ne(projects.status, "cancelled"),
  notInArray(projects.statusCode, [...REVIEWABLE_STATUS_CODES]),
);

/**
 * The freelancer's current assignments (spec 3 §7): linked projects and projects with a task of theirs,
 * among the projects `scope` allows (all for staff and the freelancer; a client's own for a client).
 */
async function currentAssignments(
  db: Db,
  freelancer: { id: string; userId: string },
  scope: SQL | undefined,
) {
  const mine = or(
    inArray(
      projects.id,
      db
        .select({ id: projectFreelancers.projectId })
        .from(projectFreelancers)
        .where(and(eq(projectFreelancers.freelancerId, freelancer.id), teamLink())),
    ),
    inArray(
      projects.id,
      db
        .select({ id: projectTasks.projectId })
        .from(projectTasks)
        .where(eq(projectTasks.assignedTo, freelancer.userId)),
    ),
  );
  const onProjects = await db
    .select({ projectId: projects.id, title: projectVersions.title, statusCode: projects.statusCode })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .where(and(mine, underWay, scope))
    .orderBy(desc(projects.createdAt));
  const tasks = onProjects.length
    ? await db
        .select({
          id: projectTasks.id,
          title: projectTasks.title,
          status: projectTasks.status,
          projectId: projectTasks.projectId,
        })
        .from(projectTasks)
        .innerJoin(projects, eq(projects.id, projectTasks.projectId))
        .innerJoin(projectVersions, currentVersionOfProject)
        .where(
          and(
            eq(projectTasks.assignedTo, freelancer.userId),
            eq(projectTasks.projectVersionId, projectVersions.id),
            inArray(
              projects.id,
              onProjects.map((p) => p.projectId),
            ),
          ),
        )
        .orderBy(projectTasks.position)
    : [];
  return onProjects.map((project) => ({
    ...project,
    tasks: tasks.filter((t) => t.projectId === project.projectId).map(({ projectId: _, ...task }) => task),
  }));
}

/** Reviews written on Kaarya projects `scope` allows, newest first, and how many were imported. */
async function reviewsOf(db: Db, freelancerId: string, scope: SQL | undefined) {
  const [written, [{ imported }]] = await Promise.all([
    db
      .select({
        id: freelancerReviews.id,
        projectId: projects.id,
        projectTitle: projectVersions.title,
        reviewerName: profiles.fullName,
        rating: freelancerReviews.rating,
        comment: freelancerReviews.comment,
        createdAt: freelancerReviews.createdAt,
      })
      .from(freelancerReviews)
      .innerJoin(projects, eq(projects.id, freelancerReviews.projectId))
      .innerJoin(projectVersions, currentVersionOfProject)
      .leftJoin(profiles, eq(profiles.id, freelancerReviews.reviewerId))
      .where(
        and(eq(freelancerReviews.freelancerId, freelancerId), isNotNull(freelancerReviews.projectId), scope),
      )
      .orderBy(desc(freelancerReviews.createdAt)),
    db
      .select({ imported: count() })
      .from(freelancerReviews)
      .where(and(eq(freelancerReviews.freelancerId, freelancerId), isNull(freelancerReviews.projectId))),
  ]);
  return {
    reviews: written.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    importedReviewCount: imported,
  };
}

/** Freelancers on the team of one of `clientId`'s projects: linked to it, or assigned one of its tasks. */
function onTeamOfClient(db: Db, clientId: string): SQL | undefined {
  const clientProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.clientId, clientId));
  return or(
    inArray(
      freelancers.id,
      db
        .select({ id: projectFreelancers.freelancerId })
        .from(projectFreelancers)
        .where(and(inArray(projectFreelancers.projectId, clientProjects), teamLink())),
    ),
    inArray(
      freelancers.userId,
      db
        .select({ id: projectTasks.assignedTo })
        .from(projectTasks)
        .where(and(inArray(projectTasks.projectId, clientProjects), isNotNull(projectTasks.assignedTo))),
    ),
  );
}

/**
 * Which freelancers the actor may open, and which of their projects the profile then shows: staff any
 * freelancer and every project ("freelancers.read"); a freelancer only their own ("freelancers.read_own");
 * a client the freelancers on their projects' teams, showing only those projects' assignments and reviews
 * ("freelancers.read_team": other clients' project titles stay private). Anyone else's is answered 404,
 * so it does not reveal who exists.
 * @throws AppError forbidden (403) for a role with none of these permissions.
 */
function visibleTo(db: Db, actor: Actor): { freelancer: SQL | undefined; projects: SQL | undefined } {
  if (can(actor.role, "freelancers.read")) return { freelancer: undefined, projects: undefined };
  if (can(actor.role, "freelancers.read_own"))
    return { freelancer: eq(freelancers.userId, actor.id), projects: undefined };
  if (can(actor.role, "freelancers.read_team"))
    return { freelancer: onTeamOfClient(db, actor.id), projects: eq(projects.clientId, actor.id) };
  throw new AppError("forbidden", "You do not have permission to do this.");
}

/**
 * A freelancer's public profile (spec 3 §2 "Public freelancer profile"), by `freelancers.id`, or the
 * actor's own when `id` is omitted (`GET /api/me/freelancer`).
 * @throws AppError not_found (404) "Freelancer Not Found" for an unknown id or one the actor may not open
 *   ({@link visibleTo}).
 */
export async function getFreelancerProfile({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id?: string;
}): Promise<FreelancerProfile> {
  const which = id ? eq(freelancers.id, id) : eq(freelancers.userId, actor.id);
  const visible = visibleTo(deps.db, actor);
  const [row] = await withSkills(deps.db, await freelancerRows(deps.db, and(which, visible.freelancer)));
  if (!row) throw new AppError("not_found", FREELANCER_NOT_FOUND);
  const [assignments, reviews] = await Promise.all([
    currentAssignments(deps.db, row, visible.projects),
    reviewsOf(deps.db, row.id, visible.projects),
  ]);
  return { ...row, assignments, ...reviews };
}
