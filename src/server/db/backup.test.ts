import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createBackup } from "./backup";

/**
 * Issue 19 item 12: a backup holds session tokens and every user's data, so its archive is readable by its
 * owner only, whatever the process umask (the full backup and restore round trip is test/backup-restore.test.ts).
 */
describe("backup archive", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("is written with mode 0600, also under a permissive umask", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "kaarya-backup-mode-"));
    dirs.push(root);
    const pgDir = path.join(root, "pg");
    const pg = await PGlite.create(pgDir);
    await pg.exec("create table sessions (token text); insert into sessions values ('secret-token');");
    await pg.close();
    const filesDir = path.join(root, "files");
    await mkdir(filesDir);
    await writeFile(path.join(filesDir, "a.txt"), "attachment");
    const file = path.join(root, "out", "kaarya.backup.tar");
    const umask = process.umask(0o000);
    try {
      await createBackup({ database: "pglite", pgDir, filesDir }, file);
    } finally {
      process.umask(umask);
    }
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe("600");
  }, 60_000);
});
