#!/usr/bin/env node
// `npm test` (README, .ci/run): the audit; then the typecheck and the lint alongside the unit tests; then the
// PostgreSQL pass and the browser tests. Stops after the first step that fails and prints how long each stage took.
// Why the overlap (decision 0040): the typecheck runs on one core and the unit tests left part of the second idle
// (processes they start, timers), so running them together saved most of the typecheck's minute and a half.
// The typecheck's and the lint's output is held until the unit tests end, so it does not split Vitest's report.
import { spawn } from "node:child_process";

/** Runs `npm run <script>`; `quiet` keeps its output and hands it back instead of printing it as it comes. */
function run(script, { quiet = false } = {}) {
  const started = Date.now();
  const child = spawn("npm", ["run", script], { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  let output = "";
  if (quiet)
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      resolve({
        script,
        status: code ?? signal ?? 1,
        seconds: Math.round((Date.now() - started) / 1000),
        output,
      });
    });
  });
}

const results = [];
/** Runs `scripts` at once (the first with its output streamed); true when all passed. */
async function step(...scripts) {
  const [first, ...rest] = scripts;
  const done = await Promise.all([run(first), ...rest.map((script) => run(script, { quiet: true }))]);
  for (const result of done.slice(1)) {
    console.log(`\n> npm run ${result.script} (alongside ${first}): exit status ${result.status}`);
    process.stdout.write(result.output);
  }
  results.push(...done);
  return done.every((result) => result.status === 0);
}

const passed =
  (await step("audit:production")) &&
  (await step("test:unit", "typecheck", "lint")) &&
  (await step("test:postgres")) &&
  (await step("test:e2e"));

console.log("\nnpm test, stage times (typecheck and lint ran alongside test:unit):");
for (const { script, status, seconds } of results) {
  console.log(
    `  ${script.padEnd(18)} ${String(seconds).padStart(5)} s  ${status === 0 ? "passed" : `FAILED (${status})`}`,
  );
}
process.exit(passed ? 0 : 1);
