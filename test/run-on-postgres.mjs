#!/usr/bin/env node
// Runs the test files that use a database a second time, on the PostgreSQL server at TEST_DATABASE_URL (DESIGN §6,
// decision 0030). A file uses one when it calls createHarness or createTestDatabase or reads KAARYA_TEST_DB; the
// other files (pure functions, web components, servers started on their own PGlite) would only repeat the first pass.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests ran on PGlite only.");
  process.exit(0);
}
const usesDatabase = /createHarness|createTestDatabase|KAARYA_TEST_DB/;
const files = ["src/server", "test"]
  .flatMap((folder) => readdirSync(folder, { recursive: true }).map((file) => join(folder, file)))
  .filter((file) => file.endsWith(".test.ts") && usesDatabase.test(readFileSync(file, "utf8")))
  .sort();
console.log(
  `API tests on the PostgreSQL server at TEST_DATABASE_URL: ${files.length} files that use a database`,
);
const result = spawnSync("npx", ["vitest", "run", ...files, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, KAARYA_TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
