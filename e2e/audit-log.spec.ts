import { expect, test } from "@playwright/test";
import { apiHeaders, newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/** Today's date in India ("YYYY-MM-DD"), as the audit log's day filters take it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Audit log (issue 8): the demo administrator changes a new user's role in User Management, opens the Audit
 * Log from the menu, finds that change by actor, action, entity type and today's date, and opens its
 * details (before and after); the page is accessible and fits a phone.
 */
test("an administrator finds a role change in the audit log and opens its details", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const name = `Meera Iyer ${Date.now().toString(36)}`;
  const client = await newClient(browser, origin, name);
  await client.close();

  const admin = await signedIn(browser, origin, "admin@demo.kaarya.in");
  const found = await admin.request.get(`/api/users?search=${encodeURIComponent(name)}`, {
    headers: apiHeaders(origin),
  });
  expect(found.ok()).toBe(true);
  const [user] = (await found.json()).items as { id: string }[];

  const page = await admin.newPage();
  await page.goto("/users");
  await page.getByLabel("Search users").fill(name);
  const userRow = page.getByRole("row").filter({ hasText: name });
  await expect(userRow).toHaveCount(1);
  await userRow.getByLabel(`Role of ${name}`).selectOption({ label: "Freelancer" });
  await page
    .getByRole("dialog", { name: "Change role?" })
    .getByRole("button", { name: "Change role" })
    .click();
  await expect(page.getByText("Role changed.")).toBeVisible();

  await page.getByRole("link", { name: "Audit Log" }).click();
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  await page.getByLabel("Search actor").fill("admin@demo.kaarya.in");
  await page.getByLabel("Action").fill("user.role");
  await page.getByLabel("Entity type").fill("profile");
  await page.getByLabel("From (IST)").fill(todayInIndia());
  await page.getByLabel("To (IST)").fill(todayInIndia());

  const entry = page.getByRole("row").filter({ hasText: user.id });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("admin@demo.kaarya.in");
  await expect(entry).toContainText("user.role");
  await entry.getByText("Details").click();
  await expect(entry.locator("pre").first()).toContainText('"role": "client"');
  await expect(entry.locator("pre").last()).toContainText('"role": "freelancer"');
  await expectAccessible(page, "audit log");

  // A filter that matches nothing says so.
  await page.getByLabel("Action").fill("no.such.action");
  await expect(page.getByText("No entries match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByRole("row").nth(1)).toBeVisible();

  // On a phone nothing scrolls sideways but the table's own scroll area.
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the audit log scrolls sideways at 375 px").toBeLessThanOrEqual(0);
  await admin.close();
});
