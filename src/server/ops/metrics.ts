import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { CLIENT_IP_HEADER } from "../auth";
import type { AppEnv, Deps } from "../context";
import { errorBody } from "../lib/app-error";

/** Latency buckets in seconds: 5 ms to 10 s (an analysis waiting on a model sits at the top). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The app's Prometheus metrics, on a registry of its own (so several apps in one test process never clash). */
export interface Metrics {
  registry: Registry;
  /** Counts and times every request by method, route pattern and status. */
  middleware: MiddlewareHandler;
  /** `csp_violations_total{directive}`: Content-Security-Policy violations browsers reported (csp-report.ts). */
  cspViolations: Counter<"directive">;
}

/**
 * Creates the registry (issue 8): `http_requests_total{method,route,status}`,
 * `http_request_duration_seconds{method,route}` (histogram; for an event stream, the time to its first
 * byte), `http_request_errors_total{method,route}` (5xx answers), `kaarya_jobs{status}` (the durable job
 * table by status; `queued` is the queue depth), `kaarya_event_streams_open` (server-sent event streams of
 * this process), `csp_violations_total{directive}`, plus Node's default process metrics. `route` is the matched pattern (`/api/projects/:id`),
 * never the raw path, so the label set stays small.
 */
export function createMetrics(deps: Pick<Deps, "db" | "events">): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to response headers, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: "http_request_errors_total",
    help: "HTTP requests answered with a 5xx status, by method and route pattern",
    labelNames: ["method", "route"] as const,
    registers: [registry],
  });
  const cspViolations = new Counter({
    name: "csp_violations_total",
    help: "Content-Security-Policy violations reported by browsers, by effective directive",
    labelNames: ["directive"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "kaarya_jobs",
    help: "Background jobs in the durable job table by status (queued = queue depth)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const counts = { queued: 0, running: 0, failed: 0 };
      const result = await deps.db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from jobs where status <> 'done' group by status`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        status: keyof typeof counts;
        n: number;
      }[];
      for (const row of rows) counts[row.status] = Number(row.n);
      for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: "kaarya_event_streams_open",
    help: "Server-sent event streams open on this process",
    registers: [registry],
    collect() {
      this.set(deps.events.size);
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c) || "unmatched";
      const method = c.req.method;
      const status = c.res.status;
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, (performance.now() - started) / 1000);
      if (status >= 500) errors.inc({ method, route });
    }
  };
  return { registry, middleware, cspViolations };
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus text format, outside `/api`. With `METRICS_TOKEN` set it answers only
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise, from anywhere); without it, only requests from the
 * loopback address (403 otherwise), judged from the socket, never from a header.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono<AppEnv>().get("/metrics", async (c) => {
    if (token) {
      const given = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
      if (!given || !sameToken(given, token)) {
        c.header("www-authenticate", 'Bearer realm="metrics"');
        return c.json(errorBody("unauthenticated", "A valid metrics token is required."), 401);
      }
    } else if (!LOOPBACK.has(c.req.header(CLIENT_IP_HEADER) ?? "")) {
      return c.json(errorBody("forbidden", "Metrics are served to the loopback address only."), 403);
    }
    c.header("cache-control", "no-store");
    return c.body(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType });
  });
}
