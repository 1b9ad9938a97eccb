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

/** A page's JSON text with the list revision it was read at. */
export interface KeptPage {
  revision: number;
  text: string;
}

/**
 * Pages of a list's JSON text one process keeps (decision 0035), each with the revision it was read at, at
 * most `maxChars` characters of text in all (least recently used go first). A page is good while the
 * database's revision is still the one it was read at: read the revision, then {@link KeptPages.get}; on a
 * miss read the page with its revision in one statement and {@link KeptPages.set} it. A page read after a
 * newer commit than its revision says is only replaced sooner, never served stale.
 */
export class KeptPages {
  readonly #pages: LRUCache<string, KeptPage>;

  constructor(maxChars: number) {
    this.#pages = new LRUCache({ maxSize: maxChars, sizeCalculation: (page) => page.text.length || 1 });
  }

  /** @returns the text kept under `key` when it was read at `revision`, else undefined. */
  get(key: string, revision: number): string | undefined {
    const page = this.#pages.get(key);
    return page?.revision === revision ? page.text : undefined;
  }

  /** Keeps `page` under `key` (a page larger than the whole budget is not kept). */
  set(key: string, page: KeptPage): void {
    this.#pages.set(key, page);
  }
}
