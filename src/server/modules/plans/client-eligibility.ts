import { and, asc, eq, gte, inArray, ne } from "drizzle-orm";
import {
  acceptanceLimitMessage,
  type Eligibility,
  projectEligibility,
  type SubscriptionType,
} from "@/domain/plans/eligibility";
import { ACCEPTED_PHASE, isAccepted } from "@/domain/projects/statuses";
import type { Db, Tx } from "../../db/client";
import { auditLog, profiles, projectStatuses, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { KeptPages, revisionReader } from "../../lib/list-revisions";

/**
 * The instants a client's accepted projects were accepted, one per project. Accepted = status phase above 2
 * and not cancelled (docs/decisions/0006). A project's acceptance instant is the last audited status change
 * that moved it into an accepted phase; projects accepted without such a row (imported, seeded) fall back to
 * their last update.
 */
async function acceptanceInstants(db: Db | Tx, clientId: string): Promise<Date[]> {
  const accepted = await db
    .select({ id: projects.id, updatedAt: projects.updatedAt })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .where(
      and(
        eq(projects.clientId, clientId),
        gte(projectStatuses.phase, ACCEPTED_PHASE),
        ne(projects.status, "cancelled"),
      ),
    );
  const acceptedAt = new Map(accepted.map((p) => [p.id, p.updatedAt]));
  if (accepted.length > 0) {
    const changes = await db
      .select({
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "project"),
          eq(auditLog.action, "project.status"),
          inArray(
            auditLog.entityId,
            accepted.map((p) => p.id),
          ),
        ),
      )
      .orderBy(asc(auditLog.at));
    for (const change of changes) {
      const before = (change.before as { phase?: number } | null)?.phase ?? 0;
      const after = (change.after as { phase?: number } | null)?.phase ?? 0;
      if (change.entityId && !isAccepted(before) && isAccepted(after))
        acceptedAt.set(change.entityId, change.at);
    }
  }
  return [...acceptedAt.values()];
}

/** A client's plan as its profile stores it (spec 1 §3). */
export interface ClientPlanFields {
  subscriptionType: SubscriptionType;
  subscriptionExpiresAt: Date | null;
}

/**
 * Loads a client's plan and accepted projects and applies `projectEligibility` (spec 2 §5, spec 1 §9), reading
 * everything now (what a check inside a writing transaction needs).
 * @param clientId - the client's profile id.
 * @param now - the instant the check applies to.
 */
export async function clientEligibility(db: Db | Tx, clientId: string, now: Date): Promise<Eligibility> {
  const [[profile], acceptedAt] = await Promise.all([
    db
      .select({
        subscriptionType: profiles.subscriptionType,
        subscriptionExpiresAt: profiles.subscriptionExpiresAt,
      })
      .from(profiles)
      .where(eq(profiles.id, clientId)),
    acceptanceInstants(db, clientId),
  ]);
  return projectEligibility({
    subscriptionType: profile?.subscriptionType ?? "free",
    subscriptionExpiresAt: profile?.subscriptionExpiresAt ?? null,
    acceptedProjects: acceptedAt.map((at) => ({ acceptedAt: at })),
    now,
  });
}

/** Clients whose acceptance instants a process keeps per database (a few dates each). */
const KEPT_CLIENTS = 1_000;

/** Per database: its `projects` revision reader, and each client's instants kept under a revision (one unit each). */
const keptByDb = new WeakMap<Db, { projectsRevision: () => Promise<number>; kept: KeptPages<Date[]> }>();

/**
 * {@link clientEligibility} for a read that shows it (the staff project detail's plan room, issue 19 item 2),
 * without a statement per request (issue 18 item 7): `plan` is the client's profile fields the caller read
 * with its own row; the acceptance instants are kept per client while the `projects` list revision (decision
 * 0035: raised at the commit of every change to a project, which every status change and its audit row are)
 * is the one they were read at, and that revision is itself kept while its notices arrive (decision 0039).
 * Never use it to allow a write: `requireRoomToAccept` reads everything in the writing transaction.
 */
export async function keptClientEligibility(
  db: Db,
  clientId: string,
  plan: ClientPlanFields,
  now: Date,
): Promise<Eligibility> {
  let perDb = keptByDb.get(db);
  if (!perDb) {
    perDb = {
      projectsRevision: revisionReader(db, "projects", "client_eligibility_projects_revision"),
      kept: new KeptPages<Date[]>(KEPT_CLIENTS, () => 1),
    };
    keptByDb.set(db, perDb);
  }
  const revision = await perDb.projectsRevision();
  let instants = perDb.kept.get(clientId, revision);
  if (!instants) {
    // Read at `revision` or later: kept under it, so it is only replaced sooner, never served stale.
    instants = await acceptanceInstants(db, clientId);
    perDb.kept.set(clientId, revision, instants);
  }
  return projectEligibility({
    ...plan,
    acceptedProjects: instants.map((at) => ({ acceptedAt: at })),
    now,
  });
}

/**
 * Refuses to accept another project of a client who is at their plan's limit (issue 19 item 2, spec 2 §5):
 * submitting checks eligibility, but a client may submit several projects while none is accepted. Locks the
 * client's profile row first, so two acceptances for one client in parallel transactions count one after
 * the other. Call inside the transaction that moves the project into an accepted phase.
 * @throws AppError conflict (409) whose message names the plan and its limit
 *   ({@link acceptanceLimitMessage}), details `{ reason: "free_limit" | "pro_limit", plan, used, limit }`.
 */
export async function requireRoomToAccept(tx: Tx, clientId: string, now: Date): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, clientId)).for("update");
  const eligibility = await clientEligibility(tx, clientId, now);
  const message = acceptanceLimitMessage(eligibility);
  if (message) {
    const { reason, plan, used, limit } = eligibility;
    throw new AppError("conflict", message, { reason, plan, used, limit });
  }
}
