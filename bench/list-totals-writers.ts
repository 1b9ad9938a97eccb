import postgres from "postgres";
import { migrateDatabase, openDatabase } from "../src/server/db/client";

/**
 * Writers against the kept list totals (decision 0019), on the PostgreSQL server at BENCH_DATABASE_URL or
 * TEST_DATABASE_URL: WRITERS connections each commit TRANSACTIONS transactions that insert one audit row
 * and then do 2 ms of other work (pg_sleep) before committing, as a request's transaction does. Three
 * variants on a fresh migrated database: the counters as migrated (16 slots, by backend pid), a single
 * counter row (slot 0 for everyone: each writer waits for the one before to commit) and no counters
 * (triggers dropped). Prints transactions per second for each and checks the kept total after each.
 * Run: `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/list-totals-writers.ts`.
 */
const WRITERS = Number(process.env.WRITERS ?? 8);
const TRANSACTIONS = Number(process.env.TRANSACTIONS ?? 100);

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const name = `kaarya_writers_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrateDatabase(database);
  await database.close();
  const sql = postgres(url.toString(), { max: WRITERS, onnotice: () => {} });
  try {
    const [{ definition }] = await sql`select pg_get_functiondef('list_totals_count'::regproc) as definition`;
    const variants: [string, () => Promise<unknown>][] = [
      ["16 slots (as migrated)", async () => {}],
      ["one counter row", () => sql.unsafe(definition.replace("pg_backend_pid() %% 16", "0"))],
      [
        "no counters",
        () =>
          sql.unsafe(`drop trigger audit_log_totals_insert on audit_log;
            drop trigger audit_log_totals_update on audit_log; drop trigger audit_log_totals_delete on audit_log`),
      ],
    ];
    for (const [variant, prepare] of variants) {
      await prepare();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          for (let i = 0; i < TRANSACTIONS; i++)
            await sql.begin(async (tx) => {
              await tx`insert into audit_log (action, entity) values ('bench.write', 'bench')`;
              await tx`select pg_sleep(0.002)`;
            });
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const [{ rows, kept }] = await sql`select (select count(*) from audit_log)::int as rows,
        (select coalesce(sum(n), 0) from list_totals where list = 'audit_log')::int as kept`;
      console.log(
        `${variant}: ${((WRITERS * TRANSACTIONS) / seconds).toFixed(0)} transactions/s ` +
          `(${WRITERS} writers x ${TRANSACTIONS}); rows ${rows}, kept total ${kept}`,
      );
    }
  } finally {
    await sql.end();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
