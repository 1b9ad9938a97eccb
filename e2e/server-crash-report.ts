import { readFileSync } from "node:fs";

const PORT = Number(process.env.E2E_PORT ?? 3917);
const LAST_LINES = 80;

/**
 * Playwright's global teardown: when the server no longer answers at the end of the run (it crashed, so every
 * later test failed with "connection refused"), prints the last lines it wrote, where the cause is, at the
 * end of the report where a truncated CI log still shows it.
 */
export default async function serverCrashReport() {
  try {
    if ((await fetch(`http://localhost:${PORT}/healthz`)).ok) return;
  } catch {}
  let log = "";
  try {
    log = readFileSync(`data/e2e-${PORT}/server.log`, "utf8");
  } catch {
    return void console.error(`The e2e server on port ${PORT} stopped answering, and left no log.`);
  }
  const tail = log.trimEnd().split("\n").slice(-LAST_LINES).join("\n");
  console.error(`The e2e server on port ${PORT} stopped answering. Its last ${LAST_LINES} lines:\n${tail}`);
}
