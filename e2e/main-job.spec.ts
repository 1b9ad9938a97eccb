import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../src/domain/demo";
import { expectAccessible } from "./axe";

/**
 * The main job end to end (issue 2): a new client signs up, completes the profile, enters a real brief,
 * analyses, submits, opens the project and sees tasks, the Gantt chart and the payment schedule; the demo
 * manager then finds it in All Projects and sees six matched freelancers with scores. Every page visited
 * is checked with axe.
 */
const email = `asha.${Date.now()}@example.in`;
const title = `Website for Chai Corner café ${Date.now()}`;

test("a client's brief becomes an analysed, scheduled, matched project", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Get Started Free" }).first()).toBeVisible();
  await expectAccessible(page, "landing");

  await page.goto("/signup");
  await page.getByLabel("Full Name").fill("Asha Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("weak");
  await expect(page.getByText("At least 10 characters")).toBeVisible();
  await expectAccessible(page, "sign-up");
  await page.getByLabel("Password").fill("Chai@Corner2026");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  await expectAccessible(page, "complete profile");
  await page.getByLabel("Year of birth").fill("1992");
  await page.getByLabel("Country").selectOption("India");
  await page.getByLabel("Profession").selectOption("Business & Management");
  await page.getByRole("button", { name: "Save and Continue" }).click();

  const createFirst = page.getByRole("link", { name: "Create Your First Project" });
  await expect(createFirst).toBeVisible();
  await expectAccessible(page, "client dashboard");
  await createFirst.click();

  await expect(page.getByText("Welcome, Your first project is FREE")).toBeVisible();
  const analyze = page.getByRole("button", { name: "Analyze Project", exact: true });
  await expect(analyze).toBeDisabled();
  await page.getByLabel("Project Title").fill(title);
  await page
    .getByLabel("Description")
    .fill(
      "We run a small café in Pune and need a modern responsive website with a menu page, online table " +
        "booking, a photo gallery, a contact form with Google Maps, and an admin panel to update the menu.",
    );
  await expectAccessible(page, "create project");
  await analyze.click();
  await expect(page.getByRole("button", { name: "Submit Project" })).toBeVisible();
  await expect(page.getByText(/built-in estimator/i).first()).toBeVisible();
  await expectAccessible(page, "analysis result");
  await page.getByRole("button", { name: "Submit Project" }).click();

  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("tab", { name: "List" })).toHaveAttribute("aria-selected", "true");
  const taskRows = page.getByRole("tabpanel", { name: "List" }).getByRole("row");
  await expect(taskRows.nth(3)).toBeVisible();
  await expectAccessible(page, "project detail");
  await page.getByRole("tab", { name: "Gantt Chart" }).click();
  const windowSelect = page.getByLabel("Window");
  await expect(windowSelect).toHaveValue("3");
  await expect(page.getByRole("img", { name: "Milestone" }).first()).toBeVisible();
  await windowSelect.selectOption("6");
  await page.getByRole("button", { name: "Next month" }).click();
  await expectAccessible(page, "gantt chart");
  await expect(page.getByRole("heading", { name: "Payment Schedule" })).toBeVisible();
  await expect(page.getByText(/Advance/).first()).toBeVisible();

  await page.getByRole("button", { name: "Asha Rao" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/signin");
  await expectAccessible(page, "sign-in");
  await page.getByLabel("Email").fill("manager@demo.kaarya.in");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Total Projects")).toBeVisible();
  await expectAccessible(page, "manager dashboard");

  await page.goto("/all-projects");
  await page.getByLabel("Search projects").fill("Chai Corner");
  await expect(page.getByRole("cell", { name: title })).toBeVisible();
  await expectAccessible(page, "all projects");
  await page
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("button", { name: "View" })
    .or(page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: "View" }))
    .click();

  const matches = page.getByRole("region", { name: "AI-Matched Freelancers" });
  await expect(matches.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(matches.getByText(/^\d+% match$/)).toHaveCount(6);
  await expectAccessible(page, "project detail (manager)");
  await context.close();
});
