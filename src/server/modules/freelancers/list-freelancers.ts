import { z } from "@hono/zod-openapi";
import { and, count, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import { AVAILABILITY_STATUSES } from "@/domain/freelancers/profile";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerSkills, freelancers, profiles } from "../../db/schema";
import { containsPattern } from "../../lib/search-pattern";
import { type FreelancerCard, freelancerRows, toCard, withSkills } from "./freelancer-rows";

/** Query of `GET /api/freelancers`: text, one skill, availability, an hourly-rate range in paise, pages. */
export const directoryQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  skill: z.string().trim().max(100).optional(),
  availability: z.enum(AVAILABILITY_STATUSES).optional(),
  minRate: z.coerce.number().int().min(0).optional().openapi({ description: "paise per hour" }),
  maxRate: z.coerce.number().int().min(0).optional().openapi({ description: "paise per hour" }),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A skill condition on the freelancer of the outer query. */
const hasSkill = (condition: SQL) =>
  sql`exists (select 1 from ${freelancerSkills} where ${freelancerSkills.freelancerId} = ${freelancers.id} and ${condition})`;

/**
 * The freelancer directory (spec 3 §2, §7; issue 7 item 5): freelancers best rated first, searched by name,
 * title or skill, filtered by one skill (exact name, any case), availability and an hourly-rate range
 * (paise per hour, both ends included), one page at a time.
 * @throws AppError forbidden (403) for anyone but managers and administrators.
 */
export async function listFreelancers({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: z.output<typeof directoryQuerySchema>;
}): Promise<{ items: FreelancerCard[]; total: number; page: number; pageSize: number }> {
  requireAccess(actor, "freelancers.read");
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const text = or(
      ilike(profiles.fullName, pattern),
      ilike(freelancers.title, pattern),
      hasSkill(ilike(freelancerSkills.skillName, pattern)),
    );
    if (text) filters.push(text);
  }
  if (query.skill) filters.push(hasSkill(sql`lower(${freelancerSkills.skillName}) = lower(${query.skill})`));
  if (query.availability) filters.push(eq(freelancers.availabilityStatus, query.availability));
  if (query.minRate !== undefined) filters.push(gte(freelancers.hourlyRate, query.minRate));
  if (query.maxRate !== undefined) filters.push(lte(freelancers.hourlyRate, query.maxRate));
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    freelancerRows(deps.db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({ total: count() })
      .from(freelancers)
      .innerJoin(profiles, eq(profiles.id, freelancers.userId))
      .where(where),
  ]);
  const items = (await withSkills(deps.db, rows)).map(toCard);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
