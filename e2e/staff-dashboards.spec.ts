import { expect, type Page, test } from "@playwright/test";
import { newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Staff dashboards (spec 1 §2, issue 7 item 3): the demo manager and administrator see their cards and the
 * charts of projects by status and payments by month, each named and with a data table, at desktop and
 * phone widths.
 */

async function expectCharts(page: Page, label: string) {
  for (const name of ["Projects by status", "Payments by month"]) {
    const figure = page.getByRole("figure", { name });
    await expect(figure).toBeVisible();
    // recharts' keyboard layer makes the chart an "application", named by its title.
    await expect(figure.getByRole("application", { name })).toBeVisible();
    await figure.getByText("Show data as a table").click();
    await expect(figure.getByRole("table")).toBeVisible();
  }
  await expect(page.getByRole("figure", { name: "Projects by status" }).getByRole("row")).toHaveCount(11);
  await expect(page.getByRole("figure", { name: "Payments by month" }).getByRole("row")).toHaveCount(7);
  await expectAccessible(page, label);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("application", { name: "Payments by month" })).toBeVisible();
  // The charts redraw at the new width when their resize observer fires; the page must fit once they have.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${label} scrolls sideways at 375 px`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${label}-375.png`), fullPage: true });
}

test("the manager dashboard shows its cards and both charts", async ({ browser, baseURL }) => {
  // A fresh client's project, so the status chart has something to draw (the demo seed has no projects).
  const client = await newClient(browser, baseURL ?? "", "Meera Pillai");
  await submitProject(client, baseURL ?? "", {
    title: "Clinic booking website",
    description:
      "A responsive website for our dental clinic with online appointment booking and a contact form.",
  });
  await client.close();
  const manager = await signedIn(browser, baseURL ?? "", "manager@demo.kaarya.in");
  const page = await manager.newPage();
  await page.goto("/");
  const overview = page.getByRole("region", { name: "Overview" });
  for (const card of ["Total Projects", "Active Projects", "Total Freelancers", "Unassigned Tasks"]) {
    await expect(overview.getByText(card)).toBeVisible();
  }
  await expect(overview.getByText(/\d+ available/)).toBeVisible();
  const requested = page
    .getByRole("figure", { name: "Projects by status" })
    .getByRole("row", { name: /^Requested \d+$/ });
  await expectCharts(page, "manager-dashboard");
  await expect(requested.getByRole("cell")).toHaveText(/^[1-9]\d*$/);
  await manager.close();
});

test("the administrator dashboard shows users by role, staff and both charts", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedIn(browser, baseURL ?? "", "admin@demo.kaarya.in");
  const page = await admin.newPage();
  await page.goto("/");
  const overview = page.getByRole("region", { name: "Overview" });
  for (const card of ["Total Users", "Total Projects", "Staff"]) {
    await expect(overview.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Users by role" })).toBeVisible();
  await expectCharts(page, "admin-dashboard");
  await admin.close();
});
