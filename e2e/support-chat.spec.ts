import { expect, test } from "@playwright/test";
import { signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * The floating support chat (spec 1 §2, issue 5 item 6): a client opens it from any in-app screen, asks
 * about pricing and gets the canned plan reply without the question going over the network; markup they
 * type shows as text while the formatting markers render; Escape closes it and focus returns to the button.
 */
test("the support chat answers a pricing question locally", async ({ browser, baseURL }) => {
  const client = await signedIn(browser, baseURL ?? "", "client@demo.kaarya.in");
  const page = await client.newPage();
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  await page.goto("/projects");

  const button = page.getByRole("button", { name: "Open support chat" });
  await button.click();
  const panel = page.getByRole("dialog", { name: "Kaarya support" });
  const input = panel.getByRole("textbox", { name: "Message to support" });
  await expect(input).toBeFocused();
  await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
  const box = await panel.boundingBox();
  expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([384, 600]);

  await input.fill("How much does the Pro plan cost?");
  await input.press("Enter");
  const log = panel.getByRole("log", { name: "Support conversation" });
  await expect(log.getByText(/Rs 100 per annum, up to 5 accepted projects/)).toBeVisible();
  expect(sent.filter((line) => line.includes("Pro plan cost"))).toEqual([]);

  await input.fill("<img src=x onerror=alert(1)> **thanks**");
  await input.press("Enter");
  await expect(log.getByText("<img src=x onerror=alert(1)>", { exact: false })).toBeVisible();
  await expect(log.locator("strong", { hasText: "thanks" })).toBeVisible();
  await expect(log.locator("img")).toHaveCount(0);
  await expectAccessible(page, "support chat (open)");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await client.close();
});
