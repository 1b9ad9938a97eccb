import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "./server-process";
import {
  type Acknowledged,
  brokenRecords,
  clientStory,
  createWorkloadCoupon,
  demoSession,
  emptyAcknowledged,
  missingAcknowledged,
} from "./workload";

/**
 * `npm run backup` / `npm run restore` (issue 8): data is made through a real server process (users,
 * projects with tasks, paid advances with a coupon, messages with files), the server is stopped, the
 * backup command writes an archive, the restore command puts it into a fresh data dir (PGlite, default
 * pass) or a fresh database (PostgreSQL, KAARYA_TEST_DB=postgres pass), and every table must have the same
 * row count and the same checksum of its rows, and every file the same bytes. The commands run as child
 * processes exactly as npm runs them (tsx).
 */
const serverUrl = process.env.KAARYA_TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const ENV = { SIGN_IN_RATE_LIMIT: "100000", LOG_LEVEL: "warn" };

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Row count and md5 of the rows (as text, sorted) of every table outside the system schemas. */
async function tableDigests(query: Query): Promise<Record<string, string>> {
  const tables = await query(`select table_schema as s, table_name as t from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`);
  const digests: Record<string, string> = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const [row] = await query(
      `select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as sum from "${s}"."${t}" x`,
    );
    digests[`${s}.${t}`] = `${row.n} rows, md5 ${row.sum}`;
  }
  return digests;
}

/** sha256 of every file under `dir`, keyed by its path relative to `dir`. */
async function fileDigests(dir: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  if (!existsSync(dir)) return digests;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    digests[relative(dir, path)] = createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  }
  return digests;
}

/** Runs `npm run <command> -- …args` the way npm does (tsx), with `env`. */
async function command(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", `src/server/cli/${name}.ts`, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => {
    output += c;
  });
  child.stderr.on("data", (c) => {
    output += c;
  });
  const [code] = await once(child, "exit");
  return { code: code as number, output };
}

/** Seeds data through a running server at `url`: the coupon, then three client stories, two at a time. */
async function seedThroughTheApp(url: string): Promise<Acknowledged> {
  const ack = emptyAcknowledged();
  const admin = await demoSession(url, "administrator");
  await createWorkloadCoupon(admin);
  await Promise.all([clientStory(url, admin, ack, 0), clientStory(url, admin, ack, 1)]);
  await clientStory(url, admin, ack, 2);
  return ack;
}

async function pgliteQuery<T>(dir: string, use: (query: Query) => Promise<T>): Promise<T> {
  const pg = await PGlite.create(dir);
  try {
    return await use(async (text) => (await pg.query<Record<string, unknown>>(text)).rows);
  } finally {
    await pg.close();
  }
}

/** The restored installation has every acknowledged write, no broken record, and each message's file bytes. */
async function expectAllThere(query: Query, filesDir: string, ack: Acknowledged) {
  expect(await missingAcknowledged(query, ack)).toEqual([]);
  expect(await brokenRecords(query, filesDir)).toEqual([]);
  const rows = await query("select message_id, file_url from message_attachments");
  expect(rows).toHaveLength(ack.messages.size);
  for (const row of rows) {
    const bytes = await readFile(join(filesDir, String(row.file_url)), "utf8");
    expect(bytes).toBe(ack.messages.get(String(row.message_id)));
  }
  // The checker is not blind: a lost file is reported.
  const [first] = rows;
  await rm(join(filesDir, String(first.file_url)));
  expect(await brokenRecords(query, filesDir)).toEqual([
    expect.stringContaining(`file ${first.file_url} missing`),
  ]);
}

const dirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(serverUrl))("backup and restore of the embedded database (PGlite)", () => {
  it("restores every row and file into a fresh data dir; refuses a non-empty one without --force", async () => {
    const source = await tempDir("kaarya-backup-src-");
    const target = await tempDir("kaarya-backup-dst-");
    const archive = join(await tempDir("kaarya-backup-file-"), "kaarya.backup");
    const server = await startServer({ ...ENV, DATA_DIR: source });
    const ack = await seedThroughTheApp(server.url);

    // A running server holds the data dir: the backup refuses rather than open it a second time.
    const busy = await command("backup", [archive], { DATA_DIR: source });
    expect(busy.code, busy.output).toBe(1);
    expect(busy.output).toContain("in use by process");

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await server.dispose();
    const rows = await pgliteQuery(join(source, "pg"), tableDigests);
    const files = await fileDigests(join(source, "files"));
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(ack.messages.size);

    const started = Date.now();
    const backup = await command("backup", [archive], { DATA_DIR: source });
    expect(backup.code, backup.output).toBe(0);
    console.info(`PGlite ${backup.output.trim()} (command wall time ${Date.now() - started} ms)`);
    expect((await stat(archive)).size).toBeGreaterThan(0);

    const restored = await command("restore", [archive], { DATA_DIR: target });
    expect(restored.code, restored.output).toBe(0);
    expect(await pgliteQuery(join(target, "pg"), tableDigests)).toEqual(rows);
    expect(await fileDigests(join(target, "files"))).toEqual(files);

    const again = await command("restore", [archive], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.output).toContain("not empty: pass --force");
    const forced = await command("restore", [archive, "--force"], { DATA_DIR: target });
    expect(forced.code, forced.output).toBe(0);
    expect(await pgliteQuery(join(target, "pg"), tableDigests)).toEqual(rows);

    await pgliteQuery(join(target, "pg"), (query) => expectAllThere(query, join(target, "files"), ack));
  }, 240_000);
});

describe.skipIf(!serverUrl)("backup and restore of a PostgreSQL database", () => {
  const names = [1, 2].map(() => `kaarya_backup_${randomUUID().replaceAll("-", "")}`);
  const admin = serverUrl ? postgres(serverUrl, { max: 1, onnotice: () => {} }) : null;
  const urlOf = (name: string) => {
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    for (const name of names) await admin?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it("restores every row and file into a fresh database; refuses a non-empty one without --force", async () => {
    for (const name of names) await admin?.unsafe(`CREATE DATABASE ${name}`);
    const [from, to] = names.map(urlOf);
    const source = await tempDir("kaarya-backup-src-");
    const target = await tempDir("kaarya-backup-dst-");
    const archive = join(await tempDir("kaarya-backup-file-"), "kaarya.backup");
    const server = await startServer({ ...ENV, DATA_DIR: source, DATABASE_URL: from });
    const ack = await seedThroughTheApp(server.url);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    await server.dispose();

    const sourceSql = postgres(from, { max: 1, onnotice: () => {} });
    const rows = await tableDigests((text) => sourceSql.unsafe(text));
    await sourceSql.end();
    const files = await fileDigests(join(source, "files"));

    const started = Date.now();
    const backup = await command("backup", [archive], { DATA_DIR: source, DATABASE_URL: from });
    expect(backup.code, backup.output).toBe(0);
    console.info(`PostgreSQL ${backup.output.trim()} (command wall time ${Date.now() - started} ms)`);

    const restored = await command("restore", [archive], { DATA_DIR: target, DATABASE_URL: to });
    expect(restored.code, restored.output).toBe(0);
    const targetSql = postgres(to, { max: 1, onnotice: () => {} });
    try {
      const query: Query = (text) => targetSql.unsafe(text);
      expect(await tableDigests(query)).toEqual(rows);
      expect(await fileDigests(join(target, "files"))).toEqual(files);

      // While a session is open on the target, even --force refuses; then the non-empty database needs --force.
      const busy = await command("restore", [archive, "--force"], { DATA_DIR: target, DATABASE_URL: to });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain("other session(s) are connected");
      await targetSql.end();
      const again = await command("restore", [archive], { DATA_DIR: target, DATABASE_URL: to });
      expect(again.code).toBe(1);
      expect(again.output).toContain("pass --force");
      const forced = await command("restore", [archive, "--force"], { DATA_DIR: target, DATABASE_URL: to });
      expect(forced.code, forced.output).toBe(0);
    } finally {
      await targetSql.end();
    }
    const check = postgres(to, { max: 1, onnotice: () => {} });
    try {
      const query: Query = (text) => check.unsafe(text);
      expect(await tableDigests(query)).toEqual(rows);
      await expectAllThere(query, join(target, "files"), ack);
    } finally {
      await check.end();
    }
  }, 240_000);
});
