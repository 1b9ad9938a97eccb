import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/** The Chromium binary the browser tests launch (same search order as e2e/ensure-chromium.mjs). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
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
