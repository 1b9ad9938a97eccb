import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { apiHeaders, moveProject, newClient, signedIn, submitProject } from "./api-setup";

/**
 * Phones (issue 19 item 16): every main signed-in page of each role fits a 390 px wide phone with no
 * sideways scroll of the page (`scrollWidth ≤ innerWidth`); wide tables scroll inside their own card with a visible hint.
 * The public pages are checked at 375 px in public-pages.spec.ts.
 */

const PHONE = { width: 390, height: 844 };

/**
 * Opens `path` in `page` at phone width, waits for its heading, and checks the page does not scroll
 * sideways. A failure names the elements that reach past the right edge, innermost first.
 */
async function expectFitsPhone(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const limit = window.innerWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 0.5))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, wide };
  });
  expect
    .soft(scrollWidth, `${path} is ${scrollWidth} px wide at ${innerWidth} px; widest: ${wide.join(", ")}`)
    .toBeLessThanOrEqual(innerWidth);
}

/** Checks that `locator` is visible and lies between the left and right edges of a phone's screen. */
async function expectWithinWidth(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1)).toBeLessThanOrEqual(PHONE.width);
}

/** Checks each of `paths` in a new phone-sized page of `context`. */
async function expectPagesFitPhone(context: BrowserContext, paths: string[]): Promise<void> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  for (const path of paths) await expectFitsPhone(page, path);
  await page.close();
}

/**
 * Puts a mail with long unbroken words into the mailbox Settings shows, as the whole suite leaves there
 * (sign-in links, tokens, generated e-mail addresses): before its text wrapped anywhere, Settings measured
 * 408 px wide at 390 px with no element past the edge, the text overflowing its list item.
 * A contact message is mailed to support by a job, so this waits until the mailbox lists it.
 */
async function mailWithLongWords(admin: BrowserContext, base: string): Promise<void> {
  const word = `token${"0123456789abcdef".repeat(6)}`;
  const subject = `Phone check ${word}`;
  const sent = await admin.request.post("/api/contact", {
    data: {
      name: "Kavya Sharma",
      email: `kavya.sharma.${Date.now()}.with.a.long.generated.address@example.in`,
      subject,
      message: `Please open https://localhost/reset-password?token=${word}${word} on my phone.`,
    },
    headers: apiHeaders(base),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await expect
    .poll(async () => {
      const response = await admin.request.get("/api/mailbox", { headers: apiHeaders(base) });
      const { mails } = (await response.json()) as { mails: { subject: string }[] };
      return mails.some((m) => m.subject === `[Contact] ${subject}`);
    })
    .toBe(true);
}

test("every main page fits a 390 px phone for clients, freelancers, managers and administrators", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  // A client's accepted project with a long title and a message, so the project page has its tables and
  // the messages page a thread and a conversation with a long latest message (the demo seed has no projects).
  const client = await newClient(browser, base, "Anjali Deshpande");
  const projectId = await submitProject(client, base, {
    title: "Online store for handmade ceramics, pottery classes and a wholesale catalogue",
    description:
      "An online store for our ceramics studio with a product catalogue, cart, UPI payments, class bookings and a wholesale price list.",
  });
  const posted = await client.request.post(`/api/projects/${projectId}/messages`, {
    multipart: {
      content:
        "Could we also show the glaze colours of every mug and plate in a gallery with a zoomed-in view of each piece?",
    },
    headers: apiHeaders(base),
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const manager = await signedIn(browser, base, "manager@demo.kaarya.in");
  await moveProject(manager, base, projectId, ["UNDER_REVIEW", "ACCEPTED"]);

  const project = `/project/${projectId}`;
  const thread = `/messages?project=${projectId}`;
  await expectPagesFitPhone(client, [
    "/",
    "/create-project",
    "/projects",
    project,
    `/edit-project/${projectId}`,
    "/messages",
    thread,
    "/transaction-history",
    "/freelancer-application",
    "/profile",
    "/change-password",
  ]);
  await expectPagesFitPhone(manager, [
    "/",
    "/all-projects",
    project,
    "/freelancers",
    "/freelancer-applications",
    "/task-mapping",
    "/messages",
    thread,
  ]);
  // The two pages the review measured: the thread's composer and the support button lie within the
  // phone's width, and a wide table scrolls inside its card with a visible hint.
  const phone = await client.newPage();
  await phone.setViewportSize(PHONE);
  await phone.goto(thread);
  await expectWithinWidth(phone.getByLabel("Message", { exact: true }));
  await phone.goto(project);
  await expectWithinWidth(phone.getByRole("button", { name: "Open support chat" }));
  await phone.close();
  const staffPhone = await manager.newPage();
  await staffPhone.setViewportSize(PHONE);
  await staffPhone.goto("/all-projects");
  const table = staffPhone.getByRole("region", { name: "Projects" });
  await expect(table.getByText("Scroll sideways to see more")).toBeVisible();
  await expectWithinWidth(table);
  await staffPhone.close();

  const freelancer = await signedIn(browser, base, "freelancer@demo.kaarya.in");
  await expectPagesFitPhone(freelancer, [
    "/",
    "/browse-projects",
    "/open-interests",
    "/my-work",
    "/freelancer-payments",
    "/messages",
    "/freelancer/me",
    "/profile",
  ]);
  const admin = await signedIn(browser, base, "admin@demo.kaarya.in");
  await mailWithLongWords(admin, base);
  await expectPagesFitPhone(admin, [
    "/",
    "/users",
    "/all-projects",
    project,
    "/coupons",
    "/login-history",
    "/audit-log",
    "/settings",
  ]);
  for (const context of [client, manager, freelancer, admin]) await context.close();
});
