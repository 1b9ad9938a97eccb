/**
 * `npm run start:prod` (issue 8): the server in production mode, but only for a configuration fit for real
 * users ({@link productionProblems}); otherwise it prints every problem and exits 1 before anything starts.
 * `--check` only checks (the npm script checks before it builds the web app).
 *
 * @module
 */
import { productionProblems } from "../ops/production-check";

process.env.NODE_ENV = "production";
const problems = productionProblems(process.env);
if (problems.length > 0) {
  console.error(
    `Kaarya refuses to start in production:\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
      "See .env.example and the README's Configuration section.",
  );
  process.exit(1);
}
if (!process.argv.includes("--check")) await import("../main");
