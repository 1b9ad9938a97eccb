import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, migrationsFolder, openDatabase } from "./client";

const serverUrl = process.env.KAARYA_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

/**
 * Several processes starting together on one empty PostgreSQL database (README "Production set-up"): without
 * the migration lock, drizzle's migrator ran the same migration in each and all but one failed on
 * duplicate objects. Four database clients stand in for four processes: each has its own connection pool.
 */
describe.skipIf(!serverUrl)("migrations started together", () => {
  const name = `kaarya_m_${randomUUID().replaceAll("-", "")}`;
  const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
  const clients: Database[] = [];

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await admin?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it("apply each migration once, and every process starts", async () => {
    await admin?.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    for (let i = 0; i < 4; i += 1) clients.push(await openDatabase({ url: url.toString() }));

    const outcomes = await Promise.allSettled(clients.map((client) => migrateDatabase(client)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);

    const check = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const [{ applied }] = await check`select count(*)::int as applied from drizzle.__drizzle_migrations`;
      const files = readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql"));
      expect(applied).toBe(files.length);
      // pg_locks is the whole server's: count only this database's, not those of tests running beside it.
      const [{ locks }] =
        await check`select count(*)::int as locks from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
      expect(locks).toBe(0);
    } finally {
      await check.end();
    }
  }, 120_000);
});
