import type { ChildProcess } from "node:child_process";

/**
 * What bench/run.ts hands each section (payments, scale, load, bundle): its own file so the sections do not
 * import run.ts, which imports them (no cycle, issue 18 item 5). run.ts implements it.
 */
export interface BenchHelpers {
  /** Migrates and seeds the demo accounts and `count` (default 1,000) projects of the demo client. @returns the projects' ids. */
  seed(options: { url?: string; dataDir?: string }, count?: number): Promise<string[]>;
  /** Starts the production server on `port` with `env`, once `/api/health` answers. @throws Error when it does not within 60 s. */
  startServer(env: Record<string, string>, port: number): Promise<ChildProcess>;
  /** Signs `email` in with the demo password. @returns the session's Cookie header. */
  signIn(base: string, email: string): Promise<string>;
  /** Loads `url` for BENCH_SECONDS at `connections` (default 10). @returns requests/s, median and p99 latency (ms). */
  load(
    url: string,
    cookie?: string,
    connections?: number,
  ): Promise<{ requestsPerSecond: number; medianMs: number; p99Ms: number }>;
  /** The `p`th percentile (0–100) of ascending `sorted`. */
  percentile(sorted: number[], p: number): number;
  /** BENCH_SECONDS: each measurement's duration (s). */
  durationSeconds: number;
}
