import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/chromium";
import { googleEnv } from "./e2e/google-env";

/** E2E_PORT lets two browser runs share a machine (each gets its own server and data dir). */
const PORT = Number(process.env.E2E_PORT ?? 3917);

/** Browser tests: the real server (built SPA, fresh PGlite data dir, demo seed) driven by headless Chromium. */
export default defineConfig({
  testDir: "e2e",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  globalTeardown: "./e2e/server-crash-report.ts",
  webServer: {
    // The server's output also goes to a file, so e2e/server-crash-report.ts can show why it stopped.
    command: `rm -rf data/e2e-${PORT} && mkdir -p data/e2e-${PORT} && tsx src/server/main.ts 2>&1 | tee data/e2e-${PORT}/server.log`,
    // Every browser test signs users in (and changes passwords) from 127.0.0.1; the sign-in and password-change
    // rate limits are tested in the API suite.
    env: {
      PORT: String(PORT),
      DATA_DIR: `data/e2e-${PORT}`,
      APP_URL: `http://localhost:${PORT}`,
      NODE_ENV: "test",
      SIGN_IN_RATE_LIMIT: "1000",
      RATE_LIMIT_PASSWORD_CHANGE: "1000",
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // "Sign in with Google" against the fake provider e2e/google-sign-in.spec.ts starts.
      ...googleEnv(PORT),
    },
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
