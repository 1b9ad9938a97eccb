#!/usr/bin/env node
// Runs the API integration tests a second time on the PostgreSQL server at TEST_DATABASE_URL (DESIGN §6).
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests ran on PGlite only.");
  process.exit(0);
}
console.log("API tests on the PostgreSQL server at TEST_DATABASE_URL");
const result = spawnSync("npx", ["vitest", "run", "src/server", "test"], {
  stdio: "inherit",
  env: { ...process.env, KAARYA_TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
