import { expect, test } from "@playwright/test";
import { apiHeaders, moveProject, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Project payments (issue 4 items 1-3): a client whose project was accepted pays the advance from the My
 * Projects banner with a coupon, through the built-in sandbox gateway's hosted page, comes back to
 * "Payment successful!", sees the transaction row with its coupon and receipt, and the project has started.
 * Every page visited is checked with axe.
 */
const brief = {
  title: `Tea shop website ${Date.now()}`,
  description:
    "We need a responsive website for our tea shop in Darjeeling with a menu page, an online order form, a " +
    "photo gallery and a contact form with Google Maps.",
};

test("a client pays an accepted project's advance with a coupon through the sandbox gateway", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const client = await newClient(browser, origin, "Asha Nair");
  const projectId = await submitProject(client, origin, brief);

  // The demo manager reviews and accepts; the demo administrator creates a 10 % coupon.
  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  await moveProject(manager, origin, projectId, ["UNDER_REVIEW", "ACCEPTED"]);
  await manager.close();
  const code = `PAY${Date.now().toString(36)}`.toUpperCase();
  const admin = await signedIn(browser, origin, "admin@demo.kaarya.in");
  const created = await admin.request.post("/api/coupons", {
    data: { code, discountValue: 10, validUntil: "2030-12-31", applicableTo: "projects" },
    headers: apiHeaders(origin),
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.close();

  const page = await client.newPage();
  await page.goto("/projects");
  await expect(
    page.getByText(/Your project has been accepted\. Pay the advance of ₹[\d,.]+ to start work\./),
  ).toBeVisible();
  await expectAccessible(page, "my projects with an advance banner");
  await page.getByRole("button", { name: `Pay for ${brief.title}` }).click();

  const dialog = page.getByRole("dialog", { name: "Complete Payment" });
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("Please enter a coupon code.")).toBeVisible();
  await dialog.getByLabel("Coupon code").fill("NO-SUCH-CODE");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("Invalid coupon code")).toBeVisible();
  await dialog.getByLabel("Coupon code").fill(` ${code.toLowerCase()} `);
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText(new RegExp(`^Coupon ${code} applied: you save ₹`))).toBeVisible();
  await expectAccessible(page, "complete payment modal");
  await dialog.getByRole("button", { name: /^Pay ₹/ }).click();

  // The sandbox gateway's hosted page, served by the app, works without JavaScript.
  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  await expect(page.getByText(brief.title)).toBeVisible();
  await expectAccessible(page, "sandbox gateway page");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
  await expect(page.getByText("Payment successful!")).toBeVisible();
  await expect(page.getByText("Started", { exact: true }).first()).toBeVisible();
  const history = page.getByRole("region", { name: "Transaction History" });
  const row = history.getByRole("row").filter({ hasText: code });
  await expect(row.getByText("Advance")).toBeVisible();
  await expect(row.getByText("Success", { exact: true })).toBeVisible();
  await expect(row.getByText(/^sbx_pay_/)).toBeVisible();
  await expect(row.getByRole("button", { name: /receipt/i }).first()).toBeVisible();
  await expect(page.getByText(/Pay the advance of/)).toHaveCount(0);
  await expectAccessible(page, "project detail after payment");
  await client.close();
});
