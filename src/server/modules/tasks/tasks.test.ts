import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  version: { id: string; estimatedBudget: number };
  tasks: { id: string; estimatedBudget: number; dependencies: string[] }[];
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
