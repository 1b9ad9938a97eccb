import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { jobs, mailOutbox, notifications } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

let h: Harness;
let client: { id: string; cookie: string; email: string };
let manager: { id: string; cookie: string };
let projectId: string;

const brief = {
  title: "Bakery website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

const list = async (cookie: string) => (await h.request("/api/notifications", { cookie })).json();
const mailTo = (to: string) => h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
});
afterAll(() => h.close());

describe("notifications (issue 5 item 5)", () => {
  it("tells the client about a status change in the app and by e-mail", async () => {
    const changed = await h.request(`/api/projects/${projectId}/status`, {
      body: { statusCode: "UNDER_REVIEW" },
      cookie: manager.cookie,
    });
    expect(changed.status).toBe(200);
    const mine = await list(client.cookie);
    expect(mine.unread).toBe(1);
    expect(mine.notifications[0]).toMatchObject({
      kind: "project_status",
      title: "Your project is now Under Review",
    });
    await h.drainJobs();
    const mails = await mailTo(client.email);
    expect(mails.map((m) => m.subject)).toContain("Your project is now Under Review");
    expect(
      (await h.request("/api/notifications/read", { method: "POST", cookie: client.cookie })).status,
    ).toBe(200);
    expect((await list(client.cookie)).unread).toBe(0);
  });

  it("sends no e-mail for a kind the person turned off, but still notifies in the app", async () => {
    const saved = await h.request("/api/notifications/settings", {
      method: "PUT",
      body: { email: { project_status: false } },
      cookie: client.cookie,
    });
    expect((await saved.json()).email).toMatchObject({ project_status: false, message: true });
    const before = (await mailTo(client.email)).length;
    await h.request(`/api/projects/${projectId}/status`, {
      body: { statusCode: "REQUESTED" },
      cookie: manager.cookie,
    });
    await h.drainJobs();
    expect((await list(client.cookie)).unread).toBe(1);
    expect(await mailTo(client.email)).toHaveLength(before);
  });

  it("tells an invited freelancer, and tells people away from a thread about a new message", async () => {
    const freelancer = await h.userWithSession("freelancer");
    const freelancerId = await createFreelancer(h.database.db, freelancer.id, {
      title: "Web developer",
      hourlyRate: 70_000,
      experienceYears: 5,
      rating: 4.7,
      successRate: 95,
      completedProjects: 10,
      skills: [{ name: "React", proficiency: "expert" }],
    });
    await h.request(`/api/projects/${projectId}/invitations`, {
      body: { freelancerId },
      cookie: manager.cookie,
    });
    expect((await list(freelancer.cookie)).notifications[0]).toMatchObject({ kind: "invitation" });

    const form = new FormData();
    form.append("content", "Here are the photos for the gallery");
    await h.request(`/api/projects/${projectId}/messages`, {
      method: "POST",
      body: form,
      cookie: client.cookie,
    });
    await h.drainJobs();
    // The away check waits a few minutes; nobody has been told yet.
    expect(
      (await list(freelancer.cookie)).notifications.filter((n: { kind: string }) => n.kind === "message"),
    ).toEqual([]);
    await h.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, "message.away"));
    await h.drainJobs();
    const told = (await list(freelancer.cookie)).notifications.filter(
      (n: { kind: string }) => n.kind === "message",
    );
    expect(told).toHaveLength(1);
    expect(told[0].link).toBe(`/messages?project=${projectId}`);
    expect(
      (await list(client.cookie)).notifications.some((n: { kind: string }) => n.kind === "message"),
    ).toBe(false);
  });

  it("counts unread notifications up to 100, which the bell shows as 99+ (issue 8 item 5)", async () => {
    const reader = await h.userWithSession("client");
    await h.database.db.insert(notifications).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId: reader.id,
        kind: "message",
        title: `Note ${i}`,
        body: "A new message",
      })),
    );
    const mine = await list(reader.cookie);
    expect(mine.unread).toBe(100);
    expect(mine.notifications).toHaveLength(30);
  });
});
