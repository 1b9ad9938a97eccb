#!/bin/sh
# The browser tests' server (playwright.config.ts webServer): a fresh data directory, the server's output in
# $DATA_DIR/server.log only, and a restart when it stops before Playwright ends the run, as a supervisor
# (systemd's Restart=, README "Production") would, keeping its data. Each stop is written to the log with its
# exit status (128 + N: killed by signal N) and printed by e2e/server-log-tail.mjs at the end of the run.
# Why: two CI runs lost the server half-way through (decision 0020: most likely a write to a broken log pipe).
set -u
rm -rf "$DATA_DIR" && mkdir -p "$DATA_DIR" || exit 1
log="$DATA_DIR/server.log"
starts=5
for start in $(seq 1 $starts); do
  tsx src/server/main.ts >>"$log" 2>&1
  echo "[e2e] the server stopped with exit status $? (start $start of $starts)" >>"$log"
done
