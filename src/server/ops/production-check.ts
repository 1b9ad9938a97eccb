import { type Env, loadEnv } from "../env";

/**
 * What stops `npm run start:prod` (issue 8): every reason this configuration must not serve real users, as
 * readable lines (`VARIABLE: what is wrong and what to do`); empty when it may start. These are the problems
 * `loadEnv` refuses with `NODE_ENV=production` (so `npm start` with `NODE_ENV=production` refuses the same,
 * issue 19 item 5): no, a published or a weak `AUTH_SECRET`, `DEMO_SEED` other than `0` (the demo accounts'
 * password is public), the sandbox gateway without `PAYMENT_SANDBOX_IN_PRODUCTION=1`, and bad values.
 */
export function productionProblems(source: Record<string, string | undefined>): string[] {
  try {
    loadEnv({ ...source, NODE_ENV: "production" });
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message
      .split("\n")
      .slice(1)
      .map((line) => line.trim());
  }
}

/**
 * What production may run with but should not (issue 19 item 5), as lines to log at start-up; empty outside
 * production: the embedded PGlite (one process, no server-grade backups or failover) and no `TRUST_PROXY`
 * (behind a reverse proxy every visitor then has the proxy's address: one rate limit for all, the proxy in
 * every login history).
 */
export function productionWarnings(env: Pick<Env, "NODE_ENV" | "DATABASE_URL" | "TRUST_PROXY">): string[] {
  if (env.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (!env.DATABASE_URL) {
    warnings.push(
      "DATABASE_URL is unset: production runs on the embedded PGlite in $DATA_DIR/pg (one process, " +
        "no replication); set DATABASE_URL to a PostgreSQL server for real users",
    );
  }
  if (!env.TRUST_PROXY) {
    warnings.push(
      "TRUST_PROXY is unset: behind a reverse proxy every request seems to come from the proxy (one sign-in " +
        "rate limit for everyone, the proxy's address in login history); set TRUST_PROXY=loopback (or the " +
        "proxy's address) when Kaarya runs behind one",
    );
  }
  return warnings;
}
