import { expect, test } from "@playwright/test";
import { newClient } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Tax invoices (issue 19 item 4): a client gives a GSTIN in Profile Settings (a wrong check character is
 * refused under the field, a state the GSTIN is not in too), buys Pro through the sandbox gateway, and the
 * receipt printed from Transaction History is a tax invoice with the invoice number of the financial year, the
 * seller's GSTIN and state, the place of supply from the client's GSTIN, the client's GSTIN, the SAC and IGST
 * (the e2e server's seller is in Karnataka, playwright.config.ts).
 */
test("a client with a GSTIN buys Pro and prints a tax invoice", async ({ browser, baseURL }) => {
  const client = await newClient(browser, baseURL ?? "", "Farah Sheikh");
  const page = await client.newPage();
  await page.goto("/profile");
  const gstin = page.getByLabel("GSTIN");
  await gstin.fill("27AAPFU0939F1ZW");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a valid 15-character GSTIN")).toBeVisible();
  await gstin.fill("27aapfu0939f1zv");
  await page.getByLabel("State").selectOption({ label: "Karnataka" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Your GSTIN is registered in Maharashtra")).toBeVisible();
  await page.getByLabel("State").selectOption({ label: "Maharashtra" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expectAccessible(page, "profile settings with a GSTIN");
  await page.reload();
  await expect(page.getByLabel("GSTIN")).toHaveValue("27AAPFU0939F1ZV");

  await page.goto("/");
  await page.getByRole("button", { name: "Free plan: view plans" }).click();
  await page
    .getByRole("dialog", { name: "Choose your plan" })
    .getByRole("button", { name: "Choose Pro" })
    .click();
  await page
    .getByRole("dialog", { name: "Upgrade to Pro Plan" })
    .getByRole("button", { name: "Pay ₹100.00" })
    .click();
  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();

  await page.goto("/transaction-history");
  const pro = page
    .getByRole("list", { name: "Transactions" })
    .getByRole("listitem")
    .filter({ hasText: "Pro Plan" });
  const opening = page.waitForEvent("popup");
  await pro.getByRole("button", { name: /^Print Receipt/ }).click();
  const invoice = await opening;
  await expect(invoice.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  await expect(invoice.getByText(/Invoice number: KA\/\d\d-\d\d\/\d{6}/)).toBeVisible();
  await expect(invoice.getByText("GSTIN: 29ABCDE1234F1ZW")).toBeVisible();
  await expect(invoice.getByText("State: Karnataka (29)")).toBeVisible();
  await expect(invoice.getByText("Place of supply: Maharashtra (27)")).toBeVisible();
  await expect(invoice.getByText("GSTIN: 27AAPFU0939F1ZV")).toBeVisible();
  await expect(invoice.getByText(/SAC 998319/)).toBeVisible();
  await expect(invoice.getByRole("cell", { name: "IGST @ 18%" })).toBeVisible();
  await expect(invoice.getByText(/Tax payable on reverse charge: No/)).toBeVisible();
  await invoice.screenshot({ path: test.info().outputPath("tax-invoice.png"), fullPage: true });
  await client.close();
});
