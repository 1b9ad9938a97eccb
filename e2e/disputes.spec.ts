import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { apiHeaders, moveProject, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/** The page's width beyond the viewport: 0 when nothing scrolls sideways. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const brief = {
  title: `Bakery website ${Date.now()}`,
  description:
    "We need a responsive website for our bakery in Kochi with a menu page, an online order form, a photo " +
    "gallery and a contact form with Google Maps.",
};

/**
 * Milestone disputes (issue 20 item 3): a client whose advance was paid on the sandbox gateway disputes it
 * with a reason and an evidence file from the project's Disputes section; the demo manager partially
 * refunds it through the resolution dialog (with its confirmation); the dispute shows as partially
 * refunded to the client, and the client's Transaction History and its CSV show the refund, whose credit
 * note downloads (issue 20 item 4). Accessible, no sideways scroll at 390 px.
 */
test("a client disputes a paid advance and staff partially refund it on the sandbox gateway", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const client = await newClient(browser, origin, "Meera Pillai");
  const projectId = await submitProject(client, origin, brief);
  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  await moveProject(manager, origin, projectId, ["UNDER_REVIEW", "ACCEPTED"]);

  // The client pays the advance on the sandbox gateway's page (the payment flow has its own browser test).
  const initiated = await client.request.post("/api/payments/initiate", {
    data: { projectId, paymentType: "advance" },
    headers: apiHeaders(origin),
  });
  expect(initiated.status(), await initiated.text()).toBe(200);
  const { paymentUrl } = await initiated.json();
  const paid = await client.request.post(paymentUrl, {
    form: { outcome: "pay" },
    headers: apiHeaders(origin),
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  const page = await client.newPage();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`/project/${projectId}`);
  const disputes = page.getByRole("region", { name: "Disputes" });
  await disputes.getByRole("button", { name: "Dispute Advance" }).click();
  const dialog = page.getByRole("dialog", { name: "Dispute Advance" });
  await dialog.getByRole("button", { name: "Open Dispute" }).click();
  await expect(dialog.getByText("Describe the problem in at least 10 characters.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The home page design we paid the advance for was never shared.");
  await dialog.getByLabel(/Evidence files/).setInputFiles({
    name: "chat-log.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("12 Nov: asked for the home page design. 19 Nov: still nothing."),
  });
  await expectAccessible(page, "dispute dialog");
  await dialog.getByRole("button", { name: "Open Dispute" }).click();
  await expect(dialog).toHaveCount(0);
  const item = disputes.getByRole("list", { name: "Disputes" }).getByRole("listitem").first();
  await expect(item.getByText("Dispute of Advance")).toBeVisible();
  await expect(item.getByText("Open", { exact: true })).toBeVisible();
  await expect(
    item.getByText("Freelancer payouts for Advance are on hold until this dispute is resolved."),
  ).toBeVisible();
  await expect(item.getByRole("button", { name: /chat-log\.txt/ })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page, "project detail with an open dispute");

  // The demo manager partially refunds ₹100 of it on the sandbox gateway.
  const staff = await manager.newPage();
  await staff.goto(`/project/${projectId}`);
  const staffDisputes = staff.getByRole("region", { name: "Disputes" });
  await staffDisputes.getByRole("button", { name: "Resolve dispute of Advance" }).click();
  const resolve = staff.getByRole("dialog", { name: "Resolve Dispute" });
  await resolve.getByLabel("Resolution", { exact: true }).selectOption("partially_refunded");
  await resolve.getByLabel("Refund amount (₹)").fill("100");
  await resolve.getByLabel("Resolution notes").fill("The design was late; a part of the advance goes back.");
  await resolve.getByRole("button", { name: "Continue" }).click();
  await expect(
    resolve.getByText("Refund ₹100.00 to the client through the payment gateway? This cannot be undone."),
  ).toBeVisible();
  await expectAccessible(staff, "resolve dispute confirmation");
  await resolve.getByRole("button", { name: "Confirm" }).click();
  await expect(resolve).toHaveCount(0);
  const resolved = staffDisputes.getByRole("list", { name: "Disputes" }).getByRole("listitem").first();
  await expect(resolved.getByText("Partially refunded", { exact: true })).toBeVisible();
  await expect(resolved.getByText(/Resolved as partially refunded: ₹100\.00 refunded/)).toBeVisible();
  await manager.close();

  // The client sees the resolution, then the refund in Transaction History and its CSV.
  await page.reload();
  const mine = page
    .getByRole("region", { name: "Disputes" })
    .getByRole("list", { name: "Disputes" })
    .getByRole("listitem")
    .first();
  await expect(mine.getByText("Partially refunded", { exact: true })).toBeVisible();
  await expect(mine.getByText("Notes: The design was late; a part of the advance goes back.")).toBeVisible();
  await expect(mine.getByText(/payouts for Advance are on hold/)).toHaveCount(0);

  await page.goto("/transaction-history");
  const refund = page
    .getByRole("list", { name: "Transactions" })
    .getByRole("listitem")
    .filter({ hasText: "Refund of advance payment" });
  await expect(refund.getByText("-₹100.00")).toBeVisible();
  await expect(refund.getByText("Refund processed")).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page, "transaction history with a dispute refund");

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Transaction History" }).click();
  const csv = await readFile((await (await csvDownload).path()) as string, "utf8");
  const refundLine = csv.split("\n").find((line) => line.includes(",refund,"));
  expect(refundLine).toMatch(/,refund,advance,,processed,-100\.00,INR,/);
  expect(refundLine).toMatch(/CN\/\d\d-\d\d\/\d{6}/);

  const noteDownload = page.waitForEvent("download");
  await refund.getByRole("button", { name: "Credit note" }).click();
  const note = await noteDownload;
  expect(note.suggestedFilename()).toMatch(/^Kaarya-credit-note-CN-\d\d-\d\d-\d{6}\.pdf$/);
  const pdf = await readFile((await note.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await client.close();
});
