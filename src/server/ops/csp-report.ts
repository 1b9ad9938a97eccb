import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { CLIENT_IP_HEADER } from "../auth";
import type { AppEnv } from "../context";
import { AppError } from "../lib/app-error";
import { hitRateLimit } from "../lib/rate-limit-counter";
import type { Logger } from "./logger";

/** Where browsers send Content-Security-Policy violation reports (`report-uri` and `report-to csp`). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** Reports logged per client address per minute; more are accepted and dropped, so a page cannot flood the log. */
const REPORTS_PER_MINUTE = 30;
const MAX_BODY_BYTES = 64 * 1024;

/** One violation in either format: `report-uri`'s kebab-case `csp-report`, or the Reporting API's camelCase body. */
const violationSchema = z
  .object({
    "effective-directive": z.string().optional(),
    "violated-directive": z.string().optional(),
    "blocked-uri": z.string().optional(),
    "document-uri": z.string().optional(),
    "source-file": z.string().optional(),
    "line-number": z.number().optional(),
    effectiveDirective: z.string().optional(),
    blockedURL: z.string().optional(),
    documentURL: z.string().optional(),
    sourceFile: z.string().optional(),
    lineNumber: z.number().optional(),
  })
  .transform((v) => ({
    directive: (v.effectiveDirective ?? v["effective-directive"] ?? v["violated-directive"] ?? "unknown")
      .split(" ")[0]
      .slice(0, 40),
    blocked: v.blockedURL ?? v["blocked-uri"],
    document: v.documentURL ?? v["document-uri"],
    source: v.sourceFile ?? v["source-file"],
    line: v.lineNumber ?? v["line-number"],
  }));

const reportSchema = z.union([
  z.object({ "csp-report": violationSchema }).transform((r) => [r["csp-report"]]),
  z
    .array(z.object({ type: z.string(), body: z.unknown() }))
    .transform((reports) =>
      reports
        .filter((r) => r.type === "csp-violation")
        .flatMap((r) => violationSchema.safeParse(r.body).data ?? []),
    ),
]);

/** A URL without its query and fragment (they may carry tokens or personal data); non-URLs such as "inline" as is. */
function withoutQuery(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    return value.slice(0, 100);
  }
}

/**
 * `POST /api/csp-report` (issue 8): browsers report Content-Security-Policy violations here, in the
 * `application/csp-report` or `application/reports+json` format, up to 64 KB. Each violation is logged at
 * warn with its directive and the blocked, page and script URLs without query strings, and counted in
 * `csp_violations_total{directive}`; past 30 reports a minute from one address they are dropped. Always 204:
 * a browser does nothing with the answer, and a malformed report is just not logged. No session is read and
 * nothing is stored, which is why it is exempt from the CSRF check (lib/csrf.ts).
 */
export function cspReportRoutes(logger: Logger, onViolation: (directive: string) => void) {
  const app = new Hono<AppEnv>();
  app.post(
    CSP_REPORT_PATH,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.body(null, 413) }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.body(null, 204);
      }
      const violations = reportSchema.safeParse(body).data ?? [];
      if (violations.length === 0) return c.body(null, 204);
      try {
        const limit = { name: "csp-report", max: REPORTS_PER_MINUTE, windowSeconds: 60 };
        await hitRateLimit(c.var.deps.db, limit, c.req.header(CLIENT_IP_HEADER), c.var.deps.now());
      } catch (error) {
        if (error instanceof AppError) return c.body(null, 204);
        throw error;
      }
      for (const v of violations) {
        onViolation(v.directive);
        logger.warn(
          {
            reqId: c.get("requestId"),
            csp: {
              directive: v.directive,
              blocked: withoutQuery(v.blocked),
              document: withoutQuery(v.document),
              source: withoutQuery(v.source),
              line: v.line,
            },
          },
          "content security policy violation",
        );
      }
      return c.body(null, 204);
    },
  );
  return app;
}
