import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { type Database, migrateDatabase, openDatabase } from "../src/server/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when `test/run-on-postgres.mjs`
 * sets KAARYA_TEST_DB=postgres — a new database on the server at `TEST_DATABASE_URL`, dropped by `close`.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.KAARYA_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    await migrateDatabase(database);
    return database;
  }
  const name = `kaarya_test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
