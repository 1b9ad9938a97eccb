import { expect, test } from "@playwright/test";
import { newClient } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Profile Settings and Change Password (issue 7 item 2): a client updates their organization and sees the
 * success message go after 3 seconds and their recent sign-in; then changes their password, is told when
 * the confirmation does not match, and signs in with the new one.
 */
test("a client updates their profile and changes their password", async ({ browser, baseURL }) => {
  const password = "Client@Kaarya2026";
  const client = await newClient(browser, baseURL ?? "", "Anil Kumar", password);
  const page = await client.newPage();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await page.getByLabel("Organization").fill("Kumar Traders");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByText("Profile updated successfully!")).toHaveCount(0, { timeout: 6_000 });
  await expect(page.getByRole("heading", { name: "Recent sign-ins" })).toBeVisible();
  await expectAccessible(page, "profile settings");

  await page.goto("/change-password");
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("Fresh@Kaarya2027");
  await page.getByLabel("Confirm new password").fill("Fresh@Kaarya2028");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("New passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Fresh@Kaarya2027");
  await expectAccessible(page, "change password");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed successfully!")).toBeVisible();
  const email = await page.evaluate(async () => (await (await fetch("/api/me")).json()).email as string);
  const fresh = await browser.newContext();
  const signIn = await fresh.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password: "Fresh@Kaarya2027" },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.status()).toBe(200);
  await fresh.close();
  await client.close();
});
