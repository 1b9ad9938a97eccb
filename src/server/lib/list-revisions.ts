import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { listRevisions } from "../db/schema";

/** The lists whose revision the database keeps (migration 0020, decision 0035). */
export type RevisedList = "projects";

/**
 * The select of `list`'s revision (one row, `revision`): the sum of its slots' counters, which grows at the
 * commit of every transaction that changed a row the list shows, and is 0 before the first. Run on its own
 * (a sum over at most 16 rows) or as a scalar subquery beside a page, so the page is labelled with the
 * revision of its own snapshot.
 */
export function listRevisionQuery(db: Db, list: RevisedList) {
  return db
    .select({ revision: sql<number>`coalesce(sum(${listRevisions.revision}), 0)`.mapWith(Number) })
    .from(listRevisions)
    .where(eq(listRevisions.list, list));
}

/**
 * Pages of a list one process keeps (decision 0035), each with the list revision it was read at, at most
 * `maxChars` characters in all by `charsOf` (least recently used go first). A page is good while the
 * database's revision is still the one it was read at: read the revision, then {@link KeptPages.get}; on a
 * miss read the page at that revision or later (in the same statement as the revision, or after it) and
 * {@link KeptPages.set} it. A page newer than the revision it is kept under is only replaced sooner, never
 * served stale.
 * @typeParam P a page: its JSON text (the default), or what the text is made of per request.
 */
export class KeptPages<P = string> {
  readonly #pages: LRUCache<string, { revision: number; page: P }>;

  constructor(maxChars: number, charsOf: (page: P) => number = (page) => String(page).length) {
    this.#pages = new LRUCache({ maxSize: maxChars, sizeCalculation: (kept) => charsOf(kept.page) || 1 });
  }

  /** @returns the page kept under `key` when it was read at `revision`, else undefined. */
  get(key: string, revision: number): P | undefined {
    const kept = this.#pages.get(key);
    return kept?.revision === revision ? kept.page : undefined;
  }

  /** Keeps `page`, read at `revision` or later, under `key` (a page larger than the whole budget is not kept). */
  set(key: string, revision: number, page: P): void {
    this.#pages.set(key, { revision, page });
  }
}
