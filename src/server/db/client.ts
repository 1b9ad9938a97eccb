import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Db } from "./db-types";
import { syncProjectStatuses } from "./project-statuses";
import * as schema from "./schema";

export type { Db, Schema, Tx } from "./db-types";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * LISTEN on `channel` (DESIGN §5 realtime): `onPayload` gets each NOTIFY payload sent by any process on
   * the same database, after the sending transaction commits. `onListen` runs each time the LISTEN takes
   * effect: once on PGlite (in-process, it never drops); on a server first when this call resolves, then after
   * each reconnection of the listening connection (postgres.js listens again by itself when it closes), so a
   * second call means notices sent in between may have been lost. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding the migration lock: on a PostgreSQL server a session advisory lock on one
   * reserved connection, so processes started together migrate one after another (drizzle's migrator takes
   * no lock of its own); on PGlite, which one process owns, it just runs `work`.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key that serialises migrations across processes (any fixed 64-bit number). */
const MIGRATION_LOCK_KEY = 7_402_031_881;

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
      async listen(channel, onPayload, onListen) {
        const { unlisten } = await sql.listen(channel, onPayload, onListen);
        return unlisten;
      },
      async withMigrationLock(work) {
        const connection = await sql.reserve();
        try {
          await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          return await work();
        } finally {
          // Ending the session would release the lock too; unlocking keeps the pooled connection clean.
          await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
          connection.release();
        }
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
    async listen(channel, onPayload, onListen) {
      const unlisten = await pglite.listen(channel, onPayload);
      onListen?.();
      return unlisten;
    },
    withMigrationLock: (work) => work(),
    close: () => pglite.close(),
  };
}

/**
 * Applies the committed migrations (never `push`), then fills `project_statuses` from the domain, under the
 * migration lock, so several processes starting together on one PostgreSQL server are safe.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withMigrationLock(async () => {
    if (database.kind === "postgres") {
      // biome-ignore lint/suspicious/noExplicitAny: the migrators are typed per driver; the db is the same object.
      await migratePostgres(database.db as any, { migrationsFolder });
    } else {
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      await migratePglite(database.db as any, { migrationsFolder });
    }
    await syncProjectStatuses(database.db);
  });
}
