#!/usr/bin/env node
// Runs again, on the PostgreSQL server at TEST_DATABASE_URL, the test files whose outcome can depend on the engine
// (DESIGN §6, decision 0030); the first pass ran every file on PGlite. Those files use a database (they call
// createHarness or createTestDatabase) and either
// - read KAARYA_TEST_DB: what only a server does (concurrent sessions, several processes, the migration lock,
//   query plans at scale, pg_dump),
// - test the database layer or rules written as SQL (src/server/db, src/server/access, test/: the access matrix,
//   the route fuzzer and the visibility suite run every route's queries; list totals, revision tracking), or
// - send requests at once (Promise.all): row locks and isolation between transactions, which PGlite, one
//   connection running one transaction at a time, never exercises.
// The other API suites run on PGlite only: their SQL is the same Drizzle output on both engines, and every
// route's statements run on the server through the access matrix and the fuzzer.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests ran on PGlite only.");
  process.exit(0);
}
const usesDatabase = /createHarness|createTestDatabase|KAARYA_TEST_DB/;
const dependsOnEngine = (file, text) =>
  /KAARYA_TEST_DB|Promise\.all\(/.test(text) || /^(src\/server\/(db|access)|test)\//.test(file);
const files = ["src/server", "test"]
  .flatMap((folder) => readdirSync(folder, { recursive: true }).map((file) => join(folder, file)))
  .filter((file) => {
    if (!file.endsWith(".test.ts")) return false;
    const text = readFileSync(file, "utf8");
    return usesDatabase.test(text) && dependsOnEngine(file, text);
  })
  .sort();
console.log(
  `On the PostgreSQL server at TEST_DATABASE_URL: ${files.length} files (test/run-on-postgres.mjs says which)`,
);
const result = spawnSync("npx", ["vitest", "run", ...files, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, KAARYA_TEST_DB: "postgres" },
});
process.exit(result.status ?? 1);
