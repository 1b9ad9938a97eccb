import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { jobs, projectAttachments } from "../../db/schema";
import { STAGED_CLEANUP_JOB } from "./staged-cleanup";

/**
 * Issue 19 item 12: files staged for a project being created (spec 2 §7) that no submitted project takes
 * are removed — row and stored file — by a job a day after their upload; linked ones stay.
 */
let h: Harness;
let client: { id: string; cookie: string };

async function stage(name: string): Promise<{ id: string; key: string }> {
  const form = new FormData();
  form.append("file", new File([new TextEncoder().encode(`Notes for ${name}\n`)], name));
  const response = await h.request("/api/attachments", { body: form, cookie: client.cookie });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = await response.json();
  const [row] = await h.database.db.select().from(projectAttachments).where(eq(projectAttachments.id, id));
  return { id, key: row.fileUrl };
}

async function exists(attachment: { id: string; key: string }) {
  const rows = await h.database.db
    .select()
    .from(projectAttachments)
    .where(eq(projectAttachments.id, attachment.id));
  const stored = await h.deps.storage.get(attachment.key).then(
    () => true,
    () => false,
  );
  return { row: rows.length === 1, file: stored };
}

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
});
afterAll(() => h.close());

describe("staged attachments", () => {
  it("are removed with their files a day after upload unless a project took them", async () => {
    const abandoned = await stage("abandoned.txt");
    const linked = await stage("linked.txt");
    const submitted = await h.submitProject(
      client.cookie,
      {
        title: "Bakery website",
        description: "A five page website for our bakery with a contact form and an online order page.",
      },
      { attachmentIds: [linked.id] },
    );
    expect(submitted.status, await submitted.clone().text()).toBe(201);

    // Within the day nothing is removed: the job is not due yet.
    await h.drainJobs();
    expect(await exists(abandoned)).toEqual({ row: true, file: true });

    // A day later (the clock moved for the rows and the queued jobs alike).
    await h.database.db.execute(
      sql`update project_attachments set created_at = created_at - interval '1 day'`,
    );
    const moved = await h.database.db
      .update(jobs)
      .set({ runAt: sql`run_at - interval '1 day'` })
      .where(eq(jobs.kind, STAGED_CLEANUP_JOB))
      .returning({ id: jobs.id });
    expect(moved.length).toBe(2);
    expect(await h.drainJobs()).toBeGreaterThanOrEqual(2);

    expect(await exists(abandoned)).toEqual({ row: false, file: false });
    expect(await exists(linked)).toEqual({ row: true, file: true });
  });
});
