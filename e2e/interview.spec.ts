import { expect, test } from "@playwright/test";
import { apiHeaders, newClient, signedIn } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * The interview path of becoming a freelancer (issue 6 items 3, 4): a client applies, a manager asks for
 * an interview, the client answers the built-in interviewer by typing (the headless browser has no
 * microphone), ends the interview and sees "Under Final Review"; the manager reads the transcript and
 * approves; the client's menu becomes the freelancer's.
 */
test("a client completes the interview with typed answers and is approved", async ({ browser, baseURL }) => {
  const origin = baseURL ?? "";
  const name = `Meera Iyer ${Date.now().toString(36)}`;
  const client = await newClient(browser, origin, name);
  const applied = await client.request.post("/api/applications", {
    multipart: {
      resumeUrl: "https://example.in/meera-cv.pdf",
      skills: "React, Node.js",
      experienceYears: "1",
      bio: "Web developer building shop fronts for small businesses in Chennai.",
    },
    headers: apiHeaders(origin),
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const manager = await signedIn(browser, origin, "manager@demo.kaarya.in");
  const queue = await manager.newPage();
  await queue.goto("/freelancer-applications");
  const card = queue.getByRole("listitem").filter({ has: queue.getByRole("heading", { name }) });
  await card.getByRole("button", { name: "Needs Interview" }).click();
  await expect(card.getByRole("button", { name: "Needs Interview" })).toHaveCount(0);

  const page = await client.newPage();
  await page.goto("/freelancer-application");
  await expect(page.getByText("Interview required")).toBeVisible();
  await page.getByRole("link", { name: "Start Interview" }).click();
  await expect(page).toHaveURL(/\/interview\//);
  const pane = page.getByRole("list", { name: "Conversation" });
  await expect(pane.getByText(/thank you for applying to Kaarya/)).toBeVisible();
  await expectAccessible(page, "interview");

  const answer = page.getByLabel(/type your answer|Your answer/);
  const answers = [
    "I built a React storefront with a cart and checkout for a bakery.",
    "I wrote Node.js APIs with PostgreSQL for order tracking.",
  ];
  for (const [index, text] of answers.entries()) {
    await answer.fill(text);
    await page.getByRole("button", { name: "Send answer" }).click();
    await expect(pane.getByText(text)).toBeVisible();
    // The interviewer answers every typed reply with its next line before the candidate goes on.
    await expect(pane.getByRole("listitem")).toHaveCount(2 * (index + 1) + 2);
  }
  await page.getByRole("button", { name: "End Interview" }).click();
  await expect(page.getByRole("heading", { name: "Interview Completed!" })).toBeVisible();
  await expectAccessible(page, "interview completed");
  await page.goto("/freelancer-application");
  await expect(page.getByText("Under Final Review")).toBeVisible();

  await queue.reload();
  await expect(card.getByText(`USER: ${answers[0]}`, { exact: false })).toBeVisible();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(queue.getByText("Application approved. The applicant is now a freelancer.")).toBeVisible();
  await manager.close();

  await page.reload();
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Browse Projects" }),
  ).toBeVisible();
  await client.close();
});
