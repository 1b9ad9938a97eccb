import { expect, type Page, test } from "@playwright/test";
import { newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * The explained estimate and figures that follow edits (issue 17 §5, §7; decision 0026): a client's mixed
 * brief (a logo, a five-page site, ten articles) is planned with every part and shown with "How this
 * estimate was made" and the engine that answered, at desktop and phone widths; on the submitted project
 * the panel opens from the keyboard; an administrator adds a 10-hour task in Edit Mode and the Hours tile
 * moves by 10. A brief written in Hindi is planned (pages, WhatsApp, logo), not refused, at both widths. axe on
 * every page.
 */
const brief = {
  title: `Brand identity, a 5-page website and 10 blog articles ${Date.now()}`,
  description:
    "We are launching Nilgiri Leaf, a tea brand from Coonoor. We need a logo with 3 concepts to choose " +
    "from, a five-page website (home, about, our teas, wholesale, contact) with a contact form, and ten " +
    "blog articles of about 1,200 words each on tea growing and brewing.",
};

const tile = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
const hoursOf = async (page: Page) =>
  Number(((await tile(page, "Hours").textContent()) ?? "").replace(/[^\d.]/g, ""));

test("a mixed brief is planned in full and explained; an edit moves the Hours tile", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const client = await newClient(browser, base, "Nila Raman");
  const page = await client.newPage();
  await page.goto("/create-project");
  await page.getByLabel("Project Title").fill(brief.title);
  await page.getByLabel("Description").fill(brief.description);
  // No AI provider in the e2e server: the button does not promise AI (decision 0026).
  await expect(page.getByRole("button", { name: "Analyze Project with AI" })).toHaveCount(0);
  await page.getByRole("button", { name: "Analyze Project", exact: true }).click();

  await expect(page.getByText("Estimated by Kaarya's built-in estimator")).toBeVisible();
  const breakdown = page.getByRole("region", { name: "Task breakdown" });
  await expect(breakdown).toContainText(/logo/i);
  await expect(breakdown).toContainText(/page|website/i);
  await expect(breakdown).toContainText(/article/i);
  await expect(breakdown).toContainText(/Estimated as .+ h/);
  const panel = page.getByRole("region", { name: "How this estimate was made" });
  await expect(panel.getByRole("heading", { name: "Hourly rates" })).toBeVisible();
  await expect(panel).toContainText(/₹[\d,.]+ an hour/);
  const deliverables = panel
    .getByRole("heading", { name: "Deliverables read from your brief" })
    .locator("xpath=..")
    .getByRole("listitem");
  for (const part of [/logo/i, /page|website/i, /article/i]) {
    await expect(deliverables.filter({ hasText: part }).first()).toBeVisible();
  }
  await expectAccessible(page, "analysis with its explanation");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole("heading", { name: "Hourly rates" })).toBeVisible();
  // Nothing but the scrollable task table may be wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, "analysis with its explanation (390 px)");
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole("button", { name: "Submit Project" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1) ?? "";
  const toggle = page.getByRole("button", { name: "How this estimate was made" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "How each task was estimated" })).toBeVisible();
  await expectAccessible(page, "project detail with its explanation");
  await client.close();

  const adminContext = await signedIn(browser, base, "admin@demo.kaarya.in");
  const admin = await adminContext.newPage();
  await admin.goto(`/project/${id}`);
  await expect(admin.getByRole("heading", { name: brief.title })).toBeVisible();
  const before = await hoursOf(admin);
  expect(before).toBeGreaterThan(0);
  await admin.getByRole("button", { name: "Edit Mode" }).click();
  await admin.getByRole("button", { name: "Add Task" }).click();
  const taskDialog = admin.getByRole("dialog", { name: "Add Task" });
  await taskDialog.getByLabel("Title").fill("Print-ready label artwork");
  await taskDialog.getByLabel("Estimated hours").fill("10");
  await taskDialog.getByLabel("Budget (₹)").fill("6000");
  await taskDialog.getByLabel("Reason for change").fill("Client asked for tea labels");
  await taskDialog.getByRole("button", { name: "Save Task" }).click();
  await expect(taskDialog).toBeHidden();
  await expect(tile(admin, "Hours")).toHaveText(`${Math.round((before + 10) * 10) / 10} h`);
  await expectAccessible(admin, "project detail after a task edit (administrator)");
  await adminContext.close();
});

test("a brief written in Hindi is planned, not refused, at desktop and phone widths", async ({
  browser,
  baseURL,
}) => {
  const client = await newClient(browser, baseURL ?? "", "Suresh Verma");
  const page = await client.newPage();
  await page.goto("/create-project");
  await page.getByLabel("Project Title").fill(`दुकान के लिए वेबसाइट ${Date.now()}`);
  await page
    .getByLabel("Description")
    .fill(
      "हमें अपनी कपड़े की दुकान के लिए एक वेबसाइट चाहिए जिसमें 5 पेज हों और व्हाट्सएप बटन हो। एक लोगो भी बनवाना है। कंटेंट और फोटो हम देंगे।",
    );
  await page.getByRole("button", { name: "Analyze Project", exact: true }).click();
  const breakdown = page.getByRole("region", { name: "Task breakdown" });
  await expect(breakdown).toContainText(/5 pages/);
  await expect(breakdown).toContainText(/logo/i);
  await expect(breakdown).toContainText(/whatsapp/i);
  await expect(page.getByRole("button", { name: "Submit Project" })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath("hindi-brief-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(breakdown).toContainText(/5 pages/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("hindi-brief-390.png"), fullPage: true });
  await expectAccessible(page, "analysis of a Hindi brief (390 px)");
  await client.close();
});
