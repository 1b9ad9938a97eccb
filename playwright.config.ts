import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/chromium";

const PORT = 3917;

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
  webServer: {
    command: `rm -rf data/e2e && tsx src/server/main.ts`,
    // Every browser test signs users in from 127.0.0.1; the sign-in rate limit is tested in the API suite.
    env: {
      PORT: String(PORT),
      DATA_DIR: "data/e2e",
      APP_URL: `http://localhost:${PORT}`,
      NODE_ENV: "test",
      SIGN_IN_RATE_LIMIT: "1000",
    },
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
