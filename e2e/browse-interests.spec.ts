import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../src/domain/demo";
import { apiHeaders, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Browse and interests (issue 3 item 7, spec 2 §2, spec 3 §2, §4, §8): a project is enabled for
 * freelancers through the app's own API (a new client submits it, the demo administrator saves the draft
 * with the enabled flag); the demo freelancer finds it in Browse Projects, expresses interest with a note,
 * sees it on Open Interests, withdraws after the spec's confirmation, expresses interest again from the
 * project detail; the demo manager sees the freelancer under Interested Freelancers. axe on every page.
 */
const stamp = Date.now();
const brief = {
  title: `Tiffin service website ${stamp}`,
  description:
    "We run a home tiffin service in Indore and need a responsive website with a weekly menu, online " +
    "subscriptions, a photo gallery and a contact form with Google Maps.",
};
const note = "I have built two food-delivery sites with React and Razorpay.";

/** A new client submits the brief; the demo administrator enables it for freelancers. @returns its id. */
async function enabledProject(browser: Browser, baseURL: string): Promise<string> {
  const client = await newClient(browser, baseURL, "Meera Joshi");
  const id = await submitProject(client, baseURL, brief);
  await client.close();

  const admin = await signedIn(browser, baseURL, "admin@demo.kaarya.in");
  const enabled = await admin.request.put(`/api/projects/${id}/draft`, {
    data: { enabledForFreelancer: true, freelancerBudget: 2_500_000, reason: "Open to freelancers" },
    headers: apiHeaders(baseURL),
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  await admin.close();
  return id;
}

async function signIn(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

test("a freelancer browses, expresses interest and withdraws; the manager sees who is interested", async ({
  browser,
  baseURL,
}) => {
  const projectId = await enabledProject(browser, baseURL!);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "freelancer@demo.kaarya.in");

  await page.goto("/browse-projects");
  await expect(page.getByRole("heading", { name: "Browse Projects", level: 1 })).toBeVisible();
  await page.getByLabel("Search projects").fill(`Tiffin service website ${stamp}`);
  const card = page.getByRole("article", { name: brief.title });
  await expect(card).toBeVisible();
  await expect(card.getByText("₹25,000.00")).toBeVisible();
  expect(await card.getByRole("list", { name: "Skills" }).getByRole("listitem").count()).toBeLessThanOrEqual(
    9,
  );
  await expectAccessible(page, "browse projects");

  await card.getByRole("button", { name: "Express Interest" }).click();
  const dialog = page.getByRole("dialog", { name: "Express Interest" });
  await dialog.getByLabel(/Note for the team/).fill(note);
  await expectAccessible(page, "express interest dialog");
  await dialog.getByRole("button", { name: "Submit Interest" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Interested", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Withdraw/ })).toBeVisible();

  await page.goto("/open-interests");
  const interest = page.getByRole("article", { name: brief.title });
  await expect(interest.getByText(note)).toBeVisible();
  await expectAccessible(page, "open interests");
  await interest.getByRole("button", { name: /Withdraw Interest/ }).click();
  const confirm = page.getByRole("dialog", { name: "Withdraw interest?" });
  await expect(
    confirm.getByText("Are you sure you want to withdraw your interest in this project?"),
  ).toBeVisible();
  await expectAccessible(page, "withdraw confirmation");
  await confirm.getByRole("button", { name: "Yes, Withdraw" }).click();
  await expect(page.getByText("No open interests")).toBeVisible();
  await expectAccessible(page, "open interests (empty)");

  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole("heading", { name: brief.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Express Interest" }).click();
  await page
    .getByRole("dialog", { name: "Express Interest" })
    .getByLabel(/Note for the team/)
    .fill(note);
  await page.getByRole("button", { name: "Submit Interest" }).click();
  await expect(page.getByText("You have expressed interest in this project.")).toBeVisible();
  await expectAccessible(page, "project detail (freelancer)");
  await context.close();

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, "manager@demo.kaarya.in");
  await managerPage.goto(`/project/${projectId}`);
  const interested = managerPage.getByRole("region", { name: "Interested Freelancers" });
  const link = interested.getByRole("link", { name: "Demo Freelancer" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^\/freelancer\/[0-9a-f-]{36}$/);
  await expect(interested.getByText(note)).toBeVisible();
  await expectAccessible(managerPage, "project detail (manager)");
  await managerContext.close();
});
