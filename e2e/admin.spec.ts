import { expect, test } from "@playwright/test";
import { newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Administration (issue 7 items 7, 8): the demo administrator finds a new user by e-mail in User
 * Management, changes their role after confirming, and sees their sign-in in Login History; the user, who
 * had the app open, is signed out and on signing in again has the manager's menu.
 */
test("an administrator changes a user's role and reads the login history", async ({ browser, baseURL }) => {
  const origin = baseURL ?? "";
  const name = `Rohan Das ${Date.now().toString(36)}`;
  const client = await newClient(browser, origin, name);
  const { email } = await (await client.request.get("/api/me")).json();
  const userPage = await client.newPage();
  await userPage.goto("/");
  const menu = userPage.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "My Projects" })).toBeVisible();

  const admin = await signedIn(browser, origin, "admin@demo.kaarya.in");
  const page = await admin.newPage();
  await page.goto("/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  await page.getByLabel("Search users").fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expectAccessible(page, "user management");
  await row.getByLabel(`Role of ${name}`).selectOption({ label: "Manager" });
  const confirm = page.getByRole("dialog", { name: "Change role?" });
  await expect(confirm.getByText(/will become Manager and be signed out everywhere/)).toBeVisible();
  await confirm.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText("Role changed.")).toBeVisible();
  await expect(row.getByLabel(`Role of ${name}`)).toHaveValue("manager");

  await page.goto("/login-history");
  await expect(page.getByRole("heading", { name: "Login History" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name }).first()).toBeVisible();
  await expectAccessible(page, "login history");
  await admin.close();

  await userPage.goto("/signin");
  await userPage.getByLabel("Email").fill(email);
  await userPage.getByLabel("Password").fill("Client@Kaarya2026");
  await userPage.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(menu.getByRole("link", { name: "All Projects" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "My Projects" })).toHaveCount(0);
  await client.close();
});
