import { z } from "@hono/zod-openapi";
import { and, count, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import { AVAILABILITY_STATUSES } from "@/domain/freelancers/profile";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { freelancerSkills, freelancers, profiles } from "../../db/schema";
import { keptPagesOf } from "../../lib/list-revisions";
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

type DirectoryQuery = z.output<typeof directoryQuerySchema>;
/** A page of the directory as the route answers it. */
type DirectoryPage = { items: FreelancerCard[]; total: number; page: number; pageSize: number };

/** The directory's unfiltered pages, kept by the `freelancers` revision (decision 0035). */
const keptDirectoryPages = keptPagesOf<DirectoryPage>("freelancers", "freelancers_list_revision");

/**
 * The freelancer directory (spec 3 §2, §7; issue 7 item 5): freelancers best rated first, searched by name,
 * title or skill, filtered by one skill (exact name, any case), availability and an hourly-rate range
 * (paise per hour, both ends included), one page at a time. An unfiltered page is answered again while the
 * `freelancers` list revision stands (decision 0035: any change of a freelancer, their skills or their
 * profile's shown columns raises it).
 * @throws AppError forbidden (403) for anyone but managers and administrators.
 */
export async function listFreelancers({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: DirectoryQuery;
}): Promise<DirectoryPage> {
  requireAccess(actor, "freelancers.read");
  const filtered =
    query.search ||
    query.skill ||
    query.availability ||
    query.minRate !== undefined ||
    query.maxRate !== undefined;
  if (filtered) return readDirectory(deps, query);
  return keptDirectoryPages(deps.db, `${query.page}:${query.pageSize}`, () => readDirectory(deps, query));
}

/** One page of the directory, read from the database (see {@link listFreelancers}). */
async function readDirectory(deps: Deps, query: DirectoryQuery): Promise<DirectoryPage> {
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
