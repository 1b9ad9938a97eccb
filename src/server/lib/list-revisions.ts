import { PGlite } from "@electric-sql/pglite";
import { eq, inArray, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { listRevisions } from "../db/schema";
import { keepAnswer } from "./kept-json";
import { type KeptWhileLive, keptWhileLive, type Liveness } from "./kept-while-live";

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

/**
 * The notices of a database's list revisions and whether they arrive (the process's event hub, decision 0039):
 * `subscribeLists` hands each list's name at the commit that raised its revision.
 */
export interface ListNotices extends Liveness {
  subscribeLists(listener: (list: string) => void, onClose?: () => void): () => void;
}

/** The notices each database's revisions are kept by: its process's event hub once {@link keepListRevisionsBy} ran. */
const noticesOf = new WeakMap<Db, ListNotices>();

/**
 * Lets every revision reader of `db` made from now on keep the revisions it read while `notices` (the process's
 * event hub) is live, on a PostgreSQL server as on PGlite (decisions 0035 and 0039). Call once per process,
 * before the first request.
 */
export function keepListRevisionsBy(db: Db, notices: ListNotices): void {
  noticesOf.set(db, notices);
}

/**
 * An embedded database's own notices when no hub was given: PGlite hands a notification to its listener
 * before the committing call resolves, so they are live once LISTEN ran, and never lost.
 */
function pgliteNotices(client: PGlite): ListNotices {
  let listening = false;
  const listeners = new Set<(list: string) => void>();
  void client
    .listen(LIST_REVISIONS_CHANNEL, (list) => {
      for (const listener of listeners) listener(list);
    })
    .then(() => {
      listening = true;
    });
  return {
    isLive: () => listening,
    // Raised once LISTEN ran: a read started before it is not kept.
    get epoch() {
      return listening ? 1 : 0;
    },
    subscribeLists(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const pgliteWatches = new WeakMap<PGlite, ListNotices>();
const keptByNotices = new WeakMap<ListNotices, KeptWhileLive<string, number[]>>();

/**
 * The revisions one process keeps by `notices`, by the lists' names joined with commas: any list's notice
 * forgets every one (commits are rare beside list reads), a gap forgets all.
 */
function keptRevisionsOf(notices: ListNotices): KeptWhileLive<string, number[]> {
  let kept = keptByNotices.get(notices);
  if (!kept) {
    const made = keptWhileLive<string, number[]>(notices, 256);
    notices.subscribeLists(
      () => made.forget(),
      () => made.close(),
    );
    keptByNotices.set(notices, made);
    kept = made;
  }
  return kept;
}

/** The notices `db`'s revisions are kept by: its hub's, else an embedded database's own, else none. */
function listNoticesOf(db: Db): ListNotices | undefined {
  const notices = noticesOf.get(db);
  if (notices) return notices;
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return undefined;
  let watch = pgliteWatches.get(client);
  if (!watch) {
    watch = pgliteNotices(client);
    pgliteWatches.set(client, watch);
  }
  return watch;
}

/**
 * The reader of the current revision of `list` for one database (decision 0035), `name` naming its prepared
 * statement. The revision read is kept in the process until a notice of a list comes or the notices may have
 * been lost: the triggers NOTIFY {@link LIST_REVISIONS_CHANNEL} at each commit that raises a revision, and the
 * reader keeps what it read only while those notices are known to arrive (decision 0039): on a PostgreSQL
 * server while the event hub given to {@link keepListRevisionsBy} is live (its LISTEN in effect, its pings
 * back, no write of this process waiting for its notices), on embedded PGlite (which hands a notification to
 * its listener before the committing call resolves) once LISTEN ran. A read that a notice or a gap overtook
 * is not kept; otherwise each call is one prepared one-row statement. A kept page then costs no statement at
 * all (issue 18 item 7).
 * @returns a function resolving to the revision (a whole number that only grows).
 */
export function revisionReader(db: Db, list: RevisedList, name: string): () => Promise<number> {
  const read = revisionsReader(db, [list], name);
  return async () => (await read())[0];
}

/**
 * {@link revisionReader} for several lists at once: one statement when not kept, none once kept.
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
  const notices = listNoticesOf(db);
  if (!notices) return read;
  const kept = keptRevisionsOf(notices);
  const key = lists.join(",");
  return async () => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const mark = kept.mark();
    const revisions = await read();
    kept.keep(key, revisions, mark);
    return revisions;
  };
}

/**
 * Pages of `list` kept per database by its revision (decision 0035), for a list route whose pages without a
 * search depend only on the tables `list`'s triggers watch (migration 0023): `kept(db, key, read)` answers
 * the page kept under `key` while the revision stands, else calls `read` (after reading the revision, so
 * the page is of that revision or later) and keeps what it returns. Pages are objects the caller does not
 * change; at most `maxPages` of them, least recently used first out. Each is marked a kept answer
 * (`keepAnswer`): a route answering it with `jsonValueOk` serializes it once, not per request.
 * @param name the revision statement's prepared name.
 */
export function keptPagesOf<P extends object>(list: RevisedList, name: string, maxPages = 1000) {
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
    keepAnswer(read_);
    entry.pages.set(key, revision, read_);
    return read_;
  };
}
