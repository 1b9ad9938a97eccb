#!/bin/sh
# `npm run test:e2e [-- Playwright arguments]`: finds Chromium, builds the SPA, runs the browser tests, then
# prints what e2e/server-log-tail.mjs finds in the e2e server's log, and exits with Playwright's status.
node e2e/ensure-chromium.mjs && npm run build || exit 1
playwright test "$@"
status=$?
node e2e/server-log-tail.mjs "$status"
