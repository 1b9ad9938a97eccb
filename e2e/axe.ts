import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Asserts axe finds no serious or critical accessibility violation on the page as it is now. It first
 * waits for running finite CSS animations and transitions (a toast fading in, a dialog opening) to end:
 * mid-fade colours are not what a reader sees and made contrast checks flaky. Toasts are left out: they come
 * and go on their own timers (a toast may start fading out while axe reads the page, as a CI run saw), so they
 * are no part of the page's state being checked.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== "running" ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(blocking, `axe on ${label}`).toEqual([]);
}
