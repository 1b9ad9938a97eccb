import { PGlite } from "@electric-sql/pglite";
import { eq, inArray, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { listRevisions } from "../db/schema";

/**
 * The lists whose revision the database keeps (migrations 0020 and 0023, decision 0035): the project lists
 * and the browser (`projects`), User Management (`users`), the review queue (`applications`), the audit log
 * (`audit_log`), the freelancer directory (`freelancers`), Transaction History (`transactions`) and the
 * browser's flags of a freelancer's own interests (`interests`).
 */
export type RevisedList =
  | "projects"
  | "users"
  | "applications"
  | "audit_log"
  | "freelancers"
  | "transactions"
  | "interests";

/** The channel the revision triggers NOTIFY at commit, with the list's name as payload (migration 0023). */
export const LIST_REVISIONS_CHANNEL = "kaarya_list_revisions";

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

/** What a process knows of one embedded database's list revisions, fed by its NOTIFY (see {@link revisionReader}). */
interface Watch {
  /** True once LISTEN ran: only reads issued after it may be kept. */
  listening: boolean;
  /** Raised on every notification, so a read that a commit overtook is not kept. */
  changes: number;
  /** Revisions read since the last notification, by the lists' names joined with commas. */
  known: Map<string, number[]>;
}

const watches = new WeakMap<PGlite, Watch>();

/** The watch of an embedded database, listening from its first use on. */
function watchOf(client: PGlite): Watch {
  let watch = watches.get(client);
  if (!watch) {
    const started: Watch = { listening: false, changes: 0, known: new Map() };
    watch = started;
    watches.set(client, started);
    // Any list's commit forgets every known revision: commits are rare beside list reads.
    void client
      .listen(LIST_REVISIONS_CHANNEL, () => {
        started.changes += 1;
        started.known.clear();
      })
      .then(() => {
        started.listening = true;
      });
  }
  return watch;
}

/**
 * The reader of the current revision of `list` for one database (decision 0035), `name` naming its prepared statement. On a PostgreSQL server each call is one prepared one-row
 * statement (another process may have committed). On embedded PGlite, which only this process writes and
 * which runs one statement at a time, the revision is read once and then known until a commit raises it:
 * the triggers NOTIFY {@link LIST_REVISIONS_CHANNEL} at that commit and PGlite hands the notification to the
 * listener before the committing statement's promise resolves, so no later read can see the old revision;
 * a read that a notification overtook, or that began before LISTEN ran, is not kept. A kept page then costs
 * no statement at all (issue 18 item 7: on PGlite each statement is parsed and planned again on the
 * server's one thread).
 * @returns a function resolving to the revision (a whole number that only grows).
 */
export function revisionReader(db: Db, list: RevisedList, name: string): () => Promise<number> {
  const read = revisionsReader(db, [list], name);
  return async () => (await read())[0];
}

/**
 * {@link revisionReader} for several lists at once: one statement on a server, none on PGlite once known.
 * @returns a function resolving to each list's revision, in the order of `lists`.
 */
export function revisionsReader(db: Db, lists: RevisedList[], name: string): () => Promise<number[]> {
  const statement = db
    .select({
      list: listRevisions.list,
      revision: sql<number>`sum(${listRevisions.revision})`.mapWith(Number),
    })
    .from(listRevisions)
    .where(inArray(listRevisions.list, lists))
    .groupBy(listRevisions.list)
    .prepare(name);
  const read = async () => {
    const rows = await statement.execute();
    return lists.map((list) => rows.find((r) => r.list === list)?.revision ?? 0);
  };
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return read;
  const watch = watchOf(client);
  const key = lists.join(",");
  return async () => {
    const known = watch.known.get(key);
    if (known !== undefined) return known;
    const { listening, changes } = watch;
    const revisions = await read();
    if (listening && watch.changes === changes) watch.known.set(key, revisions);
    return revisions;
  };
}

/**
 * Pages of `list` kept per database by its revision (decision 0035), for a list route whose pages without a
 * search depend only on the tables `list`'s triggers watch (migration 0023): `kept(db, key, read)` answers
 * the page kept under `key` while the revision stands, else calls `read` (after reading the revision, so
 * the page is of that revision or later) and keeps what it returns. Pages are objects the caller does not
 * change; at most `maxPages` of them, least recently used first out.
 * @param name the revision statement's prepared name.
 */
export function keptPagesOf<P>(list: RevisedList, name: string, maxPages = 1000) {
  const perDb = new WeakMap<Db, { revision: () => Promise<number>; pages: KeptPages<P> }>();
  return async function kept(db: Db, key: string, read: () => Promise<P>): Promise<P> {
    let entry = perDb.get(db);
    if (!entry) {
      entry = { revision: revisionReader(db, list, name), pages: new KeptPages<P>(maxPages, () => 1) };
      perDb.set(db, entry);
    }
    const revision = await entry.revision();
    const page = entry.pages.get(key, revision);
    if (page !== undefined) return page;
    const read_ = await read();
    entry.pages.set(key, revision, read_);
    return read_;
  };
}
