import { expect, test } from "@playwright/test";
import { apiHeaders, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Freelancer payouts (issue 4 item 8): the manager records a payment to the invited demo freelancer and
 * completes it with a reference — confirming the override, as the client has paid nothing (issue 19 item 3);
 * the freelancer sees it on Payment History with the summary cards. The payment is a milestone payment naming
 * the payment schedule's milestone 1 (decision 0037), shown on the card to staff and to the freelancer.
 */
test("the manager pays a freelancer and the freelancer sees it in Payment History", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const title = `Tea shop branding ${Date.now()}`;
  const client = await newClient(browser, base, "Tara Bhutia");
  const id = await submitProject(client, base, {
    title,
    description: "A logo, a colour palette and packaging design for our new tea shop in Darjeeling.",
  });
  await client.close();

  const manager = await signedIn(browser, base, "manager@demo.kaarya.in");
  const available = await (await manager.request.get("/api/freelancers/available")).json();
  const demo = available.freelancers.find((f: { fullName: string }) => f.fullName === "Demo Freelancer");
  const invited = await manager.request.post(`/api/projects/${id}/invitations`, {
    data: { freelancerId: demo.freelancerId },
    headers: apiHeaders(base),
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const page = await manager.newPage();
  await page.goto(`/project/${id}`);
  const section = page.getByRole("region", { name: "Freelancer Payments" });
  await expect(section.getByText("No payments yet.")).toBeVisible();
  await section.getByRole("button", { name: "Record Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record Payment" });
  await dialog.getByLabel("Freelancer").selectOption({ label: "Demo Freelancer" });
  await dialog.getByLabel("Amount (₹)").fill("12500.50");
  await dialog.getByLabel("Description").fill("Logo milestone");
  // A milestone payment names one of the schedule's milestones; recording it without one is refused.
  await expect(dialog.getByLabel("Payment type")).toHaveValue("milestone_payment");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(dialog.locator("p").filter({ hasText: /^Choose a milestone$/ })).toBeVisible();
  await expect(dialog.getByLabel("Milestone")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Milestone").selectOption("1");
  await expectAccessible(page, "record payment dialog");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText("₹12,500.50")).toBeVisible();
  await expect(section.getByText("Milestone 1", { exact: true })).toBeVisible();
  await expect(section.getByText("Pending", { exact: true })).toBeVisible();

  const status = section.getByLabel("New status for Demo Freelancer");
  await status.selectOption({ label: "Processing" });
  await section.getByRole("button", { name: "Update" }).click();
  await expect(section.getByText("Processing", { exact: true })).toBeVisible();
  await status.selectOption({ label: "Completed" });
  await section.getByLabel("Transaction ID").fill("UPI-4455");
  await section.getByRole("button", { name: "Update" }).click();
  // The client has paid nothing yet (issue 19 item 3): completing needs the audited override.
  const override = page.getByRole("dialog", { name: "Complete without client payment?" });
  await expect(override.getByText(/has not paid anything for this project yet/)).toBeVisible();
  await expectAccessible(page, "unpaid payout override dialog");
  await override.getByRole("button", { name: "Complete anyway" }).click();
  await expect(override).toBeHidden();
  await expect(section.getByText("Completed", { exact: true })).toBeVisible();
  await expect(section.getByText("UPI-4455")).toBeVisible();
  await expectAccessible(page, "project detail (freelancer payments)");
  await manager.close();

  const freelancer = await signedIn(browser, base, "freelancer@demo.kaarya.in");
  const history = await freelancer.newPage();
  await history.goto("/freelancer-payments");
  await expect(history.getByRole("heading", { name: "Payment History" })).toBeVisible();
  const payments = history.getByRole("list", { name: "Payments" });
  await expect(payments.getByText(title)).toBeVisible();
  await expect(payments.getByText("UPI-4455")).toBeVisible();
  await expect(payments.getByText("Milestone 1", { exact: true })).toBeVisible();
  await expect(history.getByText("Total Earnings")).toBeVisible();
  await expectAccessible(history, "payment history");
  await freelancer.close();
});
