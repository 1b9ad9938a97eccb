#!/usr/bin/env node
// Run by `npm run test:e2e` after Playwright with its exit status: prints, after Playwright's report (where a
// truncated CI log still shows it), what the e2e server wrote before each stop that e2e/serve.sh recorded
// during the run, and the end of its log when the run failed. Answered requests (one JSON line each) are
// left out; failed ones, warnings and errors stay. Exits with the status it was given.
import { readFileSync } from "node:fs";

const status = Number(process.argv[2] ?? 1);
const file = `data/e2e-${process.env.E2E_PORT ?? 3917}/server.log`;
const CONTEXT = 40;
const STOP = "[e2e] the server stopped";

/** True for a request log line of an answer below 400: noise next to a failure. */
function answeredRequest(line) {
  try {
    const entry = JSON.parse(line);
    return entry.msg === "request" && entry.status < 400;
  } catch {
    return false;
  }
}

let lines;
try {
  lines = readFileSync(file, "utf8").trimEnd().split("\n");
} catch {
  if (status !== 0) console.error(`\nThe browser tests failed, and the e2e server left no log at ${file}.`);
  process.exit(status);
}
const kept = lines.filter((line) => !answeredRequest(line));
// A stop on the log's very last line is Playwright ending the run (it kills the server when the tests end).
const stops = kept.flatMap((line, i) => (line.startsWith(STOP) && i < kept.length - 1 ? [i] : []));
for (const i of stops) {
  console.error(
    `\nThe e2e server stopped during the run; what it wrote before (${file}, answered requests left out):`,
  );
  console.error(kept.slice(Math.max(0, i - CONTEXT), i + 1).join("\n"));
}
if (status !== 0) {
  console.error(`\nThe browser tests failed. The end of ${file} (answered requests left out):`);
  console.error(kept.slice(-CONTEXT).join("\n"));
}
process.exit(status);
