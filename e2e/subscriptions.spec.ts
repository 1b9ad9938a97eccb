import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { newClient } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Subscriptions (issue 4 items 5, 6): a free client opens the plan modal from the Free badge, chooses Pro,
 * pays ₹100 on the sandbox gateway's page and lands on the dashboard with "Payment Successful!"; the badge
 * reads Pro and Transaction History has the completed "Pro Plan" row, in the downloaded CSV too. An
 * Enterprise purchase abandoned on the gateway's page stays pending and "Continue Payment" returns to the
 * same order.
 */
test("a client buys Pro through the sandbox gateway, then continues an abandoned Enterprise payment", async ({
  browser,
  baseURL,
}) => {
  const client = await newClient(browser, baseURL ?? "", "Meera Pillai");
  const page = await client.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Free plan: view plans" }).click();
  const plans = page.getByRole("dialog", { name: "Choose your plan" });
  await expect(plans.getByText("Your current plan")).toBeVisible();
  await plans.getByRole("button", { name: "Choose Pro" }).click();

  const checkout = page.getByRole("dialog", { name: "Upgrade to Pro Plan" });
  await expect(checkout.getByText("₹100.00").first()).toBeVisible();
  await expectAccessible(page, "plan checkout");
  await checkout.getByRole("button", { name: "Pay ₹100.00" }).click();

  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  await expect(page.getByText("Kaarya Pro Plan — 1 year")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page.getByText("Your subscription has been upgraded successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByText("Pro plan", { exact: true })).toBeVisible();
  await expectAccessible(page, "dashboard after a subscription payment");
  // The banner shows for 5 seconds (spec 1 §9), then goes.
  await expect(page.getByText("Payment Successful!")).toHaveCount(0, { timeout: 8_000 });

  await page.goto("/transaction-history");
  const rows = page.getByRole("list", { name: "Transactions" }).getByRole("listitem");
  const pro = rows.filter({ hasText: "Pro Plan" });
  await expect(pro.getByText("Completed", { exact: true })).toBeVisible();
  await expect(pro.getByText(/Transaction ID: sbx_pay_/)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Transaction History" }).click();
  const csv = await readFile((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toMatch(/Pro Plan/);

  // Enterprise, from the user menu's Subscription item: chosen, then abandoned on the gateway's page.
  await page.getByRole("button", { name: "Meera Pillai" }).click();
  await page.getByRole("menuitem", { name: "Subscription" }).click();
  await expect(plans.getByText(/Your current plan until/)).toBeVisible();
  await plans.getByRole("button", { name: "Choose Enterprise" }).click();
  await page
    .getByRole("dialog", { name: "Upgrade to Enterprise Plan" })
    .getByRole("button", { name: "Pay ₹10,000.00" })
    .click();
  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  const orderUrl = page.url();

  await page.goto("/transaction-history");
  const enterprise = rows.filter({ hasText: "Enterprise Plan" });
  await expect(enterprise.getByText("Pending", { exact: true })).toBeVisible();
  await enterprise.getByRole("button", { name: "Continue Payment" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  expect(page.url()).toBe(orderUrl);
  await client.close();
});
