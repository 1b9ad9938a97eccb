import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readlink, stat } from "node:fs/promises";
import path from "node:path";

/**
 * The processes, files and commands the backup and restore of `backup.ts` work with (issue 8): who holds
 * a data directory open, row counts of every table, a directory's files, and `pg_dump` / `pg_restore` runs.
 */

/** A refusal or failure the commands report as one line (exit code 1), without a stack trace. */
export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Ids of other processes holding a file under `dir` open (Linux `/proc`; empty where there is no `/proc`
 * or the processes belong to someone else). A running Kaarya server on PGlite keeps its relation and WAL
 * files open, which is how the commands tell that the embedded database is in use: PGlite has no lock
 * that stops a second process from opening the same data directory, and two would corrupt it.
 */
export async function processesUsing(dir: string): Promise<number[]> {
  const root = `${path.resolve(dir)}${path.sep}`;
  let pids: string[];
  try {
    pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = await readdir(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      if (target.startsWith(root)) {
        found.push(Number(pid));
        break;
      }
    }
  }
  return found;
}

/** @throws BackupError when another process holds a file under `dir` open. */
export async function refuseIfInUse(dir: string, what: string): Promise<void> {
  const pids = await processesUsing(dir);
  if (pids.length > 0) {
    throw new BackupError(
      `${what} ${dir} is in use by process ${pids.join(", ")}: stop the Kaarya server first.`,
    );
  }
}

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Row counts of every base table outside the system schemas, keyed `schema.table`. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const [row] = await query(`select count(*)::int as n from "${s}"."${t}"`);
    counts[`${s}.${t}`] = Number(row.n);
  }
  return counts;
}

/** Number and total bytes of the files under `dir` (recursively), and its top-level entries. */
export async function listFiles(dir: string): Promise<{ count: number; bytes: number; top: string[] }> {
  if (!existsSync(dir)) return { count: 0, bytes: 0, top: [] };
  const top = await readdir(dir);
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes, top };
}

/** True when `dir` exists and has at least one entry. */
export async function isNonEmptyDir(dir: string | null): Promise<boolean> {
  if (!dir || !existsSync(dir)) return false;
  return (await readdir(dir)).length > 0;
}

/** Runs `command` with `args`; resolves when it exits 0, else rejects with its stderr. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${command} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client; their major version must be at least the server's).`,
            )
          : error,
      ),
    );
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim() || "no message"}`)),
    );
  });
}
