import { describe, expect, it } from "vitest";
import { npmAuditVerdict } from "./npm-audit-verdict";

/** `npm audit --json` report version 2 (npm 7+), cut to what matters, with `vulnerabilities` as given. */
function report(vulnerabilities: Record<string, { name: string; severity: string }>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const v of Object.values(vulnerabilities)) {
    counts[v.severity as keyof typeof counts] += 1;
    counts.total += 1;
  }
  const full = Object.fromEntries(
    Object.entries(vulnerabilities).map(([k, v]) => [
      k,
      {
        ...v,
        isDirect: true,
        via: [],
        effects: [],
        range: "*",
        nodes: [`node_modules/${k}`],
        fixAvailable: true,
      },
    ]),
  );
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: full,
    metadata: { vulnerabilities: counts },
  });
}

describe("npmAuditVerdict (npm audit --omit=dev --json)", () => {
  it("passes a report without advisories, and one with moderate or low ones only", () => {
    expect(npmAuditVerdict(report({}))).toMatchObject({ kind: "ok", counts: { total: 0 } });
    expect(
      npmAuditVerdict(report({ a: { name: "a", severity: "moderate" }, b: { name: "b", severity: "low" } })),
    ).toMatchObject({ kind: "ok", counts: { moderate: 1, low: 1, total: 2 } });
  });

  it("blocks on every high or critical advisory, naming the packages", () => {
    const verdict = npmAuditVerdict(
      report({
        a: { name: "a", severity: "high" },
        b: { name: "b", severity: "moderate" },
        c: { name: "c", severity: "critical" },
      }),
    );
    expect(verdict).toEqual({
      kind: "blocked",
      packages: [
        { name: "a", severity: "high" },
        { name: "c", severity: "critical" },
      ],
    });
  });

  it("says advisories were unavailable when npm could not ask the registry (as on this CI machine)", () => {
    const seen = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      method: "POST",
      uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    });
    expect(npmAuditVerdict(seen)).toEqual({
      kind: "unavailable",
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
  });

  it("refuses output that is neither", () => {
    expect(() => npmAuditVerdict(JSON.stringify({ hello: "world" }))).toThrow(
      /neither a report nor an error/,
    );
    expect(() => npmAuditVerdict("not json")).toThrow();
  });
});
