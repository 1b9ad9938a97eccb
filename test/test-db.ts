import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import { type Database, openDatabase } from "../src/server/db/client";
import { dropPostgresDatabase } from "./global-setup";

/**
 * A fresh, migrated database for one test file, copied from the database `test/global-setup.ts` migrated once
 * for the run (decision 0030): in-memory PGlite loaded from the migrated data directory's tar by default, or —
 * when `test/run-on-postgres.mjs` sets KAARYA_TEST_DB=postgres — a new database on the server at
 * `TEST_DATABASE_URL` created with the migrated one as its TEMPLATE, dropped by `close`.
 * Throws when the global setup did not run (a Vitest configuration without `test/global-setup.ts`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.KAARYA_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const templatePath = inject("pgliteTemplatePath");
    if (!templatePath) throw new Error("no migrated PGlite template: run the tests with vitest.config.ts");
    const client = await PGlite.create({ loadDataDir: new Blob([await readFile(templatePath)]) });
    return openDatabase({ client });
  }
  const template = inject("postgresTemplateName");
  if (!template) throw new Error("no migrated PostgreSQL template: run the tests with vitest.config.ts");
  const name = `kaarya_test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}
