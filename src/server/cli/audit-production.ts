import { execFile } from "node:child_process";
import { npmAuditVerdict } from "../ops/npm-audit-verdict";

/**
 * `npm run audit:production` (issue 8 item 3): `npm audit --omit=dev`, failing (exit 1) on a high or
 * critical advisory in a production dependency. When npm cannot fetch advisories (a registry or mirror
 * without the audit endpoint, no network) it says so loudly and exits 0, or 1 with `AUDIT_REQUIRED=1`
 * (a release pipeline that must not ship unchecked).
 */
function main() {
  execFile("npm", ["audit", "--omit=dev", "--json"], { maxBuffer: 64 * 1024 * 1024 }, (_error, stdout) => {
    const verdict = npmAuditVerdict(stdout);
    if (verdict.kind === "ok") {
      console.log(
        `npm audit: no high or critical advisory in production dependencies ${JSON.stringify(verdict.counts)}`,
      );
    } else if (verdict.kind === "blocked") {
      console.error("npm audit: high or critical advisories in production dependencies:");
      for (const p of verdict.packages) console.error(`  ${p.name}: ${p.severity}`);
      process.exitCode = 1;
    } else {
      console.warn(
        `npm audit could not fetch advisories (${verdict.reason}): production dependencies NOT checked.`,
      );
      if (process.env.AUDIT_REQUIRED === "1") process.exitCode = 1;
    }
  });
}

main();
