import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, projectFreelancers } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

let h: Harness;
let client: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let onProject: { id: string; cookie: string };
let offProject: { id: string; cookie: string };
let projectId: string;

const brief = {
  title: "Mobile app for a gym",
  description: "An Android and iOS app for our gym with class booking, trainer profiles and payments.",
};

async function freelancer() {
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

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  const linked = await freelancer();
  await h.database.db.insert(projectFreelancers).values({ projectId, freelancerId: linked.freelancerId });
  onProject = linked;
  offProject = await freelancer();
});
afterAll(() => h.close());

const issue = {
  title: "Login fails on Android 12",
  description: "The app closes after OTP entry.",
  severity: "high",
};

describe("issues", () => {
  it("lets the client and a freelancer on the project report issues, not others", async () => {
    const byClient = await h.request(`/api/projects/${projectId}/issues`, {
      body: issue,
      cookie: client.cookie,
    });
    expect(byClient.status).toBe(201);
    expect(await byClient.json()).toMatchObject({
      status: "open",
      severity: "high",
      reporterName: expect.any(String),
    });
    const byFreelancer = await h.request(`/api/projects/${projectId}/issues`, {
      body: { ...issue, title: "Crash on booking" },
      cookie: onProject.cookie,
    });
    expect(byFreelancer.status).toBe(201);
    const byStranger = await h.request(`/api/projects/${projectId}/issues`, {
      body: issue,
      cookie: offProject.cookie,
    });
    expect(byStranger.status).toBe(404);
    const bad = await h.request(`/api/projects/${projectId}/issues`, {
      body: { ...issue, severity: "urgent" },
      cookie: client.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it("lets staff assign to a freelancer on the project and resolve only with notes", async () => {
    const { id } = await (
      await h.request(`/api/projects/${projectId}/issues`, { body: issue, cookie: client.cookie })
    ).json();
    const patch = (body: object, cookie = manager.cookie) =>
      h.request(`/api/issues/${id}`, { method: "PATCH", body, cookie });
    expect((await patch({ assignedTo: offProject.id })).status).toBe(400);
    const assigned = await patch({ assignedTo: onProject.id, status: "in_progress" });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ status: "in_progress", assignedTo: onProject.id });
    expect((await patch({ status: "resolved" })).status).toBe(400);
    const resolved = await patch({ status: "resolved", resolutionNotes: "Fixed the OTP screen." });
    expect(await resolved.json()).toMatchObject({
      status: "resolved",
      resolutionNotes: "Fixed the OTP screen.",
    });
    expect((await patch({ status: "open" }, client.cookie)).status).toBe(403);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, projectId));
    expect(audits.filter((a) => a.action === "issue.update")).toHaveLength(2);
  });
});

describe("change requests", () => {
  const change = {
    title: "Add a diet plan screen",
    description: "Members see a weekly diet plan.",
    estimatedEffort: "medium",
  };

  it("lets only the client request a change and staff review it once", async () => {
    expect(
      (
        await h.request(`/api/projects/${projectId}/change-requests`, {
          body: change,
          cookie: onProject.cookie,
        })
      ).status,
    ).toBe(403);
    const created = await h.request(`/api/projects/${projectId}/change-requests`, {
      body: change,
      cookie: client.cookie,
    });
    expect(created.status).toBe(201);
    const { id, status } = await created.json();
    expect(status).toBe("under_review");

    const review = (body: object, cookie = manager.cookie) =>
      h.request(`/api/change-requests/${id}/review`, { body, cookie });
    expect((await review({ decision: "needs_payment" })).status).toBe(400);
    expect((await review({ decision: "approve" }, client.cookie)).status).toBe(403);
    const reviewed = await review({
      decision: "needs_payment",
      estimatedCost: 1_200_000,
      reviewNotes: "Two screens.",
    });
    expect(reviewed.status).toBe(200);
    expect(await reviewed.json()).toMatchObject({
      status: "approved",
      requiresAdditionalPayment: true,
      estimatedCost: 1_200_000,
      reviewerName: expect.any(String),
    });
    expect((await review({ decision: "reject" })).status).toBe(409);
  });

  it("shows freelancers change requests without the estimated cost key", async () => {
    const list = await (
      await h.request(`/api/projects/${projectId}/change-requests`, { cookie: onProject.cookie })
    ).json();
    expect(list.changeRequests.length).toBeGreaterThan(0);
    for (const request of list.changeRequests) expect(request).not.toHaveProperty("estimatedCost");
    const staff = await (
      await h.request(`/api/projects/${projectId}/change-requests`, { cookie: manager.cookie })
    ).json();
    expect(staff.changeRequests[0]).toHaveProperty("estimatedCost");
  });
});
