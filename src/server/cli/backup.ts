import { backupTargetFromEnv, createBackup } from "../db/backup";
import { BackupError } from "../db/backup-io";
import { envSchema } from "../env";

/**
 * `npm run backup -- <file>`: writes a backup of this installation — the database (`DATABASE_URL`, else the
 * embedded one in `$DATA_DIR/pg`) and the uploaded files in `$DATA_DIR/files` — to `<file>` (a tar archive).
 * On the embedded database, stop the server first. Exit code 0 when written, 1 on a refusal or failure,
 * 2 on wrong usage.
 */
async function main() {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || file.startsWith("-")) {
    console.error("Usage: npm run backup -- <file>");
    process.exit(2);
  }
  const env = envSchema.parse(process.env);
  const target = backupTargetFromEnv(env);
  const { manifest, archiveBytes, ms } = await createBackup(target, file);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up the ${target.database === "pglite" ? "embedded database" : "PostgreSQL database"} ` +
      `(${Object.keys(manifest.tables).length} tables, ${rows} rows) and ${manifest.files.count} files ` +
      `(${manifest.files.bytes} bytes)${target.filesDir ? "" : " — files are in S3, not in this backup"} ` +
      `to ${file}: ${archiveBytes} bytes in ${ms} ms.`,
  );
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
