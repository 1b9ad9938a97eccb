import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  auditLog,
  projectChangeRequests,
  projectFreelancers,
  projects,
  projectTasks,
  projectVersions,
} from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

type User = { id: string; cookie: string };
let h: Harness;
let client: User;
let otherClient: User;
let manager: User;
let admin: User;
/** Linked through project_freelancers. */
let linked: User;
/** Not linked, but assigned one of the project's tasks. */
let assigned: User;
/** Sees the project only because a version is enabled for freelancers. */
let browsing: User;
let projectId: string;
let hiddenProjectId: string;

const brief = {
  title: "Mobile app for a gym",
  description: "An Android and iOS app for our gym with class booking, trainer profiles and payments.",
};
const issue = {
  title: "Login fails on Android 12",
  description: "The app closes after OTP entry.",
  severity: "high",
};
const change = {
  title: "Add a diet plan screen",
  description: "Members see a weekly diet plan.",
  estimatedEffort: "medium",
};

async function freelancer(): Promise<User & { freelancerId: string }> {
  const user = await h.userWithSession("freelancer");
  const freelancerId = await createFreelancer(h.database.db, user.id, {
    title: "Mobile developer",
    hourlyRate: 90_000,
    experienceYears: 6,
    rating: 4.8,
    successRate: 96,
    completedProjects: 20,
    skills: [{ name: "Flutter", proficiency: "expert" }],
  });
  return { ...user, freelancerId };
}

const reportIssue = (cookie: string, body: object = issue, id = projectId) =>
  h.request(`/api/projects/${id}/issues`, { body, cookie });
const requestChange = (cookie: string, body: object = change, id = projectId) =>
  h.request(`/api/projects/${id}/change-requests`, { body, cookie });
const patchIssue = (id: string, body: object, cookie = manager.cookie) =>
  h.request(`/api/issues/${id}`, { method: "PATCH", body, cookie });
const review = (id: string, body: object, cookie = manager.cookie) =>
  h.request(`/api/change-requests/${id}/review`, { body, cookie });
const auditsOf = (entityId: string) =>
  h.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

beforeAll(async () => {
  h = await createHarness();
  [client, otherClient, manager, admin] = await Promise.all([
    h.userWithSession("client"),
    h.userWithSession("client"),
    h.userWithSession("manager"),
    h.userWithSession("administrator"),
  ]);
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  hiddenProjectId = (await (await h.submitProject(otherClient.cookie, brief)).json()).id;
  const onTeam = await freelancer();
  await h.database.db.insert(projectFreelancers).values({ projectId, freelancerId: onTeam.freelancerId });
  linked = onTeam;
  assigned = await freelancer();
  const [task] = await h.database.db
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(eq(projectTasks.projectId, projectId))
    .limit(1);
  await h.database.db
    .update(projectTasks)
    .set({ assignedTo: assigned.id })
    .where(eq(projectTasks.id, task.id));
  browsing = await freelancer();
  await h.database.db
    .update(projectVersions)
    .set({ enabledForFreelancer: true })
    .where(eq(projectVersions.projectId, projectId));
});
afterAll(() => h.close());

describe("report and list issues", () => {
  it("lets the client, freelancers on the project and staff report; the issue starts open; audited", async () => {
    for (const [who, title] of [
      [client, "By the client"],
      [linked, "By the linked freelancer"],
      [assigned, "By the assigned freelancer"],
      [admin, "By the administrator"],
    ] as const) {
      const response = await reportIssue(who.cookie, { ...issue, title });
      expect(response.status, title).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ title, status: "open", severity: "high", assignedTo: null });
      expect(body.reporterName).toMatch(/^Test /);
      const [row] = await auditsOf(body.id);
      expect(row).toMatchObject({ actorId: who.id, action: "issue.report", entity: "project_issue" });
      expect(row.after).toMatchObject({ projectId, severity: "high", status: "open" });
    }
  });

  it("answers 404 for an invisible project and 403 to a freelancer who only browses it", async () => {
    expect((await reportIssue(otherClient.cookie)).status).toBe(404);
    expect((await reportIssue(client.cookie, issue, hiddenProjectId)).status).toBe(404);
    const browsed = await reportIssue(browsing.cookie);
    expect(browsed.status).toBe(403);
    expect((await browsed.json()).error.code).toBe("forbidden");
    expect(
      (await h.request(`/api/projects/${hiddenProjectId}/issues`, { cookie: linked.cookie })).status,
    ).toBe(404);
  });

  it("rejects a missing title, an over-long one, an unknown severity and an empty description with 400", async () => {
    for (const body of [
      { ...issue, title: " " },
      { ...issue, title: "x".repeat(201) },
      { ...issue, severity: "urgent" },
      { ...issue, description: "" },
      { ...issue, description: "x".repeat(5001) },
    ]) {
      const response = await reportIssue(client.cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it("lists newest first with names for everyone who sees the project, and says who may report", async () => {
    const list = async (who: User) =>
      (await h.request(`/api/projects/${projectId}/issues`, { cookie: who.cookie })).json();
    const forClient = await list(client);
    expect(forClient.canReport).toBe(true);
    const titles = forClient.issues.map((i: { title: string }) => i.title);
    expect(titles.slice(0, 4)).toEqual([
      "By the administrator",
      "By the assigned freelancer",
      "By the linked freelancer",
      "By the client",
    ]);
    expect((await list(browsing)).canReport).toBe(false);
    expect((await list(browsing)).issues).toHaveLength(forClient.issues.length);
    expect((await list(assigned)).canReport).toBe(true);
    expect((await list(manager)).canReport).toBe(true);
  });
});

describe("update issues (staff)", () => {
  let issueId: string;
  beforeAll(async () => {
    issueId = (await (await reportIssue(client.cookie, { ...issue, title: "To be handled" })).json()).id;
  });

  it("is for staff only, 404 for an unknown issue, 400 for an empty update", async () => {
    expect((await patchIssue(issueId, { status: "in_progress" }, client.cookie)).status).toBe(403);
    expect((await patchIssue(issueId, { status: "in_progress" }, linked.cookie)).status).toBe(403);
    expect((await patchIssue(crypto.randomUUID(), { status: "in_progress" })).status).toBe(404);
    expect((await patchIssue(issueId, {})).status).toBe(400);
  });

  it("assigns only to staff or a freelancer on the project", async () => {
    expect((await patchIssue(issueId, { assignedTo: browsing.id })).status).toBe(400);
    expect((await patchIssue(issueId, { assignedTo: client.id })).status).toBe(400);
    expect((await patchIssue(issueId, { assignedTo: crypto.randomUUID() })).status).toBe(400);
    const toStaff = await patchIssue(issueId, { assignedTo: admin.id });
    expect(toStaff.status).toBe(200);
    expect((await toStaff.json()).assigneeName).toMatch(/^Test administrator/);
    const toAssigned = await patchIssue(issueId, { assignedTo: assigned.id, status: "in_progress" });
    expect(await toAssigned.json()).toMatchObject({ status: "in_progress", assignedTo: assigned.id });
    const unassigned = await patchIssue(issueId, { assignedTo: null });
    expect(await unassigned.json()).toMatchObject({
      status: "in_progress",
      assignedTo: null,
      assigneeName: null,
    });
  });

  it("resolves only with notes, then only reopens (409 otherwise), clearing the notes; audited", async () => {
    const missing = await patchIssue(issueId, { status: "resolved" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("Add resolution notes to resolve the issue");
    const resolved = await patchIssue(issueId, {
      status: "resolved",
      resolutionNotes: "Fixed the OTP screen.",
    });
    expect(await resolved.json()).toMatchObject({
      status: "resolved",
      resolutionNotes: "Fixed the OTP screen.",
    });
    const sideways = await patchIssue(issueId, { status: "in_progress" });
    expect(sideways.status).toBe(409);
    expect((await sideways.json()).error.code).toBe("conflict");
    const reopened = await patchIssue(issueId, { status: "open" });
    expect(await reopened.json()).toMatchObject({ status: "open", resolutionNotes: null });
    const audits = (await auditsOf(issueId)).filter((a) => a.action === "issue.update");
    // Five successful updates (three assignments, resolve, reopen); the refused move wrote nothing.
    expect(audits).toHaveLength(5);
    const resolving = audits.find((a) => (a.after as { status: string }).status === "resolved");
    expect(resolving).toMatchObject({ actorId: manager.id, entity: "project_issue" });
    expect(resolving?.before).toMatchObject({ projectId, status: "in_progress" });
  });
});

describe("change requests", () => {
  it("lets only the owning client request a change (staff and freelancers 403, others 404); audited", async () => {
    expect((await requestChange(linked.cookie)).status).toBe(403);
    expect((await requestChange(manager.cookie)).status).toBe(403);
    expect((await requestChange(otherClient.cookie)).status).toBe(404);
    expect((await requestChange(client.cookie, change, hiddenProjectId)).status).toBe(404);
    expect((await requestChange(client.cookie, { ...change, estimatedEffort: "huge" })).status).toBe(400);
    expect((await requestChange(client.cookie, { ...change, title: "" })).status).toBe(400);
    const created = await requestChange(client.cookie);
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ status: "under_review", estimatedEffort: "medium", reviewerName: null });
    expect(body.requesterName).toMatch(/^Test client/);
    const [row] = await auditsOf(body.id);
    expect(row).toMatchObject({ actorId: client.id, action: "change_request.create" });
  });

  it("reviews once: needs additional payment stores the cost in paise and the reviewer; 409 after", async () => {
    const { id } = await (await requestChange(client.cookie)).json();
    expect((await review(id, { decision: "needs_payment" })).status).toBe(400);
    expect((await review(id, { decision: "needs_payment", estimatedCost: 0 })).status).toBe(400);
    expect((await review(id, { decision: "approve", estimatedCost: 100 })).status).toBe(400);
    expect((await review(id, { decision: "maybe" })).status).toBe(400);
    expect((await review(id, { decision: "approve" }, client.cookie)).status).toBe(403);
    expect((await review(id, { decision: "approve" }, linked.cookie)).status).toBe(403);
    expect((await review(crypto.randomUUID(), { decision: "approve" })).status).toBe(404);
    const reviewed = await review(id, {
      decision: "needs_payment",
      estimatedCost: 1_200_050,
      reviewNotes: "Two screens.",
    });
    expect(reviewed.status).toBe(200);
    expect(await reviewed.json()).toMatchObject({
      status: "approved",
      requiresAdditionalPayment: true,
      canAbsorbInCost: false,
      estimatedCost: 1_200_050,
      reviewNotes: "Two screens.",
      reviewerName: expect.stringMatching(/^Test manager/),
    });
    const [stored] = await h.database.db
      .select()
      .from(projectChangeRequests)
      .where(eq(projectChangeRequests.id, id));
    expect(stored).toMatchObject({ reviewedBy: manager.id, estimatedCost: 1_200_050 });
    const second = await review(id, { decision: "reject" }, admin.cookie);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe("This change request has already been reviewed.");
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "change_request.review")));
    expect(audits).toHaveLength(1);
    expect(audits[0].after).toMatchObject({ decision: "needs_payment", estimatedCost: 1_200_050 });
  });

  it("maps approve, reject and absorb to their stored fields", async () => {
    for (const [decision, expected] of [
      ["approve", { status: "approved", canAbsorbInCost: false, requiresAdditionalPayment: false }],
      ["reject", { status: "rejected", canAbsorbInCost: false, requiresAdditionalPayment: false }],
      ["absorb", { status: "absorbed", canAbsorbInCost: true, requiresAdditionalPayment: false }],
    ] as const) {
      const { id } = await (await requestChange(client.cookie, { ...change, title: decision })).json();
      const response = await review(id, { decision }, admin.cookie);
      expect(await response.json(), decision).toMatchObject({ ...expected, estimatedCost: null });
    }
  });

  it("shows freelancers the list without any estimatedCost key; staff and the client get it", async () => {
    const list = async (who: User) =>
      (await h.request(`/api/projects/${projectId}/change-requests`, { cookie: who.cookie })).json();
    const forFreelancer = await list(linked);
    expect(forFreelancer.canRequest).toBe(false);
    expect(forFreelancer.changeRequests.length).toBeGreaterThan(3);
    for (const request of forFreelancer.changeRequests) expect(request).not.toHaveProperty("estimatedCost");
    const forClient = await list(client);
    expect(forClient.canRequest).toBe(true);
    expect(forClient.changeRequests.map((r: { title: string }) => r.title).slice(0, 3)).toEqual([
      "absorb",
      "reject",
      "approve",
    ]);
    expect(
      forClient.changeRequests.some((r: { estimatedCost: number | null }) => r.estimatedCost === 1_200_050),
    ).toBe(true);
    expect((await list(manager)).changeRequests[0]).toHaveProperty("estimatedCost");
    expect(
      (await h.request(`/api/projects/${projectId}/change-requests`, { cookie: otherClient.cookie })).status,
    ).toBe(404);
  });

  it("refuses a change request on a cancelled project with 409", async () => {
    const cancelled = (await (await h.submitProject(client.cookie, brief)).json()).id;
    await h.database.db.update(projects).set({ status: "cancelled" }).where(eq(projects.id, cancelled));
    const response = await requestChange(client.cookie, change, cancelled);
    expect(response.status).toBe(409);
    const listed = await (
      await h.request(`/api/projects/${cancelled}/change-requests`, { cookie: client.cookie })
    ).json();
    expect(listed).toEqual({ changeRequests: [], canRequest: false });
  });
});
