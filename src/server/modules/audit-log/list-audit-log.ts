import { z } from "@hono/zod-openapi";
import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from "drizzle-orm";
import { BUSINESS_UTC_OFFSET_MINUTES } from "@/domain/constants";
import { isDateString } from "@/domain/dates";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { auditLog, profiles } from "../../db/schema";
import { keptPagesOf } from "../../lib/list-revisions";
import { listTotal } from "../../lib/list-totals";
import { containsPattern, prefixPattern } from "../../lib/search-pattern";

/** Rows per page of the audit log (the same 50 as Login History). */
export const AUDIT_LOG_PAGE_SIZE = 50;

const DAY_MS = 86_400_000;

/** One audit_log row (DESIGN §3) with its actor as name and e-mail; `actor` is null for the system. */
export const auditEntrySchema = z
  .object({
    id: z.uuid(),
    at: z.string().openapi({ description: "ISO 8601" }),
    action: z.string().openapi({ example: "user.role" }),
    entity: z.string().openapi({ example: "profile" }),
    entityId: z.string().nullable(),
    actor: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
    before: z.unknown().openapi({ description: "The entity's state before, as recorded (JSON), or null" }),
    after: z.unknown().openapi({ description: "The entity's state after, as recorded (JSON), or null" }),
  })
  .openapi("AuditEntry");
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = (label: string) =>
  z
    .string()
    .refine(isDateString, `${label} must be a YYYY-MM-DD date`)
    .optional()
    .openapi({ description: `${label}, a calendar day in India (IST), inclusive`, example: "2026-11-22" });

/** Query of `GET /api/audit-log`: filters (all optional, combined with AND) and a 1-based page. */
export const auditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    actor: z
      .string()
      .trim()
      .max(200)
      .optional()
      .openapi({ description: "Part of the actor's name or e-mail" }),
    action: z
      .string()
      .trim()
      .max(100)
      .optional()
      .openapi({ description: "An action, or its start: `user.role`, `payment.`" }),
    entity: z
      .string()
      .trim()
      .max(100)
      .optional()
      .openapi({ description: "An entity type, exactly: `project`" }),
    from: day("First day"),
    to: day("Last day"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The first day is after the last",
    path: ["to"],
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** The instant an IST calendar day begins ("YYYY-MM-DD" at 00:00 +05:30). */
function istDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - BUSINESS_UTC_OFFSET_MINUTES * 60_000);
}

function conditions(query: AuditLogQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.actor) {
    const pattern = containsPattern(query.actor);
    where.push(or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)));
  }
  // The action starts with the text. Actions are written in lower case, so a case-sensitive LIKE on the
  // lowered text (which a btree index on action with text_pattern_ops serves) finds them whatever case was
  // typed.
  if (query.action) where.push(like(auditLog.action, prefixPattern(query.action.toLowerCase())));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.from) where.push(gte(auditLog.at, istDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, new Date(istDayStart(query.to).getTime() + DAY_MS)));
  return where.length ? and(...where) : undefined;
}

/**
 * The exact number of rows matching `query` (decision 0019): unfiltered or filtered by entity and action
 * only, the database's kept totals (per entity and action, so a filter sums a few counters); with an actor
 * or days, a count of the matches only, through the index of a filter (day range, action, entity, or the
 * matching actors' rows), joining profiles only when the actor filter needs them.
 */
async function pagerTotal(deps: Deps, query: AuditLogQuery, where: SQL | undefined): Promise<number> {
  if (!query.actor && !query.from && !query.to)
    return listTotal(deps.db, "audit_log", [
      query.entity ? { exact: query.entity } : undefined,
      query.action ? { prefix: query.action.toLowerCase() } : undefined,
    ]);
  const counted = deps.db.select({ total: count() }).from(auditLog);
  const [{ total }] = await (query.actor
    ? counted.leftJoin(profiles, eq(profiles.id, auditLog.actorId)).where(where)
    : counted.where(where));
  return total;
}

/** A page of the audit log as the route answers it. */
type AuditLogPage = { items: AuditEntry[]; total: number; page: number; pageSize: number };

/** The audit log's unfiltered pages, kept by the `audit_log` revision (decision 0035). */
const keptAuditPages = keptPagesOf<AuditLogPage>("audit_log", "audit_log_list_revision");

/**
 * The audit log for administrators (issue 8): every recorded change, newest first, 50 per page, filtered by
 * actor (part of name or e-mail), action (case-insensitive, from its start), entity type (exact) and a
 * range of IST calendar days, with the total for the pager. An unfiltered page is answered again while the
 * `audit_log` list revision stands (decision 0035: every audit row written, and any change of a profile's
 * name or e-mail, raises it).
 * @throws AppError forbidden (403) for anyone but an administrator.
 */
export async function listAuditLog({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: AuditLogQuery;
}): Promise<AuditLogPage> {
  requireAccess(actor, "audit_log.read");
  const filtered = query.actor || query.action || query.entity || query.from || query.to;
  if (filtered) return readAuditLog(deps, query);
  return keptAuditPages(deps.db, String(query.page), () => readAuditLog(deps, query));
}

/** One page of the audit log, read from the database (see {@link listAuditLog}). */
async function readAuditLog(deps: Deps, query: AuditLogQuery): Promise<AuditLogPage> {
  const where = conditions(query);
  const [rows, total] = await Promise.all([
    deps.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorId: profiles.id,
        actorName: profiles.fullName,
        actorEmail: profiles.email,
      })
      .from(auditLog)
      .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LOG_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_LOG_PAGE_SIZE),
    pagerTotal(deps, query, where),
  ]);
  return {
    items: rows.map(({ actorId, actorName, actorEmail, at, ...row }) => ({
      ...row,
      at: at.toISOString(),
      actor:
        actorId && actorName !== null && actorEmail !== null
          ? { id: actorId, fullName: actorName, email: actorEmail }
          : null,
    })),
    total,
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  };
}
