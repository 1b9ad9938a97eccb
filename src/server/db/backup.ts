import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import * as tar from "tar";
import type { Env } from "../env";
import { BackupError, isNonEmptyDir, listFiles, refuseIfInUse, run, tableCounts } from "./backup-io";

/**
 * Backup and restore of a Kaarya installation (issue 8): the database — embedded PGlite through its own
 * `dumpDataDir()` / `loadDataDir`, a PostgreSQL server through `pg_dump` / `pg_restore` — and the uploaded
 * files under `$DATA_DIR/files`, in one tar archive:
 *
 * ```
 * manifest.json        format, version, database kind, row count of every table, file count and bytes
 * database.tar.gz      PGlite: the data directory as dumpDataDir("gzip") wrote it
 * database.pgdump      PostgreSQL: pg_dump --format=custom
 * files/...            $DATA_DIR/files as it was (absent when files live in S3)
 * ```
 */

const FORMAT = "kaarya-backup";
const VERSION = 1;
const PGLITE_DUMP = "database.tar.gz";
const POSTGRES_DUMP = "database.pgdump";
const MANIFEST = "manifest.json";
const FILES = "files";

/** What a backup is taken from or restored into: the database and, unless files live in S3, the files dir. */
export type BackupTarget = ({ database: "pglite"; pgDir: string } | { database: "postgres"; url: string }) & {
  /** `$DATA_DIR/files`, or null when uploaded files live in S3 (backed up by the bucket's own means). */
  filesDir: string | null;
};

/** The manifest at the head of every archive. */
export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Rows of every table (`schema.table`) at the moment of the dump. */
  tables: Record<string, number>;
  /** Number and total bytes of the uploaded files in the archive. */
  files: { count: number; bytes: number };
}

/** What a backup or restore did, for the command's report. */
export interface BackupSummary {
  manifest: BackupManifest;
  /** Bytes of the archive. */
  archiveBytes: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** The backup target of a configuration: `DATABASE_URL` or `$DATA_DIR/pg`, and `$DATA_DIR/files` unless S3. */
export function backupTargetFromEnv(env: Pick<Env, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET">): BackupTarget {
  const filesDir = env.S3_BUCKET ? null : path.resolve(env.DATA_DIR, FILES);
  return env.DATABASE_URL
    ? { database: "postgres", url: env.DATABASE_URL, filesDir }
    : { database: "pglite", pgDir: path.resolve(env.DATA_DIR, "pg"), filesDir };
}

/**
 * Writes a backup of `target` to `file` (through `file.partial`, renamed when complete), readable by its
 * owner only (mode 0600).
 * PGlite: the data directory must not be in use (stop the server; the command refuses otherwise), and the
 * dump is built in memory, so it needs about the data directory's size in free RAM. PostgreSQL: online;
 * the row counts and `pg_dump` read one exported snapshot, and the files are archived after it, so every
 * attachment row in the dump has its file (files are written before their rows commit).
 * @throws BackupError when the database is missing or in use, or `pg_dump` is missing or fails.
 */
export async function createBackup(target: BackupTarget, file: string): Promise<BackupSummary> {
  const started = Date.now();
  const staging = await mkdtemp(path.join(tmpdir(), "kaarya-backup-"));
  const partial = `${path.resolve(file)}.partial`;
  try {
    let tables: Record<string, number>;
    let dumpFile: string;
    if (target.database === "pglite") {
      if (!existsSync(path.join(target.pgDir, "PG_VERSION"))) {
        throw new BackupError(`There is no embedded database in ${target.pgDir}.`);
      }
      await refuseIfInUse(target.pgDir, "The embedded database");
      const pg = await PGlite.create(target.pgDir);
      try {
        tables = await tableCounts(async (text) => (await pg.query<Record<string, unknown>>(text)).rows);
        const dump = await pg.dumpDataDir("gzip");
        dumpFile = PGLITE_DUMP;
        await writeFile(path.join(staging, dumpFile), new Uint8Array(await dump.arrayBuffer()));
      } finally {
        await pg.close();
      }
    } else {
      dumpFile = POSTGRES_DUMP;
      const sql = postgres(target.url, { max: 1, onnotice: () => {} });
      try {
        tables = await sql.begin("isolation level repeatable read read only", async (tx) => {
          const [{ snapshot }] = await tx`select pg_export_snapshot() as snapshot`;
          const counts = await tableCounts((text) => tx.unsafe(text));
          await run("pg_dump", [
            "--format=custom",
            `--snapshot=${snapshot}`,
            `--file=${path.join(staging, dumpFile)}`,
            `--dbname=${target.url}`,
          ]);
          return counts;
        });
      } finally {
        await sql.end();
      }
    }
    const files = target.filesDir ? await listFiles(target.filesDir) : { count: 0, bytes: 0, top: [] };
    const manifest: BackupManifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: target.database,
      tables,
      files: { count: files.count, bytes: files.bytes },
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(partial), { recursive: true });
    // Owner only (0600) from its creation: the archive holds session tokens and everyone's data (issue 19 item 12).
    await tar.create({ file: partial, cwd: staging, portable: true, mode: 0o600 }, [MANIFEST, dumpFile]);
    if (target.filesDir && files.top.length > 0) {
      await tar.replace({ file: partial, cwd: target.filesDir, prefix: FILES, portable: true }, files.top);
    }
    await rename(partial, file);
    return { manifest, archiveBytes: (await stat(file)).size, ms: Date.now() - started };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** Reads and checks the manifest of an extracted archive. */
async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8"));
  } catch {
    throw new BackupError("This file is not a Kaarya backup (no manifest.json).");
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new BackupError(`Unsupported backup format ${manifest.format} version ${manifest.version}.`);
  }
  return manifest;
}

/** Replaces `dir` by `next` with two renames; the old contents are removed only once `next` is in place. */
async function swapIn(next: string, dir: string): Promise<void> {
  const old = `${dir}.replaced-${Date.now()}`;
  const hadOld = existsSync(dir);
  if (hadOld) await rename(dir, old);
  await mkdir(path.dirname(dir), { recursive: true });
  await rename(next, dir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const wrong = Object.keys({ ...expected, ...actual }).filter((t) => expected[t] !== actual[t]);
  if (wrong.length > 0) {
    const detail = wrong.map(
      (t) => `${t}: ${expected[t] ?? "absent"} in the backup, ${actual[t] ?? "absent"} restored`,
    );
    throw new BackupError(`The restored rows differ from the backup's manifest:\n  ${detail.join("\n  ")}`);
  }
}

/**
 * Restores the archive `file` into `target` and checks that every table has the row count the manifest
 * recorded. Refuses a target that is not empty — `$DATA_DIR/pg` (or, on PostgreSQL, any table in the
 * database) or `$DATA_DIR/files` — unless `force`, which replaces it. Refuses always while the target is
 * in use (a process holding the PGlite data directory open, other sessions on the PostgreSQL database).
 * PGlite and the files are restored beside the target and swapped in when complete; PostgreSQL restores
 * in one transaction (`pg_restore --single-transaction`), after dropping the `public` and `drizzle`
 * schemas when forced.
 * @throws BackupError for a file that is not a backup, a backup of the other database kind, a non-empty
 *   or busy target, a missing or failing `pg_restore`, or restored row counts that differ.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupSummary> {
  const started = Date.now();
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  // Staged next to the target so the final step is a rename on one filesystem.
  const home =
    target.database === "pglite"
      ? path.dirname(target.pgDir)
      : (target.filesDir && path.dirname(target.filesDir)) || tmpdir();
  await mkdir(home, { recursive: true });
  const staging = await mkdtemp(path.join(home, ".restore-"));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = await readManifest(staging);
    if (manifest.database !== target.database) {
      throw new BackupError(
        `This is a backup of ${manifest.database === "pglite" ? "the embedded database" : "a PostgreSQL server"}; ` +
          `the target is ${target.database === "pglite" ? "the embedded database (DATABASE_URL unset)" : "a PostgreSQL server (DATABASE_URL)"}.`,
      );
    }
    const filesNonEmpty = await isNonEmptyDir(target.filesDir);
    if (target.database === "pglite") {
      await refuseIfInUse(target.pgDir, "The embedded database");
      if (!force && (await isNonEmptyDir(target.pgDir))) {
        throw new BackupError(`${target.pgDir} is not empty: pass --force to replace it.`);
      }
      if (!force && filesNonEmpty) {
        throw new BackupError(`${target.filesDir} is not empty: pass --force to replace it.`);
      }
      const dump = await readFile(path.join(staging, PGLITE_DUMP));
      const next = path.join(staging, "pg");
      const pg = await PGlite.create({ dataDir: next, loadDataDir: new Blob([dump]) });
      try {
        compareCounts(
          manifest.tables,
          await tableCounts(async (text) => (await pg.query<Record<string, unknown>>(text)).rows),
        );
      } finally {
        await pg.close();
      }
      await swapIn(next, target.pgDir);
    } else {
      await restorePostgres(target.url, path.join(staging, POSTGRES_DUMP), manifest, force, filesNonEmpty);
    }
    if (target.filesDir) {
      const restoredFiles = path.join(staging, FILES);
      if (existsSync(restoredFiles)) await swapIn(restoredFiles, target.filesDir);
      else if (force) await rm(target.filesDir, { recursive: true, force: true });
    }
    return { manifest, archiveBytes: (await stat(file)).size, ms: Date.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restorePostgres(
  url: string,
  dumpFile: string,
  manifest: BackupManifest,
  force: boolean,
  filesNonEmpty: boolean,
): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ others }] = await sql`select count(*)::int as others from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    if (others > 0) {
      throw new BackupError(
        `${others} other session(s) are connected to the target database: stop the Kaarya servers first.`,
      );
    }
    const [{ tables }] = await sql`select count(*)::int as tables from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`;
    if (!force && tables > 0) {
      throw new BackupError(`The target database has ${tables} tables: pass --force to replace it.`);
    }
    if (!force && filesNonEmpty) {
      throw new BackupError("The files directory is not empty: pass --force to replace it.");
    }
    if (tables > 0) {
      await sql.unsafe(
        "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public",
      );
    }
  } finally {
    await sql.end();
  }
  await run("pg_restore", [
    "--no-owner",
    "--no-acl",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${url}`,
    dumpFile,
  ]);
  const check = postgres(url, { max: 1, onnotice: () => {} });
  try {
    compareCounts(manifest.tables, await tableCounts((text) => check.unsafe(text)));
  } finally {
    await check.end();
  }
}
