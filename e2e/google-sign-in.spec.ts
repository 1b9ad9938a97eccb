import { expect, test } from "@playwright/test";
import { type FakeGoogle, startFakeGoogle } from "../test/fakes/google-fake";
import { expectAccessible } from "./axe";
import {
  E2E_GOOGLE_CLIENT_ID,
  E2E_GOOGLE_CLIENT_SECRET,
  fakeGoogleKeyFile,
  fakeGooglePort,
} from "./google-env";

/**
 * Sign in with Google (issue 7 item 1, spec 1 §2 Sign In, Complete Your Profile, Change Password): the
 * server's Google client points at a fake Google on 127.0.0.1 (playwright.config.ts, e2e/google-env.ts), so
 * the browser really leaves for the provider's consent page and comes back through the app's callback.
 */
let google: FakeGoogle;
test.beforeAll(async () => {
  const serverPort = Number(process.env.E2E_PORT ?? 3917);
  google = await startFakeGoogle({
    port: fakeGooglePort(serverPort),
    clientId: E2E_GOOGLE_CLIENT_ID,
    clientSecret: E2E_GOOGLE_CLIENT_SECRET,
    keyFile: fakeGoogleKeyFile(serverPort),
  });
});
test.afterAll(() => google?.close());

test("a new user signs in with Google, completes the profile, and has no password to change", async ({
  page,
}) => {
  const email = `priya.${Date.now()}@gmail.example`;
  await page.goto("/signin");
  await expectAccessible(page, "sign in");
  await page.getByRole("button", { name: "Sign in with Google" }).click();

  await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(fakeGooglePort(Number(process.env.E2E_PORT ?? 3917))));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill("Priya Nair");
  await page.getByRole("button", { name: "Continue" }).click();

  // Back in the app as a new client: Complete Your Profile first (spec 1 §2 route table).
  await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Priya Nair");
  await page.getByLabel("Year of birth").fill("1994");
  await page.getByLabel("Country").selectOption("India");
  await page.getByLabel("Profession").selectOption("Software Developer");
  await page.getByLabel("Currency").selectOption("INR");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Create Your First Project" })).toBeVisible();
  const me = await page.evaluate(async () => (await fetch("/api/me")).json());
  expect(me).toMatchObject({ email, role: "client", profileCompleted: true });

  await page.goto("/change-password");
  await expect(
    page.getByText(/You sign in with Google, so there is no Kaarya password to change/),
  ).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await expectAccessible(page, "change password (Google account)");
});

test("a refused Google sign-in comes back to Sign In with the reason", async ({ page }) => {
  google.forgeIdTokens = true;
  try {
    await page.goto("/signin");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    // Sign In has an Email field too: wait for Google's page, or the e-mail may go to the field left behind.
    await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await page.getByLabel("Email").fill(`forged.${Date.now()}@gmail.example`);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/signin\?error=/);
    await expect(page.getByText(/Google sign-in failed/)).toBeVisible();
  } finally {
    google.forgeIdTokens = false;
  }
});
