import { expect, type Page, test } from "@playwright/test";
import { moveProject, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Lifecycle and plan limits (issue 3 items 5, 6): a client cancels a project after confirming; a free
 * client whose project was accepted (by the demo manager through the status control and the status
 * route) sees the upgrade panel instead of "Submit Project". Every page visited is checked with axe; on the
 * long pages the side menu spans the page and the success toast keeps clear of the chat button.
 */
/**
 * On a long page the side menu's white column runs to the page's end (a fixed one stopped at the first
 * screen's height) and its links stay in view when scrolled to the bottom (issue 19 item 19).
 */
async function expectMenuSpansPage(page: Page, label: string) {
  const nav = page.getByRole("navigation", { name: "Main menu", exact: true });
  const column = await nav.locator("xpath=ancestor::aside").boundingBox();
  const { pageHeight, viewport } = await page.evaluate(() => ({
    pageHeight: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  expect(pageHeight, `${label} is longer than a screen`).toBeGreaterThan(viewport);
  expect(column?.height ?? 0, `${label}: the side menu's column`).toBeGreaterThanOrEqual(pageHeight - 1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(nav.getByRole("link").first()).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
}

const brief = {
  title: `Bakery website ${Date.now()}`,
  description:
    "We need a responsive website for our bakery in Kochi with a menu page, online cake orders, a photo " +
    "gallery and a contact form with Google Maps.",
};

test("a client cancels a project after confirming", async ({ browser, baseURL }) => {
  const context = await newClient(browser, baseURL ?? "", "Meera Pillai");
  const id = await submitProject(context, baseURL ?? "", brief);
  const page = await context.newPage();
  await page.goto(`/project/${id}`);
  await expect(page.getByRole("heading", { name: brief.title })).toBeVisible();
  await expectAccessible(page, "project detail (client)");

  await page.getByRole("button", { name: "Project menu" }).click();
  await page.getByRole("menuitem", { name: "Cancel Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this project?" });
  await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
  await expectAccessible(page, "cancel confirmation");
  await dialog.getByRole("button", { name: "Keep Project" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Project menu" }).click();
  await page.getByRole("menuitem", { name: "Cancel Project" }).click();
  await page.getByRole("button", { name: "Yes, Cancel Project" }).click();
  await expect(page.getByText("This project has been cancelled.")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Project menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Cancel Project" })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "Edit Project" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expectAccessible(page, "cancelled project");
  await context.close();
});

test("a free client with an accepted project sees the upgrade panel", async ({ browser, baseURL }) => {
  const client = await newClient(browser, baseURL ?? "", "Kabir Das");
  const id = await submitProject(client, baseURL ?? "", brief);

  // The demo manager reviews through the status control, then accepts through the status route.
  const manager = await signedIn(browser, baseURL ?? "", "manager@demo.kaarya.in");
  const staffPage = await manager.newPage();
  await staffPage.goto(`/project/${id}`);
  await staffPage.getByLabel("Change status").selectOption({ label: "Under Review" });
  await staffPage.getByRole("button", { name: "Update Status" }).click();
  await expect(staffPage.getByText("Under Review", { exact: true }).first()).toBeVisible();
  // The success toast settles above the support chat button, never on it (issue 19 item 19).
  const toast = staffPage.locator("[data-sonner-toast]", { hasText: "Status changed to Under Review" });
  await expect(toast).toBeVisible();
  const chat = await staffPage.getByRole("button", { name: "Open support chat" }).boundingBox();
  await expect
    .poll(
      async () => {
        const box = await toast.boundingBox();
        return box !== null && chat !== null && box.y + box.height <= chat.y;
      },
      { message: "the toast ends above the chat button" },
    )
    .toBe(true);
  await expectMenuSpansPage(staffPage, "project detail");
  await expect(staffPage.getByRole("region", { name: "Task Assignment" })).toBeVisible();
  const matches = staffPage.getByRole("region", { name: "AI-Matched Freelancers" });
  await matches
    .getByRole("button", { name: /^Invite / })
    .first()
    .click();
  await expect(matches.getByRole("button", { name: /invited$/ })).toHaveCount(1);
  await expectAccessible(staffPage, "project detail (manager lifecycle)");
  await moveProject(manager, baseURL ?? "", id, ["ACCEPTED"]);
  await manager.close();

  const page = await client.newPage();
  await page.goto("/create-project");
  await page.getByLabel("Project Title").fill(`${brief.title} again`);
  await page.getByLabel("Description").fill(brief.description);
  await page.getByRole("button", { name: "Analyze Project", exact: true }).click();
  await expect(page.getByRole("button", { name: "Upgrade Now" })).toBeVisible();
  await expect(
    page.getByText("Free users can only have 1 accepted project. Upgrade to Pro to accept up to 5 projects!"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Project" })).toHaveCount(0);
  await expect(page.getByLabel("Include hosting")).toBeVisible();
  await expectMenuSpansPage(page, "create project step 2");
  await expectAccessible(page, "create project (over the limit)");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
  await expectAccessible(page, "plan dialog");
  await client.close();
});
