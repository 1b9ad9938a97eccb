import { expect, test } from "@playwright/test";
import { signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Coupon Management (spec 3 §2, §5, §8; issue 4 item 4): the administrator creates a coupon through the
 * dialog (meeting the spec's validation texts on the way), sees it listed with its code upper-cased,
 * deactivates it, opens its empty usage and deletes it after the confirmation.
 */
test("an administrator creates, deactivates, inspects and deletes a coupon", async ({ browser, baseURL }) => {
  const code = `e2e${Date.now().toString(36)}`;
  const stored = code.toUpperCase();
  const admin = await signedIn(browser, baseURL ?? "", "admin@demo.kaarya.in");
  const page = await admin.newPage();
  await page.goto("/coupons");
  await expect(page.getByRole("heading", { name: "Coupon Management" })).toBeVisible();

  await page.getByRole("button", { name: "Create Coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Coupon" });
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(dialog.getByText("Please fill in all required fields").first()).toBeVisible();
  await dialog.getByLabel("Code").fill(code);
  await dialog.getByLabel("Discount (%)").fill("150");
  await dialog.getByLabel("Valid until").fill("2030-12-31");
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(dialog.getByText("Percentage discount must be between 1 and 100")).toBeVisible();
  await dialog.getByLabel("Discount (%)").fill("15");
  await dialog.getByLabel("Max discount (₹)").fill("500");
  await dialog.getByLabel("Usage limit").fill("100");
  await expectAccessible(page, "create coupon dialog");
  await dialog.getByRole("button", { name: "Create Coupon" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: stored });
  await expect(row.getByText("15% off (up to ₹500.00)")).toBeVisible();
  await expect(row.getByText("0 / 100")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expectAccessible(page, "coupon management");

  await row.getByRole("button", { name: `Deactivate ${stored}` }).click();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Activate ${stored}` })).toBeVisible();

  await row.getByRole("button", { name: `Usage of ${stored}` }).click();
  const usage = page.getByRole("dialog", { name: `Usage of ${stored}` });
  await expect(usage.getByText("No payments have used this coupon yet")).toBeVisible();
  await expectAccessible(page, "coupon usage dialog");
  await usage.getByRole("button", { name: "Close" }).click();
  await expect(usage).toBeHidden();

  await row.getByRole("button", { name: `Delete ${stored}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete coupon ${stored}` });
  await expect(confirm.getByText("Are you sure you want to delete this coupon?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: stored })).toHaveCount(0);
  await admin.close();
});

test("a manager opening /coupons gets the not-allowed page", async ({ browser, baseURL }) => {
  const manager = await signedIn(browser, baseURL ?? "", "manager@demo.kaarya.in");
  const page = await manager.newPage();
  await page.goto("/coupons");
  await expect(page.getByText("Your account does not have access to this page.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coupon Management" })).toHaveCount(0);
  expect((await manager.request.get("/api/coupons")).status()).toBe(403);
  await manager.close();
});
