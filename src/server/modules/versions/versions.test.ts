import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, projects, projectTasks, projectVersions } from "../../db/schema";

let h: Harness;
type User = { id: string; cookie: string };
let client: User;
let otherClient: User;
let freelancer: User;
let manager: User;
let admin: User;
let projectId: string;

const brief = {
  title: "Company website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

beforeAll(async () => {
  h = await createHarness();
  [client, otherClient, freelancer, manager, admin] = await Promise.all([
    h.userWithSession("client"),
    h.userWithSession("client"),
    h.userWithSession("freelancer"),
    h.userWithSession("manager"),
    h.userWithSession("administrator"),
  ]);
  const created = await h.submitProject(client.cookie, brief);
  projectId = (await created.json()).id;
});
afterAll(() => h.close());

const versionsOf = async (cookie: string) =>
  (await (await h.request(`/api/projects/${projectId}/versions`, { cookie })).json()).versions as {
    versionNumber: number;
    createdByName: string | null;
    changeReason: string | null;
  }[];

describe("drafts", () => {
  it("refuses a draft save from anyone but an administrator, and an empty body", async () => {
    for (const user of [client, freelancer, manager]) {
      const r = await h.request(`/api/projects/${projectId}/draft`, {
        method: "PUT",
        body: { freelancerBudget: 1000_00 },
        cookie: user.cookie,
      });
      expect(r.status).toBe(403);
    }
    const empty = await h.request(`/api/projects/${projectId}/draft`, {
      method: "PUT",
      body: {},
      cookie: admin.cookie,
    });
    expect(empty.status).toBe(400);
    const fraction = await h.request(`/api/projects/${projectId}/draft`, {
      method: "PUT",
      body: { freelancerBudget: 10.5 },
      cookie: admin.cookie,
    });
    expect(fraction.status).toBe(400);
  });

  it("creates the draft from the current version with its tasks, flag false, audited", async () => {
    const r = await h.request(`/api/projects/${projectId}/draft`, {
      method: "PUT",
      body: { freelancerBudget: 40_000_00, reason: "Set freelancer pay" },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({
      versionNumber: 0,
      freelancerBudget: 40_000_00,
      enabledForFreelancer: false,
      created: true,
    });
    const [v1] = await h.database.db
      .select()
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.versionNumber, 1)));
    const count = async (versionId: string) =>
      (await h.database.db.select().from(projectTasks).where(eq(projectTasks.projectVersionId, versionId)))
        .length;
    expect(await count(body.versionId)).toBe(await count(v1!.id));
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "version.draft_create"));
    expect(audits).toHaveLength(1);
  });

  it("updates the same draft on the next save", async () => {
    const r = await h.request(`/api/projects/${projectId}/draft`, {
      method: "PUT",
      body: { enabledForFreelancer: true },
      cookie: admin.cookie,
    });
    expect(await r.json()).toMatchObject({
      created: false,
      freelancerBudget: 40_000_00,
      enabledForFreelancer: true,
    });
  });

  it("shows the draft to staff only, in the list and by ?version=0", async () => {
    expect((await versionsOf(manager.cookie)).map((v) => v.versionNumber)).toEqual([0, 1]);
    expect((await versionsOf(client.cookie)).map((v) => v.versionNumber)).toEqual([1]);
    expect((await h.request(`/api/projects/${projectId}?version=0`, { cookie: client.cookie })).status).toBe(
      404,
    );
    const draft = await (
      await h.request(`/api/projects/${projectId}?version=0`, { cookie: manager.cookie })
    ).json();
    expect(draft.version).toMatchObject({ isDraft: true, freelancerBudget: 40_000_00 });
    expect(
      (await h.request(`/api/projects/${projectId}/versions`, { cookie: otherClient.cookie })).status,
    ).toBe(404);
    expect(
      (await h.request(`/api/projects/${projectId}/versions`, { cookie: freelancer.cookie })).status,
    ).toBe(403);
  });

  it("lets a freelancer see the enabled draft, without client budgets, but not pick a version", async () => {
    const seen = await (await h.request(`/api/projects/${projectId}`, { cookie: freelancer.cookie })).json();
    expect(seen.version.isDraft).toBe(true);
    // spec 2 §6: no client or estimated budget, no per-task budget, no payment schedule, no client.
    for (const key of ["estimatedBudget", "budgetMax", "suggestedBudget"])
      expect(seen.version).not.toHaveProperty(key);
    expect(seen.version).toHaveProperty("freelancerBudget");
    expect(seen.tasks[0]).not.toHaveProperty("estimatedBudget");
    expect(seen.paymentSchedule).toBeNull();
    expect(seen).not.toHaveProperty("client");
    expect(
      (await h.request(`/api/projects/${projectId}?version=1`, { cookie: freelancer.cookie })).status,
    ).toBe(404);
  });
});

describe("publish", () => {
  it("requires a reason and staff", async () => {
    const blank = await h.request(`/api/projects/${projectId}/publish`, {
      body: { changeReason: "  " },
      cookie: manager.cookie,
    });
    expect(blank.status).toBe(400);
    const byClient = await h.request(`/api/projects/${projectId}/publish`, {
      body: { changeReason: "x" },
      cookie: client.cookie,
    });
    expect(byClient.status).toBe(403);
  });

  it("writes version 2 from the draft, moves current_version, clears the draft, audited", async () => {
    const r = await h.request(`/api/projects/${projectId}/publish`, {
      body: { changeReason: "Freelancer budget agreed" },
      cookie: manager.cookie,
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ versionNumber: 2, changeReason: "Freelancer budget agreed" });
    const [project] = await h.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project?.currentVersion).toBe(2);
    const list = await versionsOf(manager.cookie);
    expect(list.map((v) => v.versionNumber)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      changeReason: "Freelancer budget agreed",
      createdByName: expect.any(String),
    });
    const detail = await (await h.request(`/api/projects/${projectId}`, { cookie: manager.cookie })).json();
    expect(detail.version).toMatchObject({
      versionNumber: 2,
      freelancerBudget: 40_000_00,
      enabledForFreelancer: true,
    });
    expect(detail.tasks.length).toBeGreaterThan(0);
    const old = await (
      await h.request(`/api/projects/${projectId}?version=1`, { cookie: client.cookie })
    ).json();
    expect(old.version.versionNumber).toBe(1);
    expect(old.version).not.toHaveProperty("freelancerBudget");
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.action, "version.publish"));
    expect(audits).toHaveLength(1);
  });

  it("answers 409 when there is no draft, and 404 for an unknown version", async () => {
    const r = await h.request(`/api/projects/${projectId}/publish`, {
      body: { changeReason: "again" },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(409);
    expect((await r.json()).error.code).toBe("conflict");
    expect((await h.request(`/api/projects/${projectId}?version=9`, { cookie: client.cookie })).status).toBe(
      404,
    );
    expect((await h.request(`/api/projects/${projectId}?version=x`, { cookie: client.cookie })).status).toBe(
      400,
    );
  });
});
