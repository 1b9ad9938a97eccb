import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Profile Settings and Change Password (issue 7 item 2): a client updates their organization and sees the
 * success message go after 3 seconds and their recent sign-in; uploads a profile image (a text file named
 * .png is refused by the server); then changes their password, is told when the confirmation does not
 * match, stays signed in on that page and signs in with the new one, while their other browser is signed out.
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

  // Avatar (spec 1 §2, §5): the server checks the content, not the name or the declared type.
  const avatar = page.getByLabel("Profile image");
  await avatar.setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from("just some text\n"),
  });
  await expect(page.getByText("Please upload an image file")).toBeVisible();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  await avatar.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Profile image uploaded successfully!")).toBeVisible();
  await expect(page.getByText("Please upload an image file")).toHaveCount(0);
  const shown = page.getByRole("img", { name: "Your profile" });
  await expect(shown).toHaveJSProperty("naturalWidth", 256);
  // The user menu in the top bar shows it too.
  await expect(page.getByRole("banner").locator('img[src^="/api/profile-images/"]')).toBeVisible();
  await expect(page.getByText("Profile image uploaded successfully!")).toHaveCount(0, { timeout: 6_000 });
  await expectAccessible(page, "profile settings with an avatar");

  // A second browser signed in as the same client, to be signed out by the password change.
  const email = await page.evaluate(async () => (await (await fetch("/api/me")).json()).email as string);
  const other = await signedIn(browser, baseURL ?? "", email, password);
  expect((await other.request.get("/api/me")).status()).toBe(200);

  await page.goto("/change-password");
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("Fresh@Kaarya2027");
  await page.getByLabel("Confirm new password").fill("Fresh@Kaarya2028");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("New passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Fresh@Kaarya2027");
  await expectAccessible(page, "change password");
  // The change ends this page's session too, and so its live stream: the page reads the user again, with the
  // new session cookie the answer brings, and stays signed in (issue 19 item 6).
  const reread = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed successfully!")).toBeVisible();
  expect((await (await reread).json()).user).toMatchObject({ email });
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(200);
  expect((await other.request.get("/api/me")).status()).toBe(401);
  const otherPage = await other.newPage();
  await otherPage.goto("/profile");
  await expect(otherPage.getByRole("heading", { name: "Profile Settings" })).toHaveCount(0);
  await expect(otherPage.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await other.close();
  const fresh = await browser.newContext();
  const signIn = await fresh.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password: "Fresh@Kaarya2027" },
    headers: { origin: baseURL ?? "" },
  });
  expect(signIn.status()).toBe(200);
  await fresh.close();
  await client.close();
});
