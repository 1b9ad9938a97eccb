import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** How often PGlite's statistics are gathered again: tables grow between runs, the planner scales by their size. */
const ANALYZE_EVERY_MS = 10 * 60_000;

/**
 * Keeps the query planner's statistics on embedded PGlite (issue 18 item 7). PGlite has no autovacuum, so
 * nothing ever runs ANALYZE: without statistics the planner guesses a join of two tables yields a few rows
 * and answers the project list by hash-joining every project with every version and sorting them (30 ms for
 * 200 projects, seconds under load) instead of walking `projects_created_idx` for the 50 newest (0.5 ms).
 * Runs ANALYZE now, then every ANALYZE_EVERY_MS on a timer that does not keep the process alive; a
 * PostgreSQL server's autovacuum does this itself.
 * @param onError gets a failed periodic run's error (e.g. one after the database closed at shutdown); the
 *   first run's failure rejects the returned promise.
 */
export async function keepPlannerStatistics(
  database: Database,
  onError: (error: unknown) => void,
): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`analyze`);
  const timer = setInterval(() => database.db.execute(sql`analyze`).catch(onError), ANALYZE_EVERY_MS);
  timer.unref();
}
