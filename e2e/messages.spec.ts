import { expect, test } from "@playwright/test";
import { newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Project messages live (issue 5 items 1-3): the manager has the thread open in one browser context; the
 * client sends from another; the message appears without a reload, shown as text even with markup; the
 * built-in assistant answers a question in both windows; the manager's unread badge counts a message in
 * another thread; an attachment goes along and downloads.
 */
test("messages arrive live, count as unread and carry attachments", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const client = await newClient(browser, base, "Farah Khan");
  const title = `Cafe website ${Date.now()}`;
  const id = await submitProject(client, base, {
    title,
    description: "A responsive website for our cafe with the menu, table booking and a contact form.",
  });
  const second = await submitProject(client, base, {
    title: `${title} blog`,
    description: "A blog for our cafe website with recipes and event news, four posts a month.",
  });

  const manager = await signedIn(browser, base, "manager@demo.kaarya.in");
  const staffPage = await manager.newPage();
  await staffPage.goto(`/messages?project=${id}`);
  const staffThread = staffPage.getByRole("list", { name: "Messages" });
  await expect(staffThread.getByText("No messages yet. Say hello!")).toBeVisible();
  await expectAccessible(staffPage, "messages (manager)");

  const page = await client.newPage();
  await page.goto(`/messages?project=${id}`);
  const composer = page.getByLabel("Message", { exact: true });
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await composer.fill("<b>Hello</b> <script>alert(1)</script>");
  await composer.press("Enter");
  await expect(
    page.getByRole("list", { name: "Messages" }).getByText("<b>Hello</b> <script>alert(1)</script>"),
  ).toBeVisible();

  // The manager sees it without reloading, as text.
  await expect(staffThread.getByText("<b>Hello</b> <script>alert(1)</script>")).toBeVisible({
    timeout: 5000,
  });

  // A question gets the built-in assistant's reply from the project's own data, live on both sides.
  await composer.fill("What is the status of my project?");
  await composer.press("Enter");
  const reply = `"${title}" is currently`;
  await expect(page.getByRole("list", { name: "Messages" }).getByText(reply)).toBeVisible({
    timeout: 10_000,
  });
  await expect(staffThread.getByText(reply)).toBeVisible({ timeout: 5000 });

  // A message in the other project raises the manager's unread badge live.
  const messagesLink = staffPage.getByRole("link", { name: /^Messages/ }).first();
  await page.goto(`/messages?project=${second}`);
  await page.getByLabel("Message", { exact: true }).fill("A question about the blog");
  await page.getByLabel("Attach files").click();
  await page.locator('input[type="file"]').setInputFiles({
    name: "recipes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Cold coffee, masala chai"),
  });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("button", { name: "Download recipes.txt" })).toBeVisible();
  await expect(messagesLink).toContainText(/[1-9]\d* unread/, { timeout: 5000 });

  await staffPage.getByRole("button", { name: new RegExp(`${title} blog`) }).click();
  const download = staffPage.waitForEvent("download");
  await staffPage.getByRole("button", { name: "Download recipes.txt" }).click();
  expect((await download).suggestedFilename()).toBe("recipes.txt");
  await expectAccessible(staffPage, "messages (manager, attachment)");
  await manager.close();
  await client.close();
});
