import { type BrowserContext, expect, test } from "@playwright/test";
import { apiHeaders, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

const PASSWORD = "Client@Kaarya2026";

/** A request through `context` that must succeed; @returns its JSON body. */
async function call(
  context: BrowserContext,
  origin: string,
  method: "get" | "post" | "put",
  url: string,
  data?: object,
) {
  const response = await context.request[method](url, { data, headers: apiHeaders(origin) });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The names on the directory's cards, in order. */
const cardNames = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Freelancers" }).getByRole("heading", { level: 2 }).allInnerTexts();

/**
 * Freelancer directory, profiles and reviews (issue 7 items 5, 6): a new freelancer (a client an
 * administrator made a freelancer, no history, so last in the directory) works on a project that is then
 * completed; the client rates them 5 stars and they go to the top of the directory, with the review on
 * their profile. The freelancer edits their own profile; an unknown profile says "Freelancer Not Found".
 */
test("staff browse freelancers; a client's review reorders the directory", async ({ browser, baseURL }) => {
  const origin = baseURL ?? "";
  const suffix = Date.now().toString(36);
  const name = `Ishaan Verma ${suffix}`;

  // Setup through the API: the freelancer-to-be, the client's project, the invitation and the completion.
  const newcomer = await newClient(browser, origin, name, PASSWORD);
  const { id: newcomerId, email } = await call(newcomer, origin, "get", "/api/me");
  await newcomer.close();
  const admin = await signedIn(browser, origin, "admin@demo.kaarya.in");
  await call(admin, origin, "put", `/api/users/${newcomerId}/role`, { role: "freelancer" });
  const client = await newClient(browser, origin, `Meenakshi Rao ${suffix}`);
  const brief = {
    title: `Pickle shop website ${suffix}`,
    description:
      "A five page responsive website for our pickle shop with a menu, a gallery and a contact form.",
  };
  const projectId = await submitProject(client, origin, brief);
  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  const found = await call(manager, origin, "get", `/api/freelancers?search=${encodeURIComponent(name)}`);
  const freelancerId = found.items[0].id as string;
  await call(manager, origin, "post", `/api/projects/${projectId}/invitations`, { freelancerId });
  await call(admin, origin, "post", `/api/projects/${projectId}/status`, { statusCode: "COMPLETED" });
  await admin.close();

  // Staff open the directory: best rated first; the newcomer (no reviews) is not on top.
  const staff = await manager.newPage();
  await staff.goto("/freelancers");
  await expect(staff.getByRole("heading", { name: "Freelancers", level: 1 })).toBeVisible();
  await expect(staff.getByRole("list", { name: "Freelancers" })).toBeVisible();
  const before = await cardNames(staff);
  expect(before[0]).not.toBe(name);
  expect(before).toContain(name);
  await expectAccessible(staff, "freelancer directory");
  await staff.getByLabel("Search freelancers").fill(name);
  await expect(staff.getByRole("link", { name })).toHaveCount(1);
  await staff.getByRole("link", { name }).click();
  await expect(staff.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(staff.getByText(email)).toBeVisible();
  await expect(staff.getByText("No reviews on Kaarya projects yet.")).toBeVisible();
  await expectAccessible(staff, "freelancer profile");

  // The client rates the freelancer on the completed project.
  const clientPage = await client.newPage();
  await clientPage.goto(`/project/${projectId}`);
  const rateSection = clientPage.getByRole("region", { name: "Rate Freelancers" });
  await expect(rateSection.getByText(name)).toBeVisible();
  await expectAccessible(clientPage, "project detail with Rate Freelancers");
  await rateSection.getByRole("button", { name: `Rate ${name}` }).click();
  const dialog = clientPage.getByRole("dialog", { name: `Rate ${name}` });
  await dialog.locator("label").filter({ hasText: "5 stars" }).click();
  await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await dialog.getByLabel("Comment").fill("Delivered every page on time, with care.");
  await expectAccessible(clientPage, "rate freelancer dialog");
  await dialog.getByRole("button", { name: "Submit Rating" }).click();
  await expect(clientPage.getByText(`Thank you for rating ${name}.`)).toBeVisible();
  await expect(rateSection.getByText("Rated 5 out of 5")).toBeVisible();
  await expect(rateSection.getByRole("button", { name: `Rate ${name}` })).toHaveCount(0);
  // The client opens the profile of a freelancer on their project from Team Members, with their review on it.
  const team = clientPage.getByRole("region", { name: "Team Members" });
  await expect(team.getByText("Invited · 0 tasks")).toBeVisible();
  await team.getByRole("link", { name }).click();
  await expect(clientPage.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(clientPage.getByText("Delivered every page on time, with care.")).toBeVisible();
  await expectAccessible(clientPage, "freelancer profile opened by a client");
  await client.close();

  // The directory order changed: 5.0 stars lead.
  await staff.goto("/freelancers");
  await expect.poll(async () => (await cardNames(staff))[0]).toBe(name);
  await staff.getByRole("link", { name }).first().click();
  await expect(staff.getByText("Delivered every page on time, with care.")).toBeVisible();
  await staff.goto(`/freelancer/${crypto.randomUUID()}`);
  await expect(staff.getByRole("heading", { name: "Freelancer Not Found" })).toBeVisible();
  await expect(staff.getByText("The freelancer profile you are looking for does not exist.")).toBeVisible();
  await expectAccessible(staff, "freelancer not found");
  // Opened by address, with nothing to go back to in the app: Go Back leads to the directory.
  await staff.getByRole("button", { name: "Go Back" }).click();
  await expect(staff.getByRole("heading", { name: "Freelancers", level: 1 })).toBeVisible();
  await manager.close();

  // The freelancer edits their own profile from the user menu.
  const own = await signedIn(browser, origin, email, PASSWORD);
  const page = await own.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name }).click();
  await page.getByRole("menuitem", { name: "My Freelancer Profile" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Profile" });
  await edit.getByLabel("Title").fill("Pickle-shop web developer");
  await edit.getByLabel("Hourly rate (₹ per hour)").fill("750");
  await edit.getByRole("button", { name: "Add skill" }).click();
  await edit.getByLabel("Skill 1", { exact: true }).fill("Shopify");
  await edit.getByLabel("Proficiency of skill 1").selectOption("advanced");
  await expectAccessible(page, "edit freelancer profile");
  await edit.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated.")).toBeVisible();
  await expect(page.getByText("Pickle-shop web developer")).toBeVisible();
  await expect(page.getByText("₹750.00 per hour")).toBeVisible();
  await expect(page.getByText("Shopify · Advanced")).toBeVisible();
  await expectAccessible(page, "own freelancer profile on a phone");
  await own.close();
});
