import { backupTargetFromEnv, restoreBackup } from "../db/backup";
import { BackupError } from "../db/backup-io";
import { envSchema } from "../env";

/**
 * `npm run restore -- <file> [--force]`: restores a backup written by `npm run backup` into this
 * installation's database (`DATABASE_URL`, else `$DATA_DIR/pg`) and `$DATA_DIR/files`, then checks every
 * table's row count against the backup's manifest. A target that is not empty is refused unless `--force`
 * (which replaces it); a target in use (a running server) is always refused. Exit code 0 when restored,
 * 1 on a refusal or failure, 2 on wrong usage.
 */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((a) => a !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) {
    console.error("Usage: npm run restore -- <file> [--force]");
    process.exit(2);
  }
  const env = envSchema.parse(process.env);
  const target = backupTargetFromEnv(env);
  const { manifest, ms } = await restoreBackup(target, files[0], { force });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${Object.keys(manifest.tables).length} tables (${rows} rows, counts checked) and ` +
      `${manifest.files.count} files from the backup of ${manifest.createdAt} in ${ms} ms.`,
  );
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
