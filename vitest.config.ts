import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The server's suites that start the app on a database (decision 0030): one worker process runs file after file
 * without re-importing the server, which costs seconds per file; the others keep a fresh module graph per file.
 */
const sharedWorker = ["src/server/{modules,access,ops,db}/**/*.test.ts", "test/**/*.test.ts"];
/**
 * The pure domain's suites (no I/O, no module mocks) share one module graph too: re-importing the analysis engine
 * and its tables per file cost more than the tests (the unit stage went from 307 to 229 s on this machine).
 */
const pureDomain = ["src/domain/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest leaves one of the machine's cores free by default; on two cores that runs the files one by one.
    maxWorkers: 2,
    // Migrates one database per run that each file's createTestDatabase copies.
    globalSetup: ["test/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: sharedWorker,
          isolate: false,
          setupFiles: ["test/zod-openapi-first.ts"],
        },
      },
      { extends: true, test: { name: "domain", include: pureDomain, isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["**/node_modules/**", ...sharedWorker, ...pureDomain],
        },
      },
    ],
  },
});
