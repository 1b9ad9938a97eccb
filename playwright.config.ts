import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/chromium";
import { googleEnv } from "./e2e/google-env";

/** E2E_PORT lets browser runs share a machine (each gets its own server, data dir and output folder): e2e/run.sh. */
const PORT = Number(process.env.E2E_PORT ?? 3917);

/** Browser tests: the real server (built SPA, fresh PGlite data dir, demo seed) driven by headless Chromium. */
export default defineConfig({
  testDir: "e2e",
  // One folder per port: e2e/run.sh runs shards at once, and Playwright empties its output folder when it starts.
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // In CI a test that fails is run once more (Playwright reports it as flaky): a server restart by
  // e2e/serve.sh fails the test in flight, not the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath({ headlessShell: true }), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    // Its output goes to data/e2e-PORT/server.log; it is restarted if it stops early (e2e/serve.sh says why).
    command: "sh e2e/serve.sh",
    // Every browser test signs users in (and changes passwords) from 127.0.0.1; the sign-in and password-change
    // rate limits are tested in the API suite.
    env: {
      PORT: String(PORT),
      DATA_DIR: `data/e2e-${PORT}`,
      APP_URL: `http://localhost:${PORT}`,
      NODE_ENV: "test",
      SIGN_IN_RATE_LIMIT: "1000",
      RATE_LIMIT_PASSWORD_CHANGE: "1000",
      // One JSON line per request, in the log file only: the requests before a failure are context for it.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
      // A GST-registered seller in Karnataka, so receipts are tax invoices (e2e/tax-invoice.spec.ts).
      SELLER_GSTIN: "29ABCDE1234F1ZW",
      GST_RATE_PERCENT: "18",
      // No recogniser even where pocketsphinx is installed (CI): the interview runs on typed answers
      // (e2e/interview-typed.spec.ts; headless Chromium has no microphone anyway).
      VOICE_RECOGNIZER: "off",
      // "Sign in with Google" against the fake provider e2e/google-sign-in.spec.ts starts.
      ...googleEnv(PORT),
    },
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
