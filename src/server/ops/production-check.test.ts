import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { startServer } from "../../../test/server-process";
import { PUBLISHED_SECRET } from "./auth-secret";
import { productionProblems, productionWarnings } from "./production-check";

const fit = {
  AUTH_SECRET: "a-real-production-secret-of-forty-characters",
  DEMO_SEED: "0",
  PAYMENT_GATEWAY: "razorpay",
};

describe("productionProblems (issue 8)", () => {
  it("passes a configuration fit for production", () => {
    expect(productionProblems(fit)).toEqual([]);
  });

  it("refuses the development secret, a missing secret and the demo seed, naming each variable", () => {
    expect(productionProblems({ ...fit, AUTH_SECRET: PUBLISHED_SECRET })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: this is the development secret/),
    ]);
    expect(productionProblems({ ...fit, AUTH_SECRET: undefined })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: required in production/),
    ]);
    // DEMO_SEED defaults to 1, so production must say 0.
    expect(productionProblems({ ...fit, DEMO_SEED: undefined })).toEqual([
      expect.stringMatching(/^DEMO_SEED:/),
    ]);
    expect(productionProblems({ ...fit, DEMO_SEED: "1" })).toEqual([expect.stringMatching(/^DEMO_SEED:/)]);
    // Even when the caller says development: start:prod is production.
    expect(productionProblems({ ...fit, NODE_ENV: "development", DEMO_SEED: "1" })).toHaveLength(1);
  });
});

describe("productionWarnings (issue 19 item 5)", () => {
  it("warns production on the embedded PGlite and without TRUST_PROXY, and nothing else", () => {
    expect(productionWarnings({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^DATABASE_URL is unset: production runs on the embedded PGlite/),
      expect.stringMatching(/^TRUST_PROXY is unset: behind a reverse proxy/),
    ]);
    expect(
      productionWarnings({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://kaarya@db/kaarya",
        TRUST_PROXY: "loopback",
      }),
    ).toEqual([]);
    expect(productionWarnings({ NODE_ENV: "development" })).toEqual([]);
  });
});

describe("npm run start:prod", () => {
  it("checks before it builds, then starts through the same check", async () => {
    const scripts = JSON.parse(await readFile("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts["start:prod"]).toBe(
      'tsx src/server/cli/start-prod.ts --check && npm run build && NODE_OPTIONS="--max-semi-space-size=64 $NODE_OPTIONS" tsx src/server/cli/start-prod.ts',
    );
  });

  it("exits 1 with a clear message for the development secret and the demo seed, before starting", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/cli/start-prod.ts"], {
      env: {
        ...process.env,
        AUTH_SECRET: PUBLISHED_SECRET,
        DEMO_SEED: "1",
        PAYMENT_GATEWAY: "razorpay",
        PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toContain("Kaarya refuses to start in production:");
    expect(stderr).toMatch(/- AUTH_SECRET: this is the development secret/);
    expect(stderr).toMatch(/- DEMO_SEED: the demo accounts share a published password/);
  }, 60_000);

  it("starts in production with a fit configuration (and stops cleanly)", async () => {
    const server = await startServer(
      { ...fit, PAYMENT_GATEWAY: "sandbox", PAYMENT_SANDBOX_IN_PRODUCTION: "1" },
      { args: ["--import", "tsx", "src/server/cli/start-prod.ts"] },
    );
    try {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      // Production: HSTS is on.
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await server.dispose();
    }
  }, 120_000);
});
