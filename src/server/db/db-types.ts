import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/**
 * The database types, apart from client.ts (which opens the database) so that code client.ts runs, such as
 * project-statuses.ts, can name them without importing client.ts back. client.ts re-exports them.
 */
export type Schema = typeof schema;
/** The Drizzle database, the same type whether it runs on PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every service that writes several rows takes one of these or a `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
