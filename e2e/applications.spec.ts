import { expect, test } from "@playwright/test";
import { newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Becoming a freelancer (issue 6 items 1-3): a client opens "Become a Freelancer", is told a résumé is
 * needed, applies with a résumé link, sees "Application Under Review" and the history; the demo manager
 * finds the application in the Pending tab with its evaluation and approves it; the client's menu is then
 * the freelancer's and the application page says they are a freelancer.
 */
test("a client applies, a manager approves, and the client becomes a freelancer", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const name = `Kavya Menon ${Date.now().toString(36)}`;
  const client = await newClient(browser, origin, name);
  const page = await client.newPage();
  await page.goto("/freelancer-application");
  await expect(page.getByRole("heading", { name: "Become a Freelancer" })).toBeVisible();
  await page.getByLabel("Skills").fill("Figma, Illustrator, Brand identity");
  await page.getByLabel("Years of experience").fill("3");
  await page
    .getByLabel("Bio")
    .fill("Brand and packaging designer for food start-ups in Kochi and Bengaluru.");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Please provide either a resume URL or upload a resume file.")).toBeVisible();
  await page.getByLabel("Résumé link").fill("https://example.in/kavya-cv.pdf");
  await page.getByLabel("GitHub").fill("github.com/kavya");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Enter a full link starting with https://")).toBeVisible();
  await page.getByLabel("GitHub").fill("");
  await expectAccessible(page, "application form");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application Under Review")).toBeVisible();
  await page.getByRole("button", { name: "View details" }).click();
  const details = page.getByRole("dialog", { name: "Application details" });
  await expect(
    details.getByText(/3 skills \(Figma, Illustrator, Brand identity\), 3 years of experience\./),
  ).toBeVisible();
  await expectAccessible(page, "application details");
  await page.keyboard.press("Escape");

  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  const queue = await manager.newPage();
  await queue.goto("/freelancer-applications");
  await expect(queue.getByRole("tab", { name: /^Pending \(\d+\)$/ })).toBeVisible();
  const card = queue.getByRole("listitem").filter({ has: queue.getByRole("heading", { name }) });
  await expect(card.getByText("Approved", { exact: true })).toBeVisible(); // the built-in recommendation
  await expectAccessible(queue, "review queue");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(queue.getByText("Application approved. The applicant is now a freelancer.")).toBeVisible();
  await queue.getByRole("tab", { name: /^Approved/ }).click();
  await expect(queue.getByRole("heading", { name })).toBeVisible();
  await manager.close();

  await page.reload();
  await expect(page.getByText("You're a Kaarya freelancer!")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Browse Projects" }),
  ).toBeVisible();
  await client.close();
});
