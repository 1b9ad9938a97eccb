import { expect, test } from "@playwright/test";
import { apiHeaders, newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Calibration (issue 20 item 7), on the demo seed's completed projects: a new website estimate applies the
 * website ratio and says so in "How this estimate was made"; the demo manager opens Calibration from the menu
 * and sees the ratios with their project counts and over time; the page is accessible and fits a 390 px phone.
 */
test("website estimates are calibrated from the seeded completed projects, and staff see the ratios", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const client = await newClient(browser, origin, "Farah Khan");
  const analyzed = await client.request.post("/api/projects/analyze", {
    data: {
      title: "Website for our bakery",
      description:
        "A website with 5 pages for our bakery in Goa: home, menu, custom cakes, about and contact.",
    },
    headers: apiHeaders(origin),
  });
  expect(analyzed.ok(), await analyzed.text()).toBe(true);
  const { analysis } = await analyzed.json();
  expect(analysis.explanation.assumptions.join("\n")).toMatch(
    /Website projects ran \d\.\d+× their estimates over \d+ completed projects/,
  );
  await client.close();

  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  const page = await manager.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Calibration" }).click();
  await expect(page.getByRole("heading", { name: "Calibration", level: 1 })).toBeVisible();
  const ratios = page.getByRole("region", { name: "Ratios per kind of work" });
  const website = ratios.getByRole("row").filter({ hasText: "Website" });
  await expect(website.getByText("Applied to new estimates")).toBeVisible();
  await expect(ratios.getByRole("row").filter({ hasText: "Logo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ratios over time" })).toBeVisible();
  await expectAccessible(page, "calibration");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(ratios).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});
