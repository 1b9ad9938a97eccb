import { expect, test } from "@playwright/test";
import { moveProject, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Task Mapping and My Work (issue 7 item 4, spec 1 §2, §6): the demo manager maps a task of an active
 * project to the demo freelancer, who finds it in My Work on a phone-sized screen, moves it through In
 * Progress and Review to Completed and logs the hours worked.
 */
test("a manager maps a task to the demo freelancer, who completes it and logs hours", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const stamp = Date.now().toString(36);
  const projectTitle = `Bakery website ${stamp}`;
  const client = await newClient(browser, origin, "Asha Kulkarni");
  const brief = "A five page responsive website for our bakery with a contact form and a gallery.";
  const projectId = await submitProject(client, origin, { title: projectTitle, description: brief });
  await client.close();
  // Another client's project (the Free Plan accepts one a client), so Task Mapping lists tasks the search
  // leaves out even when this test runs alone.
  const other = await newClient(browser, origin, "Ravi Menon");
  const otherId = await submitProject(other, origin, { title: `Cafe website ${stamp}`, description: brief });
  await other.close();

  // The projects become active (accepted, work started) through the lifecycle the manager drives.
  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  for (const id of [projectId, otherId])
    await moveProject(manager, origin, id, ["UNDER_REVIEW", "ACCEPTED", "STARTED"]);

  const page = await manager.newPage();
  // The search's answer is held back a moment: until it comes, the page still shows the unsearched list
  // (kept on screen while the next page loads), which must not be counted as the search's tasks.
  await page.route(/\/api\/task-mapping\/tasks\?.*search=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto("/task-mapping");
  await expect(page.getByRole("heading", { name: "Task Mapping" })).toBeVisible();
  await page.getByLabel("Search tasks").fill(projectTitle);
  const cards = page.getByRole("list", { name: "Unassigned tasks" }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: projectTitle })).toHaveCount(0);
  const taskCount = await cards.count();
  const card = cards.first();
  const taskTitle = (await card.getByRole("heading").textContent()) ?? "";
  await expect(card).toContainText(projectTitle);
  await expectAccessible(page, "task mapping");

  await card.getByRole("button", { name: `Match Freelancers: ${taskTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: `Assign “${taskTitle}”` });
  const ranked = dialog.getByRole("list", { name: "Available freelancers, best match first" });
  const demo = ranked
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Demo Freelancer" }) });
  await expect(demo).toBeVisible();
  await expect(demo.getByText(/% match$/)).toBeVisible();
  await expectAccessible(page, "task mapping candidates");
  await demo.getByRole("button", { name: "Assign to Demo Freelancer" }).click();
  await expect(page.getByText(`“${taskTitle}” assigned to Demo Freelancer`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(taskCount - 1);
  await manager.close();

  const freelancer = await signedIn(browser, origin, "freelancer@demo.kaarya.in");
  const work = await freelancer.newPage();
  await work.setViewportSize({ width: 390, height: 844 });
  await work.goto("/my-work");
  await expect(work.getByRole("heading", { name: "My Work" })).toBeVisible();
  const task = work
    .getByRole("article", { name: taskTitle })
    .filter({ has: work.getByRole("link", { name: projectTitle }) });
  await expect(task).toBeVisible();
  await expect(task.getByText("Assigned", { exact: true })).toBeVisible();
  await expectAccessible(work, "my work");

  for (const status of ["In Progress", "Review", "Completed"]) {
    await task.getByRole("button", { name: `Move to ${status}: ${taskTitle}` }).click();
    await expect(task.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(task.getByRole("button", { name: /^Move to/ })).toHaveCount(0);

  const hours = task.getByLabel("Actual hours");
  await hours.fill("-1");
  await task.getByRole("button", { name: `Log Hours: ${taskTitle}` }).click();
  await expect(task.getByText("Hours cannot be negative")).toBeVisible();
  await hours.fill("6.5");
  await task.getByRole("button", { name: `Log Hours: ${taskTitle}` }).click();
  await expect(work.getByText(`Hours logged for “${taskTitle}”`)).toBeVisible();
  await expect(task.getByText("6.5 h")).toBeVisible();
  await expectAccessible(work, "my work after logging hours");
  await freelancer.close();
});
