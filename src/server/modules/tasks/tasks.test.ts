import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToDate } from "@/domain/dates";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, projectTasks } from "../../db/schema";

let h: Harness;
let client: { cookie: string };
let manager: { cookie: string };
let admin: { cookie: string };
let projectId: string;

const brief = {
  title: "Company website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};
const task = { title: "Hosting setup", estimatedHours: 2.5, estimatedBudget: 5_000_00, milestoneGroup: 1 };

type Detail = {
  version: { id: string; estimatedBudget: number; estimatedHours: number; estimatedDuration: number | null };
  tasks: {
    id: string;
    estimatedBudget: number;
    estimatedHours: number;
    startDate: string | null;
    dueDate: string | null;
    dependencies: string[];
  }[];
  paymentSchedule: { totalBudget: number; items: { type: string; dueDate: string }[] };
};
const detail = async (): Promise<Detail> =>
  (await h.request(`/api/projects/${projectId}`, { cookie: admin.cookie })).json();
const sum = (d: Detail) => d.tasks.reduce((s, t) => s + t.estimatedBudget, 0);

beforeAll(async () => {
  h = await createHarness();
  [client, manager, admin] = await Promise.all([
    h.userWithSession("client"),
    h.userWithSession("manager"),
    h.userWithSession("administrator"),
  ]);
  const created = await h.submitProject(client.cookie, brief);
  projectId = (await created.json()).id;
});
afterAll(() => h.close());

describe("administrator task edits", () => {
  it("adds a task and recomputes the version budget as the sum of task budgets", async () => {
    const before = await detail();
    const r = await h.request(`/api/projects/${projectId}/versions/${before.version.id}/tasks`, {
      body: { task, reason: "Client asked for hosting" },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(201);
    const body = await r.json();
    const after = await detail();
    expect(after.tasks).toHaveLength(before.tasks.length + 1);
    expect(after.version.estimatedBudget).toBe(sum(after));
    expect(body.estimatedBudget).toBe(sum(after));
    expect(after.tasks.at(-1)).toMatchObject({ id: body.taskId, estimatedBudget: 5_000_00 });
    const [row] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.taskId));
    expect(row).toMatchObject({
      action: "task.create",
      after: expect.objectContaining({ reason: "Client asked for hosting" }),
    });
  });

  it("edits a task and recomputes", async () => {
    const target = (await detail()).tasks[0]!;
    const r = await h.request(`/api/tasks/${target.id}`, {
      method: "PATCH",
      body: { task: { ...task, title: "Planning", estimatedBudget: 1_00 }, reason: "Cheaper" },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(200);
    const after = await detail();
    expect(after.tasks.find((t) => t.id === target.id)?.estimatedBudget).toBe(1_00);
    expect(after.version.estimatedBudget).toBe(sum(after));
  });

  it("deletes a task, drops it from dependencies and recomputes", async () => {
    const before = await detail();
    const target =
      before.tasks.find((t) => before.tasks.some((o) => o.dependencies.includes(t.id))) ?? before.tasks[0]!;
    const r = await h.request(`/api/tasks/${target.id}`, {
      method: "DELETE",
      body: { reason: "Not needed" },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(200);
    const after = await detail();
    expect(after.tasks.map((t) => t.id)).not.toContain(target.id);
    expect(after.tasks.flatMap((t) => t.dependencies)).not.toContain(target.id);
    expect(after.version.estimatedBudget).toBe(sum(after));
  });

  it("refuses managers and clients, bad input, a missing reason and an unknown version", async () => {
    const { version, tasks } = await detail();
    const url = `/api/projects/${projectId}/versions/${version.id}/tasks`;
    for (const cookie of [manager.cookie, client.cookie]) {
      expect((await h.request(url, { body: { task, reason: "x" }, cookie })).status).toBe(403);
    }
    const bad = [
      { task: { ...task, title: "" }, reason: "x" },
      { task: { ...task, estimatedHours: 1.2 }, reason: "x" },
      { task: { ...task, milestoneGroup: 5 }, reason: "x" },
      { task: { ...task, estimatedBudget: -1 }, reason: "x" },
      { task, reason: "" },
    ];
    for (const body of bad) expect((await h.request(url, { body, cookie: admin.cookie })).status).toBe(400);
    const unknown = await h.request(`/api/projects/${projectId}/versions/${randomUUID()}/tasks`, {
      body: { task, reason: "x" },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe("Cannot create task: No version ID available.");
    const missing = await h.request(`/api/tasks/${randomUUID()}`, {
      method: "DELETE",
      body: { reason: "x" },
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(404);
    const rows = await h.database.db.select().from(projectTasks).where(eq(projectTasks.id, tasks[0]!.id));
    expect(rows).toHaveLength(1);
  });
});

describe("figures after task edits (issue 17 §7)", () => {
  const lastDue = (d: Detail) =>
    d.tasks
      .map((t) => t.dueDate ?? "")
      .sort()
      .at(-1)!;

  it("moves the Hours and Duration tiles, the budget and the payment schedule with the tasks", async () => {
    const before = await detail();
    const start = addDaysToDate(lastDue(before), 1);
    // A 10-hour task that runs 5 days past the last one: hours +10, duration +5 days, budget +₹8,000.
    const added = { ...task, estimatedHours: 10, estimatedBudget: 8_000_00, startDate: start };
    const r = await h.request(`/api/projects/${projectId}/versions/${before.version.id}/tasks`, {
      body: { task: { ...added, dueDate: addDaysToDate(start, 4) }, reason: "Extra work" },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(201);
    const written = await r.json();
    const after = await detail();
    expect(after.version.estimatedHours).toBeCloseTo(before.version.estimatedHours + 10, 5);
    expect(after.version.estimatedDuration).toBe((before.version.estimatedDuration ?? 0) + 5);
    expect(after.version.estimatedBudget).toBe(before.version.estimatedBudget + 8_000_00);
    expect(after.paymentSchedule.totalBudget).toBe(after.version.estimatedBudget);
    expect(written).toMatchObject({
      estimatedHours: after.version.estimatedHours,
      estimatedDuration: after.version.estimatedDuration,
      estimatedBudget: after.version.estimatedBudget,
    });

    // Editing it back to 2 hours and 1 day, then deleting it, brings the figures back.
    const id = written.taskId as string;
    const edited = await h.request(`/api/tasks/${id}`, {
      method: "PATCH",
      body: { task: { ...added, estimatedHours: 2, dueDate: start }, reason: "Smaller" },
      cookie: admin.cookie,
    });
    expect(edited.status).toBe(200);
    const shorter = await detail();
    expect(shorter.version.estimatedHours).toBeCloseTo(before.version.estimatedHours + 2, 5);
    expect(shorter.version.estimatedDuration).toBe((before.version.estimatedDuration ?? 0) + 1);
    const removed = await h.request(`/api/tasks/${id}`, {
      method: "DELETE",
      body: { reason: "Not needed" },
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(200);
    const back = await detail();
    expect(back.version).toMatchObject({
      estimatedHours: before.version.estimatedHours,
      estimatedDuration: before.version.estimatedDuration,
      estimatedBudget: before.version.estimatedBudget,
    });
  });

  it("leaves the hosting add-on's year out of the duration, and counts tasks without dates in the hours", async () => {
    const before = await detail();
    const r = await h.request(`/api/projects/${projectId}/versions/${before.version.id}/tasks`, {
      body: {
        task: {
          ...task,
          estimatedHours: 0,
          startDate: lastDue(before),
          dueDate: addDaysToDate(lastDue(before), 364),
        },
        reason: "Hosting",
      },
      cookie: admin.cookie,
    });
    expect(r.status).toBe(201);
    const undated = await h.request(`/api/projects/${projectId}/versions/${before.version.id}/tasks`, {
      body: { task: { ...task, estimatedHours: 3.5 }, reason: "Undated" },
      cookie: admin.cookie,
    });
    expect(undated.status).toBe(201);
    const after = await detail();
    expect(after.version.estimatedDuration).toBe(before.version.estimatedDuration);
    expect(after.version.estimatedHours).toBeCloseTo(before.version.estimatedHours + 3.5, 5);
    expect(after.version.estimatedHours).toBeCloseTo(
      after.tasks.reduce((s, t) => s + t.estimatedHours, 0),
      5,
    );
  });
});
