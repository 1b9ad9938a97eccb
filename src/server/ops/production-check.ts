import { DEV_SECRET } from "../auth";
import { loadEnv } from "../env";

/**
 * What stops `npm run start:prod` (issue 8): every reason this configuration must not serve real users, as
 * readable lines (`VARIABLE: what is wrong and what to do`); empty when it may start. Checks, with
 * `NODE_ENV=production`: everything `loadEnv` refuses in production (no `AUTH_SECRET`, the sandbox gateway
 * without `PAYMENT_SANDBOX_IN_PRODUCTION=1`, bad values), `AUTH_SECRET` equal to the development secret
 * (public in this repository), and the demo seed left on (`DEMO_SEED` must be `0`: the demo accounts'
 * password is public).
 */
export function productionProblems(source: Record<string, string | undefined>): string[] {
  const production: Record<string, string | undefined> = { ...source, NODE_ENV: "production" };
  const problems: string[] = [];
  try {
    loadEnv(production);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(
      ...message
        .split("\n")
        .slice(1)
        .map((line) => line.trim()),
    );
  }
  if (production.AUTH_SECRET === DEV_SECRET) {
    problems.push(
      "AUTH_SECRET: this is the development secret, published in the source code; set a random one " +
        "(e.g. `openssl rand -base64 48`)",
    );
  }
  if (production.DEMO_SEED !== "0") {
    problems.push(
      "DEMO_SEED: the demo accounts share a published password; set DEMO_SEED=0 in production " +
        "(accounts already seeded stay: remove them or change their passwords)",
    );
  }
  return problems;
}
