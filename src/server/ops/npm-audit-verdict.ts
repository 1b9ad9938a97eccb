/**
 * The release check's verdict on `npm audit` (issue 8 item 3), run by `npm run audit:production`. Not the
 * audit log of user actions (`lib/audit.ts`).
 *
 * @module
 */
import { z } from "zod";

/** Severities that fail a release (issue 8 item 3: no high or critical advisory in production dependencies). */
const BLOCKING = new Set(["high", "critical"]);

/** The parts of `npm audit --json` (report version 2) read here. */
const reportSchema = z.object({
  vulnerabilities: z.record(z.string(), z.object({ name: z.string(), severity: z.string() })),
  metadata: z.object({ vulnerabilities: z.record(z.string(), z.number()) }),
});

/** What `npm audit --json` prints when it could not ask the registry (e.g. `405 Method Not Allowed`). */
const failureSchema = z.object({ message: z.string(), error: z.unknown() });

/**
 * The verdict on `npm audit --omit=dev --json`'s output: `ok` with no high or critical advisory, `blocked`
 * with the packages that have one, `unavailable` when npm could not fetch advisories (the report says why).
 * @throws Error when the output is neither a report nor npm's error object.
 */
export function npmAuditVerdict(
  output: string,
):
  | { kind: "ok"; counts: Record<string, number> }
  | { kind: "blocked"; packages: { name: string; severity: string }[] }
  | { kind: "unavailable"; reason: string } {
  const json: unknown = JSON.parse(output);
  const report = reportSchema.safeParse(json);
  if (report.success) {
    const packages = Object.values(report.data.vulnerabilities)
      .filter((v) => BLOCKING.has(v.severity))
      .map(({ name, severity }) => ({ name, severity }));
    return packages.length > 0
      ? { kind: "blocked", packages }
      : { kind: "ok", counts: report.data.metadata.vulnerabilities };
  }
  const failure = failureSchema.safeParse(json);
  if (failure.success) return { kind: "unavailable", reason: failure.data.message };
  throw new Error(`npm audit printed neither a report nor an error: ${output.slice(0, 200)}`);
}
