import { expect, test } from "@playwright/test";
import { apiHeaders, moveProject, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

const brief = {
  title: "Spice shop catalogue site",
  description:
    "A four page website for our spice shop with a product catalogue, an about page and a contact form.",
};

/**
 * Refunds due (issue 20 item 2) on the sandbox gateway: a client pays one advance twice (two tabs: one order
 * without and one with a coupon, so the second is not the first reused), the second capture is flagged
 * refundDue; the demo manager opens "Refunds due" from the menu, refunds it in one confirmed action, and it
 * leaves the list; the sandbox page of that order lists the refund. Accessible, and fits a 390 px phone.
 */
test("a duplicate capture is refunded from the Refunds due queue", async ({ browser, baseURL }) => {
  const origin = baseURL ?? "";
  const headers = apiHeaders(origin);
  const client = await newClient(browser, origin, "Meera Pillai");
  const projectId = await submitProject(client, origin, brief);
  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  await moveProject(manager, origin, projectId, ["UNDER_REVIEW", "ACCEPTED"]);
  const code = `DUP${Date.now().toString(36)}`.toUpperCase();
  const admin = await signedIn(browser, origin, "admin@demo.kaarya.in");
  const coupon = await admin.request.post("/api/coupons", {
    data: { code, discountValue: 10, validUntil: "2030-12-31", applicableTo: "projects" },
    headers,
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  await admin.close();

  const orders: string[] = [];
  for (const couponCode of [undefined, code]) {
    const started = await client.request.post("/api/payments/initiate", {
      data: { projectId, paymentType: "advance", ...(couponCode ? { couponCode } : {}) },
      headers,
    });
    expect(started.ok(), await started.text()).toBe(true);
    orders.push((await started.json()).paymentUrl);
  }
  expect(new Set(orders).size).toBe(2);
  const tab = await client.newPage();
  for (const paymentUrl of orders) {
    await tab.goto(paymentUrl);
    await tab.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(tab).toHaveURL(new RegExp(`/project/${projectId}`));
  }

  const page = await manager.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Refunds due" }).click();
  await expect(page.getByRole("heading", { name: "Refunds due", level: 1 })).toBeVisible();
  const card = page.getByRole("article", { name: brief.title });
  await expect(card.getByText("Advance payment paid twice")).toBeVisible();
  await expectAccessible(page, "refunds due");

  await page.setViewportSize({ width: 390, height: 844 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await card.getByRole("button", { name: /^Refund ₹/ }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this duplicate payment?" });
  await expect(dialog.getByText(/goes back to Meera Pillai through Sandbox/)).toBeVisible();
  await expectAccessible(page, "refund confirmation");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByText("Refund requested")).toBeVisible();
  await expect(card).toHaveCount(0);

  // The duplicate's sandbox order, and only it, lists the refund on its hosted page.
  let refundedOrders = 0;
  for (const url of orders) {
    await tab.goto(url);
    await expect(tab.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
    if ((await tab.getByRole("heading", { name: "Refunds" }).count()) > 0) {
      refundedOrders += 1;
      await expect(tab.getByText("Refunded", { exact: true })).toBeVisible();
    }
  }
  expect(refundedOrders).toBe(1);
  await manager.close();
  await client.close();
});
