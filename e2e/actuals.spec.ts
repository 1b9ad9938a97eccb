import { expect, type Page, test } from "@playwright/test";
import { signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Estimated vs actual hours (issue 20 item 6), on the demo seed's completed projects with logged hours: the
 * demo manager sorts All Projects by overrun, opens the project that ran most over its estimate and sees its
 * tasks' estimated, actual and difference hours with the total and the hours by milestone as a chart with its
 * table; accessible, and without sideways scroll at 1366 and 390 px (the list's table scrolls inside itself).
 */
test("staff sort All Projects by overrun and see estimated vs actual hours on the project", async ({
  browser,
  baseURL,
}) => {
  const manager = await signedIn(browser, baseURL ?? "", "manager@demo.kaarya.in");
  const page = await manager.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/all-projects");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Overrun" });
  await expect(page.getByRole("columnheader", { name: "Overrun" })).toBeVisible();
  const first = page.getByRole("region", { name: "Projects" }).getByRole("row").nth(1);
  await expect(first.getByRole("cell", { name: /^\+\d+(\.\d)? h$/ })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await first.getByRole("link", { name: "View" }).click();

  await expect(page.getByRole("heading", { name: "Estimated vs Actual Hours" })).toBeVisible();
  const perTask = page.getByRole("region", { name: "Estimated vs actual hours per task" });
  await expect(perTask.getByRole("columnheader", { name: "Actual hours" })).toBeVisible();
  const total = perTask.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total" }) });
  await expect(total.getByRole("cell").last()).toHaveText(/^\+\d+(\.\d)? h$/);
  const chart = page.getByRole("figure", { name: "Hours by Milestone" });
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await chart.getByText("Show data as a table").click();
  await expect(chart.getByRole("rowheader", { name: /^Milestone \d|No milestone/ }).first()).toBeVisible();
  await expectAccessible(page, "estimated vs actual hours");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(perTask).toBeVisible();
  await expect(page.getByRole("figure", { name: "Hours by Milestone" })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.goto("/all-projects");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Overrun" });
  await expect(page.getByRole("columnheader", { name: "Overrun" })).toBeAttached();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await manager.close();
});
