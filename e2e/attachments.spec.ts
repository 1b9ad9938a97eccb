import { expect, test } from "@playwright/test";
import { newClient } from "./api-setup";
import { expectAccessible } from "./axe";

/**
 * Attachments (issue 3 item 2, spec 2 §5, §7, §8): a client attaches documents on Create Project — a text
 * file lands in the requirements under its marker and leaves them when removed, a wrong type is refused
 * with the spec's text — submits, and downloads the file from the project's More Info.
 */
test("a client attaches documents, submits and downloads them", async ({ browser, baseURL }) => {
  const context = await newClient(browser, baseURL ?? "", "Nisha Rao");
  const page = await context.newPage();
  await page.goto("/create-project");
  await page.getByLabel("Project Title").fill(`Bakery website ${Date.now()}`);
  await page
    .getByLabel("Description")
    .fill("A responsive website for our bakery with a menu page, online cake orders and a contact form.");

  const upload = page.getByLabel(/Upload documents/);
  await upload.setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Pages: home, menu, contact") },
    { name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
  ]);
  await expect(
    page.getByText(
      "Invalid file type: setup.exe. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).",
    ),
  ).toBeVisible();
  const attached = page.getByRole("list", { name: "Attached documents" });
  await expect(attached.getByText("notes.txt")).toBeVisible();
  const requirements = page.getByLabel("Requirements");
  await expect(requirements).toHaveValue(/--- Attached file: notes.txt ---\nPages: home, menu, contact/);
  await expectAccessible(page, "create project (attachments)");

  await attached.getByRole("button", { name: "Remove notes.txt" }).click();
  await expect(attached).toBeHidden();
  await expect(requirements).toHaveValue("");
  await upload.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Pages: home, menu"),
  });
  await expect(requirements).toHaveValue(/Pages: home, menu/);

  await page.getByRole("button", { name: "Analyze Project", exact: true }).click();
  await page.getByRole("button", { name: "Submit Project" }).click();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "More Info" }).click();
  const files = page.getByRole("list", { name: "Attachments" });
  await expect(files.getByText("notes.txt")).toBeVisible();
  const download = page.waitForEvent("download");
  await files.getByRole("button", { name: "Download notes.txt" }).click();
  expect((await download).suggestedFilename()).toBe("notes.txt");
  await expectAccessible(page, "project detail (attachments)");
  await context.close();
});
