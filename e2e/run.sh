#!/bin/sh
# `npm run test:e2e [-- Playwright arguments]`: finds Chromium, builds the SPA, runs the browser tests in
# E2E_SHARDS shards at once (2 by default; 1 when Playwright arguments are given), each on its own server, port
# and data directory (E2E_PORT, E2E_PORT + 1, …: playwright.config.ts), then prints for each shard what
# e2e/server-log-tail.mjs finds in its server's log, and fails if any shard failed.
# Why shards (decision 0040): one worker on one server left part of the two cores idle; two shards, each a fresh
# server, took the browser stage from about 8 to 5 minutes. A spec must therefore not rely on data another spec
# created: it makes its own (e2e/api-setup.ts) or uses the demo seed.
node e2e/ensure-chromium.mjs && npm run build || exit 1
port=${E2E_PORT:-3917}
if [ $# -gt 0 ]; then shards=${E2E_SHARDS:-1}; else shards=${E2E_SHARDS:-2}; fi

if [ "$shards" -le 1 ]; then
  E2E_PORT=$port playwright test "$@"
  status=$?
  E2E_PORT=$port node e2e/server-log-tail.mjs "$status"
  exit
fi

# Each shard's lines carry its number; each shard's exit status goes to a file (POSIX sh has no pipefail).
statuses=$(mktemp -d) || exit 1
echo "Browser tests: $shards shards at once, servers on ports $port to $((port + shards - 1))"
shard=1
while [ "$shard" -le "$shards" ]; do
  (
    E2E_PORT=$((port + shard - 1)) playwright test --shard="$shard/$shards" "$@" 2>&1
    echo $? >"$statuses/$shard"
  ) | sed -u "s|^|[e2e $shard/$shards] |" &
  shard=$((shard + 1))
done
wait

status=0
shard=1
while [ "$shard" -le "$shards" ]; do
  result=$(cat "$statuses/$shard" 2>/dev/null || echo 1)
  echo "[e2e $shard/$shards] exit status $result (server log data/e2e-$((port + shard - 1))/server.log)"
  E2E_PORT=$((port + shard - 1)) node e2e/server-log-tail.mjs "$result" || status=1
  shard=$((shard + 1))
done
rm -rf "$statuses"
exit $status
