import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, profiles, projectTasks } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

type Session = { id: string; cookie: string };
let h: Harness;
let owner: Session;
let manager: Session;
let admin: Session;
let worker: Session;
let otherWorker: Session;
let workerId: string;
let designerId: string;
let busyId: string;

const brief = (title: string) => ({
  title,
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
});

/** A project of the owner taken to `path`'s last status code by the manager; returns its id. */
async function project(title: string, path: string[] = ["UNDER_REVIEW", "ACCEPTED", "STARTED"]) {
  const created = await h.submitProject(owner.cookie, brief(title));
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await created.json();
  for (const statusCode of path) {
    const moved = await h.request(`/api/projects/${id}/status`, {
      body: { statusCode },
      cookie: manager.cookie,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
  }
  return id as string;
}

async function tasksOf(projectId: string) {
  return h.database.db
    .select()
    .from(projectTasks)
    .where(eq(projectTasks.projectId, projectId))
    .orderBy(asc(projectTasks.position));
}

const mapping = async (cookie: string, query = "") =>
  h.request(`/api/task-mapping/tasks${query}`, { cookie });
const patch = (taskId: string, body: unknown, cookie = worker.cookie) =>
  h.request(`/api/my-tasks/${taskId}`, { method: "PATCH", body, cookie });
const assign = (taskId: string, freelancerId: string) =>
  h.request(`/api/tasks/${taskId}/assign`, { body: { freelancerId }, cookie: manager.cookie });

const freelancerSeed = (skills: string[], availabilityStatus: "available" | "busy" = "available") => ({
  title: "Developer",
  hourlyRate: 7000,
  experienceYears: 5,
  rating: 4.5,
  successRate: 90,
  completedProjects: 5,
  availabilityStatus,
  skills: skills.map((name) => ({ name, proficiency: "expert" as const })),
});

beforeAll(async () => {
  h = await createHarness();
  owner = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
  worker = await h.userWithSession("freelancer");
  otherWorker = await h.userWithSession("freelancer");
  const busy = await h.userWithSession("freelancer");
  // Enterprise: these tests accept several projects; plan limits are tested in plans.test.ts.
  await h.database.db
    .update(profiles)
    .set({ subscriptionType: "enterprise" })
    .where(eq(profiles.id, owner.id));
  workerId = await createFreelancer(h.database.db, worker.id, freelancerSeed(["React", "Node.js"]));
  designerId = await createFreelancer(h.database.db, otherWorker.id, freelancerSeed(["Figma"]));
  busyId = await createFreelancer(h.database.db, busy.id, freelancerSeed(["React", "Node.js"], "busy"));
});
afterAll(() => h.close());

describe("Task Mapping", () => {
  it("lists unassigned tasks of active projects only, searched and paged", async () => {
    const active = await project("Mapping Active Bakery");
    const requested = await project("Mapping Requested Bakery", []);
    const cancelled = await project("Mapping Cancelled Bakery");
    const cancel = await h.request(`/api/projects/${cancelled}/cancel`, {
      method: "POST",
      cookie: owner.cookie,
    });
    expect(cancel.status).toBe(200);

    const response = await mapping(manager.cookie, "?search=Mapping&pageSize=100");
    expect(response.status).toBe(200);
    const list = await response.json();
    const projectIds = new Set(list.items.map((t: { projectId: string }) => t.projectId));
    expect([...projectIds]).toEqual([active]);
    expect(list.total).toBe((await tasksOf(active)).length);
    expect(list.items[0]).toMatchObject({
      projectTitle: "Mapping Active Bakery",
      projectStatusCode: "STARTED",
      projectStatusName: "Started",
      status: "pending",
    });
    expect(projectIds.has(requested)).toBe(false);

    const firstPage = await (await mapping(admin.cookie, "?search=Mapping%20Active&pageSize=1")).json();
    expect(firstPage).toMatchObject({ total: list.total, page: 1, pageSize: 1 });
    expect(firstPage.items).toHaveLength(1);
    const byTask = await (
      await mapping(manager.cookie, `?search=${encodeURIComponent(list.items[1].title)}`)
    ).json();
    expect(byTask.items.map((t: { id: string }) => t.id)).toContain(list.items[1].id);
  });

  it("ranks available freelancers by match score on the task's skills; busy ones are left out", async () => {
    const id = await project("Ranking Bakery");
    const [task] = await tasksOf(id);
    await h.database.db
      .update(projectTasks)
      .set({ requiredSkills: ["React", "Node.js"] })
      .where(eq(projectTasks.id, task.id));
    const response = await h.request(`/api/task-mapping/tasks/${task.id}/candidates`, {
      cookie: manager.cookie,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.requiredSkills).toEqual(["React", "Node.js"]);
    const ids = body.freelancers.map((f: { freelancerId: string }) => f.freelancerId);
    expect(ids).toContain(workerId);
    expect(ids).toContain(designerId);
    expect(ids).not.toContain(busyId);
    expect(ids.indexOf(workerId)).toBeLessThan(ids.indexOf(designerId));
    const scores = body.freelancers.map((f: { matchScore: number }) => f.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.freelancers[ids.indexOf(workerId)].matchReasoning).toMatch(/Matches 2 of 2 required skills/);
  });

  it("refuses candidates for a task outside an active project (404) and to non-staff (403)", async () => {
    const requested = await project("Candidates Requested Bakery", []);
    const [task] = await tasksOf(requested);
    const url = `/api/task-mapping/tasks/${task.id}/candidates`;
    expect((await h.request(url, { cookie: manager.cookie })).status).toBe(404);
    expect((await h.request(url, { cookie: worker.cookie })).status).toBe(403);
    expect((await mapping(owner.cookie)).status).toBe(403);
    expect((await mapping(worker.cookie)).status).toBe(403);
  });
});

describe("My Work", () => {
  it("shows a task once assigned, only to its freelancer, and it leaves Task Mapping", async () => {
    const id = await project("Work Listing Bakery");
    const [task] = await tasksOf(id);
    expect((await assign(task.id, workerId)).status).toBe(200);

    const mine = await (await h.request("/api/my-tasks", { cookie: worker.cookie })).json();
    expect(mine.tasks).toContainEqual(
      expect.objectContaining({
        id: task.id,
        projectId: id,
        projectTitle: "Work Listing Bakery",
        projectCancelled: false,
        title: task.title,
        status: "assigned",
        priority: task.priority,
        estimatedHours: task.estimatedHours,
        actualHours: null,
        dueDate: task.dueDate,
      }),
    );
    const theirs = await (await h.request("/api/my-tasks", { cookie: otherWorker.cookie })).json();
    expect(theirs.tasks.map((t: { id: string }) => t.id)).not.toContain(task.id);
    const listed = await (await mapping(manager.cookie, "?search=Work%20Listing&pageSize=100")).json();
    expect(listed.items.map((t: { id: string }) => t.id)).not.toContain(task.id);
    expect((await h.request("/api/my-tasks", { cookie: manager.cookie })).status).toBe(403);
    expect((await h.request("/api/my-tasks", { cookie: owner.cookie })).status).toBe(403);
  });

  it("moves a task through in progress and review to completed and logs hours, each audited", async () => {
    const id = await project("Work Flow Bakery");
    const [task] = await tasksOf(id);
    await assign(task.id, workerId);

    for (const status of ["in_progress", "review", "completed"]) {
      const moved = await patch(task.id, { status });
      expect(moved.status, await moved.clone().text()).toBe(200);
      expect(await moved.json()).toMatchObject({ id: task.id, status });
    }
    const logged = await patch(task.id, { actualHours: 7.5 });
    expect(logged.status).toBe(200);
    expect(await logged.json()).toMatchObject({ status: "completed", actualHours: 7.5 });

    const [row] = await h.database.db.select().from(projectTasks).where(eq(projectTasks.id, task.id));
    expect(row).toMatchObject({ status: "completed", actualHours: 7.5, assignedTo: worker.id });
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, task.id), eq(auditLog.action, "task.progress")))
      .orderBy(asc(auditLog.at));
    expect(audits.map((a) => a.actorId)).toEqual([worker.id, worker.id, worker.id, worker.id]);
    expect(audits[0].before).toEqual({ status: "assigned", actualHours: null });
    expect(audits[3].after).toEqual({ status: "completed", actualHours: 7.5 });
  });

  it("refuses skipped or backward moves (409), bad hours (400), others' tasks (404) and staff (403)", async () => {
    const id = await project("Work Refusals Bakery");
    const [task, unassigned] = await tasksOf(id);
    await assign(task.id, workerId);

    const skip = await patch(task.id, { status: "completed" });
    expect(skip.status).toBe(409);
    expect((await skip.json()).error.message).toBe("A task in Assigned cannot move to Completed.");
    expect((await patch(task.id, { status: "pending" })).status).toBe(409);
    expect((await patch(task.id, { status: "assigned" })).status).toBe(409);
    expect((await patch(task.id, { actualHours: -1 })).status).toBe(400);
    expect((await patch(task.id, { actualHours: 1.25 })).status).toBe(400);
    expect((await patch(task.id, { status: "done" })).status).toBe(400);
    expect((await patch(task.id, {})).status).toBe(400);

    expect((await patch(task.id, { status: "in_progress" }, otherWorker.cookie)).status).toBe(404);
    expect((await patch(unassigned.id, { actualHours: 1 })).status).toBe(404);
    expect((await patch(task.id, { actualHours: 1 }, manager.cookie)).status).toBe(403);
    expect((await patch(task.id, { actualHours: 1 }, owner.cookie)).status).toBe(403);

    const [row] = await h.database.db.select().from(projectTasks).where(eq(projectTasks.id, task.id));
    expect(row).toMatchObject({ status: "assigned", actualHours: null });
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, [task.id, unassigned.id]), eq(auditLog.action, "task.progress")));
    expect(audits).toEqual([]);
  });

  it("refuses work on a cancelled project (409) but still lists the task as cancelled", async () => {
    const id = await project("Work Cancelled Bakery");
    const [task] = await tasksOf(id);
    await assign(task.id, workerId);
    expect(
      (await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: owner.cookie })).status,
    ).toBe(200);
    expect((await patch(task.id, { status: "in_progress" })).status).toBe(409);
    const mine = await (await h.request("/api/my-tasks", { cookie: worker.cookie })).json();
    expect(mine.tasks.find((t: { id: string }) => t.id === task.id)).toMatchObject({
      projectCancelled: true,
    });
  });
});
