import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The tar of a migrated PGlite data directory, loaded by each test file's `createTestDatabase` ("" when none). */
    pgliteTemplatePath: string;
    /** The migrated database on the PostgreSQL server that `createTestDatabase` copies ("" when none). */
    postgresTemplateName: string;
  }
}

/**
 * Vitest global setup (decision 0030): migrates one database per run, before any test file starts, so that each
 * file's `createTestDatabase` copies it instead of creating and migrating its own — on PGlite a data directory
 * dumped to a tar in a temporary folder, on the PostgreSQL server (KAARYA_TEST_DB=postgres with
 * TEST_DATABASE_URL) a database used as `CREATE DATABASE … TEMPLATE`. Returns the teardown that removes both.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.KAARYA_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) {
    const name = await createPostgresTemplate(serverUrl);
    project.provide("pgliteTemplatePath", "");
    project.provide("postgresTemplateName", name);
    return () => dropPostgresDatabase(serverUrl, name);
  }
  const folder = await mkdtemp(join(tmpdir(), "kaarya-test-template-"));
  const templatePath = join(folder, "migrated.tar");
  await writeFile(templatePath, await migratedPgliteTar());
  project.provide("pgliteTemplatePath", templatePath);
  project.provide("postgresTemplateName", "");
  return () => rm(folder, { recursive: true, force: true });
}

/** A fresh in-memory PGlite, migrated, dumped as an uncompressed tar of its data directory. */
async function migratedPgliteTar(): Promise<Uint8Array> {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await migrateDatabase(database);
    // biome-ignore lint/suspicious/noExplicitAny: $client is the driver's own client, typed per driver.
    const client = (database.db as any).$client as PGlite;
    const tar = await client.dumpDataDir("none");
    return new Uint8Array(await tar.arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Creates and migrates a database on the server at `serverUrl`; every connection to it is closed on return. */
async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `kaarya_template_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await migrateDatabase(database);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await database.close();
  }
  return name;
}

/** Drops database `name` on the server at `serverUrl`, closing whatever connections are left on it. */
export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
