import { expect, type Page, test } from "@playwright/test";
import { apiHeaders, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Public pages (spec 1 §1, §2; spec 3 §1, §2; issue 7 item 9): landing with the pricing modal, careers,
 * contact (the form reaches the support mailbox), and the three legal pages with their section counts,
 * each with its own title and description, accessible, and usable at 375 px.
 */

const description = (page: Page) => page.locator('meta[name="description"]');

/** A phone-width check: nothing wider than the 375 px viewport, and a screenshot to look at. */
async function fitsOnPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("landing page: top bar, statistics, testimonials, how it works and the pricing modal", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "You order it and we get it done" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Kaarya");
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute("content", /first project is free/);
  const topBar = page.getByRole("navigation", { name: "Account" });
  await expect(topBar.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Get Started Free" })).toBeVisible();
  await expect(page.getByText("to match your project with freelancers")).toBeVisible();
  await expect(page.getByRole("blockquote")).toHaveCount(3);
  const steps = page.getByRole("region", { name: "How it works" }).getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expectAccessible(page, "landing");
  await fitsOnPhone(page, "landing");

  await page.getByRole("button", { name: "Compare Plans" }).click();
  const pricing = page.getByRole("dialog", { name: "Choose your plan" });
  await expect(pricing).toBeVisible();
  for (const plan of ["Free Plan", "Pro Plan", "Enterprise Plan"]) {
    await expect(pricing.getByRole("heading", { name: plan })).toBeVisible();
  }
  await expect(pricing.getByText(/^₹100\.00/)).toBeVisible();
  await expect(pricing.getByText(/^₹10,000\.00/)).toBeVisible();
  await expectAccessible(page, "pricing modal");
  await pricing.getByRole("button", { name: "Close" }).click();
  await expect(pricing).toBeHidden();

  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const link of [
    "Features",
    "Pricing",
    "How it works",
    "Home",
    "Contact",
    "Careers",
    "Privacy",
    "Terms",
    "Refund",
  ]) {
    await expect(footer.getByRole("link", { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/Kaarya Technologies Private Limited\. All rights reserved\./)).toBeVisible();
});

test("careers page: four skill areas, four steps and a way to apply", async ({ page }) => {
  await page.goto("/careers");
  await expect(page).toHaveTitle("Careers: Work as a Freelancer | Kaarya");
  await expect(description(page)).toHaveAttribute("content", /freelancer/);
  const skills = page.getByRole("region", { name: "Skill areas we hire for" });
  for (const area of [
    "Web development",
    "Mobile app development",
    "Content writing",
    "Ad creation and marketing",
  ]) {
    await expect(skills.getByRole("heading", { name: area })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Getting started" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Sign up to Apply" }).first()).toHaveAttribute(
    "href",
    "/signup",
  );
  await expectAccessible(page, "careers");
  await fitsOnPhone(page, "careers");
});

test("contact page: details, validation, and a message that reaches the support mailbox", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact Us | Kaarya");
  await expect(description(page)).toHaveAttribute("content", /support@kaarya\.in/);
  await expect(page.getByRole("link", { name: "support@kaarya.in" })).toBeVisible();
  await expect(page.getByText("Monday to Friday, 9:00-18:00 IST")).toBeVisible();
  await expect(page.getByText(/India$/)).toBeVisible();
  await expect(page.getByText("We reply within 24 hours.")).toBeVisible();
  await fitsOnPhone(page, "contact");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expectAccessible(page, "contact with errors");

  const subject = `Website for my clinic ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill("Kavya Sharma");
  await page.getByLabel("Email", { exact: true }).fill("kavya@example.in");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page
    .getByLabel("Message", { exact: true })
    .fill("I would like a quote for a five page website with online booking.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").getByText("Thank you! Your message has been sent.")).toBeVisible();
  await expectAccessible(page, "contact sent");

  // The mail job runs in the server: the message lands in the mailbox addressed to support.
  const admin = await signedIn(browser, baseURL ?? "", "admin@demo.kaarya.in");
  await expect
    .poll(async () => {
      const response = await admin.request.get("/api/mailbox", { headers: apiHeaders(baseURL ?? "") });
      const { mails } = (await response.json()) as { mails: { to: string; subject: string; body: string }[] };
      return mails.find((m) => m.subject === `[Contact] ${subject}`);
    })
    .toMatchObject({
      to: "support@kaarya.in",
      body: expect.stringContaining("Kavya Sharma <kavya@example.in>"),
    });
  await admin.close();
});

const LEGAL = [
  {
    path: "/terms",
    title: "Terms of Service",
    sections: 11,
    updated: "5th Oct 2025",
    mustSay: /courts in Vijayawada/,
  },
  {
    // Rewritten for disputes and gateway refunds (issue 20 item 5), so dated then, in the spec's format.
    path: "/refund",
    title: "Refund and Cancellation Policy",
    sections: 4,
    updated: "26th Nov 2026",
    mustSay: /usually reaches you within 5-7 working days/,
  },
  { path: "/privacy", title: "Privacy Policy", sections: 9, updated: "5th Oct 2025", mustSay: /IP address/ },
] as const;

for (const legal of LEGAL) {
  test(`${legal.title}: ${legal.sections} sections, last updated ${legal.updated}`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | Kaarya`);
    await expect(description(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText(`Last updated: ${legal.updated}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(legal.sections);
    await expect(page.getByText(legal.mustSay).first()).toBeVisible();
    await expectAccessible(page, legal.title);
    await fitsOnPhone(page, legal.path.slice(1));
  });
}

test("legal pages open at the top, and the terms name every section of spec 3 §2", async ({ page }) => {
  await page.goto("/terms");
  // The page is its own chunk: wait until it is drawn before reading its headings once.
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(11);
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings.map((h) => h.replace(/^\d+\.\s*/, ""))).toEqual([
    "Platform Ownership",
    "Agreement to Terms",
    "User Obligations",
    "Intellectual Property",
    "No Warranties",
    "Payment Terms",
    "Third-Party Links",
    "Indemnification",
    "Force Majeure",
    "Governing Law and Jurisdiction",
    "Modifications",
  ]);
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Refund" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Refund and Cancellation Policy" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle("Refund and Cancellation Policy | Kaarya");
});

/** The public pages of spec 1 §1-§2 (issue 19 item 20). */
const PUBLIC_PATHS = ["/", "/careers", "/contact", "/terms", "/refund", "/privacy"] as const;

test("signed out, the public and sign-in pages make no request that answers 401", async ({ page }) => {
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 401) refused.push(`${response.request().method()} ${response.url()}`);
  });
  for (const path of [...PUBLIC_PATHS, "/signin", "/signup"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(refused).toEqual([]);
});

test("the server sends each public page's title, description, canonical and Open Graph tags", async ({
  request,
  baseURL,
}) => {
  for (const path of PUBLIC_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"`);
    expect(html, path).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
  expect(await (await request.get("/careers")).text()).toContain("<title data-page-head>Careers");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of PUBLIC_PATHS) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
