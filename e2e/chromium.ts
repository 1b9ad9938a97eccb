import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/**
 * Debian's `chromium-headless-shell` (Chromium's old headless mode, what Playwright itself runs headless by
 * default): the browser tests' first choice, as it has no browser UI to draw and spent about 15 % less of the
 * CI machine's two cores than the full `chromium` (decision 0040).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium binary to launch (same search order as e2e/ensure-chromium.mjs): CHROMIUM_PATH, then, for the
 * browser tests (`headlessShell`), Debian's headless shell, then Debian's `chromium`, then Playwright's cache.
 * The bench keeps the full browser.
 */
export function chromiumPath({ headlessShell = false } = {}): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    ...(headlessShell ? [HEADLESS_SHELL] : []),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  try {
    candidates.push(chromium.executablePath());
  } catch {}
  return candidates.find((p) => p && existsSync(p));
}

/** Flags that keep headless Chromium off the closed network and working as root (DESIGN §2 traps). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
