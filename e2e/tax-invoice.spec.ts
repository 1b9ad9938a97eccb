import { expect, type Page, test } from "@playwright/test";
import { apiHeaders, newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Tax invoices (issue 19 item 4): a client gives a GSTIN in Profile Settings (a wrong check character is
 * refused under the field, a state the GSTIN is not in too), buys Pro through the sandbox gateway, and the
 * receipt printed from Transaction History is a tax invoice with the invoice number of the financial year, the
 * seller's GSTIN and state, the place of supply from the client's GSTIN, the client's GSTIN, the SAC and IGST
 * (the e2e server's seller is in Karnataka, playwright.config.ts). Then the demo manager refunds part of it on
 * the sandbox (issue 20 item 4): Transaction History shows the refund as its own row, negative and processed,
 * Total Spent net of it, and its credit note downloads as a PDF; accessible, no sideways scroll at 1366 and
 * 390 px.
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
  await invoice.close();

  // The demo manager refunds ₹25.00 of it through the staff API on the sandbox gateway.
  const mine = await client.request.get("/api/transactions");
  const proPayment = (await mine.json()).items.find((t: { name: string }) => t.name === "Pro Plan");
  const manager = await signedIn(browser, baseURL ?? "", "manager@demo.kaarya.in");
  const refunded = await manager.request.post(`/api/payments/${proPayment.id}/refunds`, {
    data: { amountPaise: 2_500, reason: "Goodwill refund", refundKey: `e2e-tax-invoice-${proPayment.id}` },
    headers: apiHeaders(baseURL ?? ""),
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);
  expect((await refunded.json()).status).toBe("processed");
  await manager.close();

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/transaction-history");
    const refund = page
      .getByRole("list", { name: "Transactions" })
      .getByRole("listitem")
      .filter({ hasText: "Refund of subscription" });
    await expect(refund.getByText("-₹25.00")).toBeVisible();
    await expect(refund.getByText("Refund processed")).toBeVisible();
    await expect(refund.getByText("Reason: Goodwill refund")).toBeVisible();
    await expect(page.getByText("₹75.00", { exact: true })).toBeVisible();
    await expect(refund.getByRole("button", { name: "Credit note" })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, `transaction history with a refund at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`refund-${width}.png`), fullPage: true });
  }
  const refund = page
    .getByRole("list", { name: "Transactions" })
    .getByRole("listitem")
    .filter({ hasText: "Refund of subscription" });
  const downloading = page.waitForEvent("download");
  await refund.getByRole("button", { name: "Credit note" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Kaarya-credit-note-CN-\d\d-\d\d-\d{6}\.pdf$/);
  await client.close();
});
