import { expect, test } from "@playwright/test";
import { moveProject, newClient, signedIn, submitProject } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Notifications (issue 5 item 5): the client is on the dashboard when a manager moves their project into
 * review; the bell counts it without a reload, lists it, marks it read, and offers the e-mail settings,
 * which Profile Settings shows too;
 * the e-mail itself is in the administrator's mailbox.
 */
test("a client hears about a status change live through the bell", async ({ browser, baseURL }) => {
  const base = baseURL ?? "";
  const client = await newClient(browser, base, "Gita Iyer");
  const id = await submitProject(client, base, {
    title: `Logo for a tea brand ${Date.now()}`,
    description: "A logo and a label design for our Assam tea brand, with a colour palette.",
  });
  const page = await client.newPage();
  await page.goto("/");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  const manager = await signedIn(browser, base, "manager@demo.kaarya.in");
  await moveProject(manager, base, id, ["UNDER_REVIEW"]);
  await manager.close();

  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 5000 });
  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog.getByText("Your project is now Under Review")).toBeVisible();
  await expectAccessible(page, "notifications");
  await dialog.getByLabel("Project status changes").uncheck();
  await expect(dialog.getByLabel("Project status changes")).not.toBeChecked();
  await dialog.getByRole("button", { name: "Mark all as read" }).click();
  await expect(dialog.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(bell).toHaveAccessibleName("Notifications");

  // The same choices are in Profile Settings, and the one made in the bell was kept.
  await page.goto("/profile");
  const choices = page.getByRole("group", { name: "E-mail me about" });
  await expect(choices.getByLabel("Project status changes")).not.toBeChecked();
  await choices.getByLabel("Payments received or due").uncheck();
  await page.reload();
  await expect(choices.getByLabel("Payments received or due")).not.toBeChecked();
  await expect(choices.getByLabel("New messages while I am away")).toBeChecked();
  await client.close();

  // With no SMTP configured, the e-mail waits in the mailbox on the administrator's Settings page.
  const admin = await signedIn(browser, base, "admin@demo.kaarya.in");
  const settings = await admin.newPage();
  await settings.goto("/settings");
  await expect(
    settings.getByRole("list", { name: "Mailbox" }).getByText("Your project is now Under Review").first(),
  ).toBeVisible();
  await expectAccessible(settings, "settings (mailbox)");
  await admin.close();
});
