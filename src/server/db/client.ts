import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { syncProjectStatuses } from "./project-statuses";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, the same type whether it runs on PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every service that writes several rows takes one of these or a `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * LISTEN on `channel` (DESIGN §5 realtime): `onPayload` gets each NOTIFY payload sent by any process on
   * the same database, after the sending transaction commits. Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Opens the database: a PostgreSQL server when `url` is given, else embedded PGlite in `dataDir`
 * (`memory://` for an in-memory one), or an already-open PGlite `client` (tests copy a template).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  client?: PGlite;
}): Promise<Database> {
  if (options.url) {
    const sql = postgres(options.url, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres(sql, { schema }) as unknown as Db,
      kind: "postgres",
      async listen(channel, onPayload) {
        const { unlisten } = await sql.listen(channel, onPayload);
        return unlisten;
      },
      close: () => sql.end(),
    };
  }
  let client = options.client;
  if (!client) {
    const dataDir = options.dataDir ?? "memory://";
    if (!dataDir.startsWith("memory://")) mkdirSync(path.resolve(dataDir), { recursive: true });
    client = await PGlite.create(dataDir);
  }
  const pglite = client;
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    kind: "pglite",
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    close: () => pglite.close(),
  };
}

/** Applies the committed migrations (never `push`), then fills `project_statuses` from the domain. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrators are typed per driver; the db is the same object.
    await migratePostgres(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migratePglite(database.db as any, { migrationsFolder });
  }
  await syncProjectStatuses(database.db);
}
