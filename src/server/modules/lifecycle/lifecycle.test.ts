import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInr } from "@/domain/money";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  auditLog,
  freelancers,
  notifications,
  profiles,
  projectFreelancers,
  projects,
  projectTasks,
} from "../../db/schema";
import { seedDemo } from "../../db/seed/demo-seed";
import { createFreelancer } from "../../db/seed/factories";

type Session = { id: string; cookie: string };
let h: Harness;
let owner: Session;
let other: Session;
let manager: Session;
let admin: Session;
let freelancerUser: Session;
let availableId: string;

const brief = {
  title: "Company website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

const submit = (cookie: string, extra: Record<string, unknown> = {}, body: object = brief) =>
  h.submitProject(cookie, body, extra);

async function newProject(cookie = owner.cookie): Promise<string> {
  const response = await submit(cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).id;
}

const setStatus = (id: string, statusCode: string, cookie = manager.cookie) =>
  h.request(`/api/projects/${id}/status`, { body: { statusCode }, cookie });

beforeAll(async () => {
  h = await createHarness();
  await seedDemo(h.database.db);
  owner = await h.userWithSession("client");
  other = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
  freelancerUser = await h.userWithSession("freelancer");
  // Enterprise clients: these tests accept many projects; plan limits are tested in plans.test.ts.
  await h.database.db
    .update(profiles)
    .set({ subscriptionType: "enterprise" })
    .where(inArray(profiles.id, [owner.id, other.id]));
  availableId = await createFreelancer(h.database.db, freelancerUser.id, {
    title: "Web developer",
    hourlyRate: 7500,
    experienceYears: 6,
    rating: 4.8,
    successRate: 95,
    completedProjects: 10,
    skills: [{ name: "React", proficiency: "expert" }],
  });
});
afterAll(() => h.close());

describe("POST /api/projects/{id}/cancel", () => {
  it("lets the owner cancel once, audited; others get 404 or 403", async () => {
    const id = await newProject();
    expect(
      (await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: manager.cookie })).status,
    ).toBe(403);
    const response = await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, status: "cancelled" });
    const [row] = await h.database.db.select().from(projects).where(eq(projects.id, id));
    expect(row.status).toBe("cancelled");
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "project.cancel")));
    expect(audits).toHaveLength(1);
    const again = await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: owner.cookie });
    expect(again.status).toBe(409);
    const detail = await (await h.request(`/api/projects/${id}`, { cookie: owner.cookie })).json();
    expect(detail.status).toBe("cancelled");
    // A cancelled project is terminal for staff too.
    expect((await setStatus(id, "UNDER_REVIEW")).status).toBe(409);
  });

  it("refuses to cancel delivered work", async () => {
    const id = await newProject(other.cookie);
    expect((await setStatus(id, "COMPLETED", admin.cookie)).status).toBe(200);
    const response = await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: other.cookie });
    expect(response.status).toBe(409);
  });
});

describe("POST /api/projects/{id}/status", () => {
  it("moves along the machine for managers and anywhere for administrators, audited", async () => {
    const id = await newProject(other.cookie);
    expect((await setStatus(id, "CLOSED")).status).toBe(409);
    const reviewed = await setStatus(id, "UNDER_REVIEW");
    expect(reviewed.status).toBe(200);
    expect(await reviewed.json()).toMatchObject({
      statusCode: "UNDER_REVIEW",
      statusName: "Under Review",
      phase: 2,
    });
    const accepted = await (await setStatus(id, "ACCEPTED")).json();
    expect(accepted).toMatchObject({ statusCode: "ACCEPTED", status: "accepted", phase: 3 });
    expect((await setStatus(id, "REQUESTED", admin.cookie)).status).toBe(200);
    expect((await setStatus(id, "REQUESTED", admin.cookie)).status).toBe(409);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "project.status")));
    expect(audits).toHaveLength(3);
  });

  it("tells the client of each change, and once of the advance an acceptance makes due", async () => {
    const id = await newProject(other.cookie);
    await setStatus(id, "UNDER_REVIEW");
    await setStatus(id, "ACCEPTED");
    const detail = await (await h.request(`/api/projects/${id}`, { cookie: other.cookie })).json();
    const advance = detail.paymentSchedule.items.find((item: { type: string }) => item.type === "advance");
    const sent = await h.database.db
      .select({ kind: notifications.kind, title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, other.id), eq(notifications.link, `/project/${id}`)));
    // One transaction writes the acceptance and the payment due, so they share a timestamp: compare as sets.
    expect(sent.map((n) => n.title).sort()).toEqual([
      "Payment due",
      "Your project is now Accepted",
      "Your project is now Under Review",
    ]);
    expect(sent.find((n) => n.title === "Payment due")).toEqual({
      kind: "payment",
      title: "Payment due",
      body: `Your project has been accepted. Pay the advance of ${formatInr(advance.amount)} to start work.`,
    });
  });

  it("refuses clients and freelancers, and unknown codes with 400", async () => {
    const id = await newProject(other.cookie);
    expect((await setStatus(id, "UNDER_REVIEW", other.cookie)).status).toBe(403);
    expect((await setStatus(id, "UNDER_REVIEW", freelancerUser.cookie)).status).toBe(403);
    expect((await setStatus(id, "DONE")).status).toBe(400);
    expect((await setStatus("00000000-0000-4000-8000-000000000000", "UNDER_REVIEW")).status).toBe(404);
  });
});

describe("POST /api/projects/{id}/invitations", () => {
  it("writes an invited link with score and rate and sets in_progress, once", async () => {
    const id = await newProject(other.cookie);
    const invite = () =>
      h.request(`/api/projects/${id}/invitations`, {
        body: { freelancerId: availableId },
        cookie: manager.cookie,
      });
    const response = await invite();
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ status: "invited", hourlyRate: 7500, freelancerId: availableId });
    expect(body.matchScore).toBeGreaterThan(0);
    const [link] = await h.database.db
      .select()
      .from(projectFreelancers)
      .where(eq(projectFreelancers.projectId, id));
    expect(link).toMatchObject({ status: "invited", hourlyRate: 7500, matchReasoning: body.matchReasoning });
    const [project] = await h.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project.status).toBe("in_progress");
    expect((await invite()).status).toBe(409);
  });

  it("answers 404 for an unknown freelancer and 403 for clients", async () => {
    const id = await newProject(other.cookie);
    const unknown = await h.request(`/api/projects/${id}/invitations`, {
      body: { freelancerId: "00000000-0000-4000-8000-000000000000" },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    const client = await h.request(`/api/projects/${id}/invitations`, {
      body: { freelancerId: availableId },
      cookie: other.cookie,
    });
    expect(client.status).toBe(403);
  });
});

describe("POST /api/tasks/{taskId}/assign", () => {
  it("assigns to available freelancers only, and the assignee can then open the project", async () => {
    const id = await newProject(other.cookie);
    const [task] = await h.database.db.select().from(projectTasks).where(eq(projectTasks.projectId, id));
    expect((await h.request(`/api/projects/${id}`, { cookie: freelancerUser.cookie })).status).toBe(404);

    const busyUser = await h.userWithSession("freelancer");
    const busyId = await createFreelancer(h.database.db, busyUser.id, {
      title: "Designer",
      hourlyRate: 6000,
      experienceYears: 3,
      rating: 4.2,
      successRate: 90,
      completedProjects: 4,
      availabilityStatus: "busy",
      skills: [{ name: "Figma", proficiency: "advanced" }],
    });
    const assign = (freelancerId: string, cookie = manager.cookie) =>
      h.request(`/api/tasks/${task.id}/assign`, { body: { freelancerId }, cookie });
    expect((await assign(busyId)).status).toBe(409);
    expect((await assign(availableId, other.cookie)).status).toBe(403);
    const response = await assign(availableId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ assignedTo: freelancerUser.id, status: "assigned" });

    const detail = await h.request(`/api/projects/${id}`, { cookie: freelancerUser.cookie });
    expect(detail.status).toBe(200);
    const body = await detail.json();
    expect(body.tasks.find((t: { id: string }) => t.id === task.id).assignedTo).toBe(freelancerUser.id);
    expect(body.version.estimatedBudget).toBeUndefined();
    expect((await h.request(`/api/projects/${id}`, { cookie: busyUser.cookie })).status).toBe(404);
  });

  it("lists available freelancers for staff only", async () => {
    const response = await h.request("/api/freelancers/available", { cookie: manager.cookie });
    expect(response.status).toBe(200);
    const { freelancers: list } = await response.json();
    const busy = await h.database.db
      .select()
      .from(freelancers)
      .where(eq(freelancers.availabilityStatus, "busy"));
    expect(list.some((f: { freelancerId: string }) => f.freelancerId === availableId)).toBe(true);
    expect(list.some((f: { freelancerId: string }) => busy.some((b) => b.id === f.freelancerId))).toBe(false);
    expect((await h.request("/api/freelancers/available", { cookie: owner.cookie })).status).toBe(403);
  });
});
