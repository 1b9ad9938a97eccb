import { expect, type Page, test } from "@playwright/test";
import { newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Versions, drafts and administrator edit mode (issue 3 items 3, 4): the demo administrator sets a
 * freelancer budget (which creates the draft) and adds a task to the draft in edit mode, and the
 * estimated budget total changes; the demo manager publishes the draft with a reason (an empty reason
 * aborts); the client opens "Compare with Previous Version" and sees the changed fields. axe on every page.
 */
const brief = {
  title: `Yoga studio website ${Date.now()}`,
  description:
    "We need a responsive website for our yoga studio in Mysuru with a class timetable, online booking, " +
    "a teacher gallery and a contact form with Google Maps.",
};

const budgetTile = (page: Page) =>
  page.locator("dt", { hasText: /^Estimated budget$/ }).locator("xpath=following-sibling::dd[1]");

test("admin edits a draft, manager publishes it, client compares versions", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const client = await newClient(browser, base, "Kavya Shetty");
  const id = await submitProject(client, base, brief);

  // Administrator: freelancer budget -> draft; then a new task on the draft changes the budget total.
  const adminContext = await signedIn(browser, base, "admin@demo.kaarya.in");
  const admin = await adminContext.newPage();
  await admin.goto(`/project/${id}`);
  await expect(admin.getByRole("heading", { name: brief.title })).toBeVisible();
  await expectAccessible(admin, "project detail (administrator)");
  await admin.getByRole("button", { name: "Edit Mode" }).click();
  await admin.getByLabel("Freelancer budget (₹)").fill("40000.50");
  await expectAccessible(admin, "edit mode");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  const saveDialog = admin.getByRole("dialog", { name: "Save changes" });
  await saveDialog.getByLabel("Reason for change").fill("Freelancer budget agreed with the team");
  await expectAccessible(admin, "change reason prompt");
  await saveDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin).toHaveURL(/version=0/);
  await expect(admin.getByLabel("Version")).toHaveValue("0");
  await expect(admin.getByText("Freelancer budget: ₹40,000.50")).toBeVisible();

  const before = (await budgetTile(admin).textContent()) ?? "";
  await admin.getByRole("button", { name: "Edit Mode" }).click();
  await admin.getByRole("button", { name: "Add Task" }).click();
  const taskDialog = admin.getByRole("dialog", { name: "Add Task" });
  await taskDialog.getByLabel("Title").fill("Hosting setup");
  await taskDialog.getByLabel("Estimated hours").fill("4.5");
  await taskDialog.getByLabel("Budget (₹)").fill("5050");
  await taskDialog.getByRole("button", { name: "Save Task" }).click();
  await expect(taskDialog.getByText("Budget goes in steps of ₹100")).toBeVisible();
  await taskDialog.getByLabel("Budget (₹)").fill("5000");
  await taskDialog.getByRole("button", { name: "Save Task" }).click();
  await expect(taskDialog.getByText("Please enter a reason for this change")).toBeVisible();
  await taskDialog.getByLabel("Reason for change").fill("Client asked for hosting");
  await expectAccessible(admin, "task form");
  await taskDialog.getByRole("button", { name: "Save Task" }).click();
  await expect(taskDialog).toBeHidden();
  await expect(budgetTile(admin)).not.toHaveText(before);
  const toPaise = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
  expect(toPaise((await budgetTile(admin).textContent()) ?? "") - toPaise(before)).toBe(5_000_00);
  await admin.getByRole("button", { name: "Cancel", exact: true }).click();
  await adminContext.close();

  // Manager: Publish Draft with a reason; an empty reason aborts.
  const managerContext = await signedIn(browser, base, "manager@demo.kaarya.in");
  const manager = await managerContext.newPage();
  await manager.goto(`/project/${id}`);
  await manager.getByRole("button", { name: "Publish Draft" }).click();
  const publishDialog = manager.getByRole("dialog", { name: "Publish Draft" });
  await publishDialog.getByRole("button", { name: "Publish" }).click();
  await expect(publishDialog.getByText("Please enter a reason. Nothing was saved.")).toBeVisible();
  await publishDialog.getByLabel("Reason for change").fill("Hosting added and freelancer budget set");
  await expectAccessible(manager, "publish draft");
  await publishDialog.getByRole("button", { name: "Publish" }).click();
  await expect(manager.getByText("Published as version 2")).toBeVisible();
  await expect(manager.getByRole("button", { name: "Publish Draft" })).toBeHidden();
  await expect(manager.getByLabel("Version")).toHaveValue("2");
  await managerContext.close();

  // Client: Compare with Previous Version shows old and new values and the changed-field count.
  const page = await client.newPage();
  await page.goto(`/project/${id}`);
  await expect(page.getByLabel("Version")).toHaveValue("2");
  await expect(page.getByRole("option", { name: /Draft/ })).toHaveCount(0);
  await expectAccessible(page, "project detail (client, version 2)");
  await page.getByRole("button", { name: "Project menu" }).click();
  await page.getByRole("menuitem", { name: "Compare with Previous Version" }).click();
  const compare = page.getByRole("dialog", { name: "Compare with Previous Version" });
  // The estimated budget, the hours (which follow the tasks, issue 17 §7), the number of tasks and their titles.
  await expect(compare.getByText("4 fields changed")).toBeVisible();
  const hoursRow = compare.getByRole("listitem").filter({ hasText: "Estimated hours" });
  await expect(hoursRow.getByText("Changed", { exact: true })).toBeVisible();
  await expect(compare.getByText(/Hosting setup/)).toBeVisible();
  await expect(compare.getByText("Freelancer budget")).toHaveCount(0);
  await expectAccessible(page, "version comparison");
  await client.close();
});
