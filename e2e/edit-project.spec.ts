import { expect, test } from "@playwright/test";
import { newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Edit and re-analyse (issue 3 item 1, spec 2 §2 "Edit project", §5, §6): the client opens Edit Project
 * from the Project menu, changes the brief, re-analyses (Updated Analysis with List and Gantt Chart),
 * adds hosting, saves and sees the new version content; staff get the spec's permission error screen.
 */
const logo = {
  title: `Bakery logo ${Date.now()}`,
  description:
    "A modern logo for our family bakery in Pune, with brand colours, a favicon and a business card.",
};

test("a client edits and re-analyses a project, then saves it", async ({ browser, baseURL }) => {
  const context = await newClient(browser, baseURL ?? "", "Asha Kulkarni");
  const id = await submitProject(context, baseURL ?? "", logo);
  const page = await context.newPage();
  await page.goto(`/project/${id}`);
  await page.getByRole("button", { name: "Project menu" }).click();
  await page.getByRole("menuitem", { name: "Edit Project" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-project/${id}$`));
  await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
  await expect(page.getByLabel("Project Title")).toHaveValue(logo.title);
  // spec 2 §5: nothing changed yet, so neither action is available.
  const reanalyze = page.getByRole("button", { name: "Re-analyze Project" });
  const save = page.getByRole("button", { name: "Save Changes" });
  await expect(reanalyze).toBeDisabled();
  await expect(save).toBeDisabled();
  await expectAccessible(page, "edit project");

  const title = `Bakery website ${Date.now()}`;
  await page.getByLabel("Project Title").fill(title);
  await page
    .getByLabel("Description")
    .fill(
      "A responsive website for our bakery with a menu page, online cake orders, a gallery and a contact form.",
    );
  await page.getByLabel(/Maximum Budget/).fill("80a00b0");
  await expect(page.getByLabel(/Maximum Budget/)).toHaveValue("80000");
  await page.getByLabel("Include hosting").check();
  await reanalyze.click();

  const updated = page.getByRole("region", { name: "Updated Analysis" });
  await expect(updated).toBeVisible();
  await expect(updated.getByText("Estimated budget")).toBeVisible();
  await expect(reanalyze).toBeDisabled();
  await updated.getByRole("tab", { name: "Gantt Chart" }).click();
  await expect(updated.getByRole("combobox", { name: /window/i })).toBeVisible();
  await expectAccessible(page, "edit project (updated analysis)");

  await save.click();
  await expect(page).toHaveURL(new RegExp(`/project/${id}$`));
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Website hosting (1 year)").first()).toBeVisible();
  await context.close();
});

test("staff opening the edit page see the permission error", async ({ browser, baseURL }) => {
  const client = await newClient(browser, baseURL ?? "", "Ravi Menon");
  const id = await submitProject(client, baseURL ?? "", logo);
  await client.close();
  const manager = await signedIn(browser, baseURL ?? "", "manager@demo.kaarya.in");
  const page = await manager.newPage();
  await page.goto(`/edit-project/${id}`);
  await expect(page.getByText("You do not have permission to edit this project")).toBeVisible();
  await expectAccessible(page, "edit project (forbidden)");
  await page.getByRole("link", { name: "Go Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await manager.close();
});
