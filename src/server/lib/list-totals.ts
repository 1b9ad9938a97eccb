import { and, eq, like, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { listTotals } from "../db/schema";
import { exactPattern, prefixPattern } from "./search-pattern";

/**
 * The tables whose pager totals the database keeps (migration 0011, decision 0019), with the columns each
 * count is kept by, in key order: a project's status code; an audit row's entity and action; nothing for
 * sign-ins.
 */
export interface CountedLists {
  projects: [statusCode: KeyPart];
  audit_log: [entity: KeyPart, action: KeyPart];
  login_history: [];
}
export type CountedList = keyof CountedLists;

/** A condition on one key column: its value exactly, or its start; undefined for any value. */
export type KeyPart = { exact: string } | { prefix: string } | undefined;

/** Separates the columns' values in a key (the trigger's chr(31)); no key value contains it. */
const SEPARATOR = "\x1f";

/**
 * The exact number of rows in `list` whose key columns meet `parts` (all rows when every part is undefined
 * or none is given), read from `list_totals` (decision 0019): a sum over at most a few hundred counter rows,
 * the same at 1,000 rows as at 1,000,000, and exact because statement triggers update the counters in the
 * transaction that writes the rows. Values in `parts` are matched literally (LIKE's wildcards escaped).
 * E.g. `listTotal(db, "audit_log", [{ exact: "project" }, { prefix: "project.st" }])`.
 * @returns a non-negative whole number.
 */
export async function listTotal<L extends CountedList>(
  db: Db,
  list: L,
  parts?: CountedLists[L],
): Promise<number> {
  const [{ total }] = await listTotalQuery(db, list, parts);
  return total;
}

/**
 * The select {@link listTotal} runs (one row, `total`), for a list statement that reads its total as a
 * scalar subquery beside its rows, in the same round trip (issue 18 item 7).
 */
export function listTotalQuery<L extends CountedList>(db: Db, list: L, parts?: CountedLists[L]) {
  const where: SQL[] = [eq(listTotals.list, list)];
  if (parts?.some((p) => p !== undefined)) {
    const pattern = parts
      .map((p) => (!p ? "%" : "exact" in p ? exactPattern(p.exact) : prefixPattern(p.prefix)))
      .join(SEPARATOR);
    where.push(like(listTotals.key, pattern));
  }
  return db
    .select({ total: sql`coalesce(sum(${listTotals.n}), 0)`.mapWith(Number) })
    .from(listTotals)
    .where(and(...where));
}
