import { expect, test } from "@playwright/test";
import { newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Issues and change requests (issue 3 item 8): the client reports an issue and requests a change; the
 * manager resolves the issue with notes and reviews the change as needing additional payment; the client
 * sees both outcomes.
 */
test("a client raises an issue and a change request, and the manager handles both", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const client = await newClient(browser, base, "Irfan Shaikh");
  const id = await submitProject(client, base, {
    title: `Gym app ${Date.now()}`,
    description: "An Android and iOS app for our gym with class booking, trainer profiles and payments.",
  });
  const page = await client.newPage();
  await page.goto(`/project/${id}`);

  const issues = page.getByRole("region", { name: "Issues" });
  await issues.getByRole("button", { name: "Report Issue" }).click();
  let dialog = page.getByRole("dialog", { name: "Report Issue" });
  await dialog.getByRole("button", { name: "Report Issue" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Title").fill("Booking page is slow");
  await dialog.getByLabel("Description").fill("It takes ten seconds to load the class list.");
  await dialog.getByLabel("Severity").selectOption("high");
  await expectAccessible(page, "report issue dialog");
  await dialog.getByRole("button", { name: "Report Issue" }).click();
  await expect(issues.getByText("Booking page is slow")).toBeVisible();

  const changes = page.getByRole("region", { name: "Change Requests" });
  await changes.getByRole("button", { name: "Request Change" }).click();
  dialog = page.getByRole("dialog", { name: "Request Change" });
  await dialog.getByLabel("Title").fill("Add a diet plan screen");
  await dialog.getByLabel("Description").fill("Members see a weekly diet plan from their trainer.");
  await dialog.getByLabel("Estimated effort").selectOption("large");
  await dialog.getByRole("button", { name: "Request Change" }).click();
  await expect(changes.getByText("Under review")).toBeVisible();

  const manager = await signedIn(browser, base, "manager@demo.kaarya.in");
  const staffPage = await manager.newPage();
  await staffPage.goto(`/project/${id}`);
  const staffIssues = staffPage.getByRole("region", { name: "Issues" });
  await staffIssues.getByLabel("Status").selectOption("resolved");
  await staffIssues.getByLabel("Resolution notes").fill("Added caching to the class list.");
  await staffIssues.getByRole("button", { name: "Save Issue" }).click();
  await expect(staffIssues.getByText("Resolution: Added caching to the class list.")).toBeVisible();
  const staffChanges = staffPage.getByRole("region", { name: "Change Requests" });
  await staffChanges.getByRole("button", { name: "Review" }).click();
  const review = staffPage.getByRole("dialog", { name: "Review Change Request" });
  await review.getByLabel("Decision").selectOption({ label: "Needs additional payment" });
  await review.getByLabel("Estimated cost (₹)").fill("12000");
  await expectAccessible(staffPage, "review change request dialog");
  await review.getByRole("button", { name: "Submit Review" }).click();
  await expect(review).toBeHidden();
  await expect(staffChanges.getByText("Needs additional payment: ₹12,000.00")).toBeVisible();
  await expectAccessible(staffPage, "project detail (issues, staff)");
  await manager.close();

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Issues" }).getByText("Resolved", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Change Requests" }).getByText("Needs additional payment: ₹12,000.00"),
  ).toBeVisible();
  await expectAccessible(page, "project detail (issues, client)");
  await client.close();
});
