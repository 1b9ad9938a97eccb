import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, projectTasks, projectVersions } from "../src/server/db/schema";
import { createHarness, type Harness } from "./api-harness";
import { BRIEF, freelancerWithHistory, projectWith } from "./freelancers-test-kit";

/**
 * Issue 20 item 6: project detail shows estimated and actual hours per task, per milestone group and in total
 * to the viewers who may see them — staff and the client every task, a freelancer their own — and staff can
 * sort All Projects by overrun (actual − estimated hours of the tasks with hours logged).
 */
type ActorKey =
  | "owner"
  | "otherClient"
  | "manager"
  | "administrator"
  | "assignedFreelancer"
  | "linkedFreelancer"
  | "outsideFreelancer";

let h: Harness;
const cookies = {} as Record<ActorKey, string>;
const users = {} as Record<ActorKey, string>;
let projectId: string;
let tasks: { id: string; estimatedHours: number; milestoneGroup: number | null }[];

/** The tasks of a project's current version in plan order. */
async function tasksOf(id: string) {
  return h.database.db
    .select({
      id: projectTasks.id,
      estimatedHours: projectTasks.estimatedHours,
      milestoneGroup: projectTasks.milestoneGroup,
    })
    .from(projectTasks)
    .innerJoin(projectVersions, eq(projectVersions.id, projectTasks.projectVersionId))
    .where(and(eq(projectTasks.projectId, id), eq(projectVersions.versionNumber, 1)))
    .orderBy(asc(projectTasks.position), asc(projectTasks.createdAt));
}

const setHours = (id: string, actualHours: number | null, assignedTo?: string) =>
  h.database.db
    .update(projectTasks)
    .set({ actualHours, ...(assignedTo ? { assignedTo, status: "in_progress" as const } : {}) })
    .where(eq(projectTasks.id, id));

beforeAll(async () => {
  h = await createHarness();
  const linked = await freelancerWithHistory(h, { completedProjects: 1, rating: 4, successRate: 90 });
  for (const key of Object.keys({
    owner: 1,
    otherClient: 1,
    manager: 1,
    administrator: 1,
    assignedFreelancer: 1,
    outsideFreelancer: 1,
  }) as ActorKey[]) {
    const role = key.endsWith("Freelancer")
      ? "freelancer"
      : key === "owner" || key === "otherClient"
        ? "client"
        : (key as "manager" | "administrator");
    const user = await h.userWithSession(role);
    cookies[key] = user.cookie;
    users[key] = user.id;
  }
  cookies.linkedFreelancer = linked.cookie;
  users.linkedFreelancer = linked.id;
  projectId = await projectWith(h, cookies.owner, [linked.freelancerId]);
  tasks = await tasksOf(projectId);
  expect(tasks.length).toBeGreaterThanOrEqual(3);
  // The assigned freelancer logged over on the first task; someone else logged under on the second.
  await setHours(tasks[0].id, tasks[0].estimatedHours + 2.5, users.assignedFreelancer);
  await setHours(tasks[1].id, tasks[1].estimatedHours - 1);
});
afterAll(() => h.close());

const detailAs = async (actor: ActorKey) =>
  h.request(`/api/projects/${projectId}`, { cookie: cookies[actor] });

describe("estimated versus actual hours on project detail (issue 20 item 6)", () => {
  it.each(["owner", "manager", "administrator"] as const)(
    "gives %s every task's estimate, actual and difference, the groups and the total",
    async (actor) => {
      const response = await detailAs(actor);
      expect(response.status).toBe(200);
      const { actuals } = await response.json();
      expect(actuals.tasks.map((t: { taskId: string }) => t.taskId)).toEqual(tasks.map((t) => t.id));
      expect(actuals.tasks[0]).toEqual({
        taskId: tasks[0].id,
        milestoneGroup: tasks[0].milestoneGroup,
        estimatedHours: tasks[0].estimatedHours,
        actualHours: tasks[0].estimatedHours + 2.5,
        differenceHours: 2.5,
      });
      expect(actuals.tasks[1].differenceHours).toBe(-1);
      expect(actuals.tasks[2]).toMatchObject({ actualHours: null, differenceHours: null });
      const estimated = Math.round(tasks.reduce((s, t) => s + t.estimatedHours, 0) * 10) / 10;
      expect(actuals.total).toMatchObject({
        estimatedHours: estimated,
        differenceHours: 1.5,
        loggedTasks: 2,
      });
      expect(actuals.groups.length).toBeGreaterThan(0);
      const grouped = actuals.groups.reduce(
        (s: number, g: { estimatedHours: number }) => s + g.estimatedHours,
        0,
      );
      expect(Math.round(grouped * 10) / 10).toBe(estimated);
    },
  );

  it("gives the assigned freelancer their own tasks' hours only, without groups or budgets", async () => {
    const response = await detailAs("assignedFreelancer");
    expect(response.status).toBe(200);
    const { actuals } = await response.json();
    expect(actuals.tasks.map((t: { taskId: string }) => t.taskId)).toEqual([tasks[0].id]);
    expect(actuals.total).toMatchObject({ estimatedHours: tasks[0].estimatedHours, differenceHours: 2.5 });
    expect(actuals).not.toHaveProperty("groups");
    expect(JSON.stringify(actuals)).not.toMatch(/budget/i);
  });

  it("gives a freelancer on the team with no task of theirs no task's hours", async () => {
    const response = await detailAs("linkedFreelancer");
    expect(response.status).toBe(200);
    const { actuals } = await response.json();
    expect(actuals.tasks).toEqual([]);
    expect(actuals.total).toMatchObject({ estimatedHours: 0, actualHours: 0, differenceHours: null });
  });

  it("answers every actor of the access matrix: actuals to whom the detail answers, nothing to the others", async () => {
    const seen = async (cookie?: string) => {
      const response = await h.request(`/api/projects/${projectId}`, cookie ? { cookie } : {});
      const text = await response.text();
      return {
        status: response.status,
        tasks: response.status === 200 ? JSON.parse(text).actuals.tasks.length : null,
        leaks: response.status !== 200 && text.includes("actuals"),
      };
    };
    const answers = {
      anonymous: await seen(),
      ...Object.fromEntries(
        await Promise.all((Object.keys(cookies) as ActorKey[]).map(async (a) => [a, await seen(cookies[a])])),
      ),
    };
    const ok = (n: number) => ({ status: 200, tasks: n, leaks: false });
    const refused = (status: number) => ({ status, tasks: null, leaks: false });
    expect(answers).toEqual({
      anonymous: refused(401),
      owner: ok(tasks.length),
      otherClient: refused(404),
      manager: ok(tasks.length),
      administrator: ok(tasks.length),
      assignedFreelancer: ok(1),
      linkedFreelancer: ok(0),
      outsideFreelancer: refused(404),
    });
  });

  it("shows hours logged after the detail was read (the kept rows follow the task)", async () => {
    expect((await detailAs("manager")).status).toBe(200);
    await setHours(tasks[2].id, tasks[2].estimatedHours + 4);
    const { actuals } = await (await detailAs("manager")).json();
    expect(actuals.total).toMatchObject({ differenceHours: 5.5, loggedTasks: 3 });
    await setHours(tasks[2].id, null);
  });
});

describe("All Projects sorted by overrun (issue 20 item 6)", () => {
  /** A project of the owner whose first tasks were logged `differences` hours over (negative: under). */
  async function projectOver(differences: number[]) {
    const id = await projectWith(h, cookies.owner, []);
    const own = await tasksOf(id);
    for (const [i, difference] of differences.entries()) {
      await setHours(own[i].id, Math.max(0, own[i].estimatedHours + difference));
    }
    return id;
  }

  it("orders by actual − estimated hours of logged tasks, largest first, projects without logs last", async () => {
    const under = await projectOver([-2]);
    const none = await projectOver([]);
    const most = await projectOver([12, 8.5]);
    const some = await projectOver([6, -2]);
    const ours = [under, none, most, some, projectId];
    const response = await h.request("/api/projects?sort=overrun&pageSize=100", { cookie: cookies.manager });
    expect(response.status).toBe(200);
    const { items } = await response.json();
    const listed = items.filter((i: { id: string }) => ours.includes(i.id));
    expect(listed.map((i: { id: string; overrunHours: number | null }) => [i.id, i.overrunHours])).toEqual([
      [most, 20.5],
      [some, 4],
      [projectId, 1.5],
      [under, -2],
      [none, null],
    ]);
    // Every project without logged hours comes after every project with them.
    const firstUnlogged = items.findIndex((i: { overrunHours: number | null }) => i.overrunHours === null);
    expect(
      items.slice(firstUnlogged).every((i: { overrunHours: number | null }) => i.overrunHours === null),
    ).toBe(true);
    // The same order with a search, and on the owner's own list.
    const searched = await (
      await h.request(`/api/projects?sort=overrun&pageSize=100&search=${encodeURIComponent(BRIEF.title)}`, {
        cookie: cookies.manager,
      })
    ).json();
    const own = await (
      await h.request("/api/projects?sort=overrun&pageSize=100", { cookie: cookies.owner })
    ).json();
    for (const list of [searched, own]) {
      expect(
        list.items.filter((i: { id: string }) => ours.includes(i.id)).map((i: { id: string }) => i.id),
      ).toEqual([most, some, projectId, under, none]);
    }
    // Page by page, the same order.
    const paged: string[] = [];
    for (let page = 1; paged.length < items.length; page++) {
      const next = await (
        await h.request(`/api/projects?sort=overrun&pageSize=3&page=${page}`, { cookie: cookies.manager })
      ).json();
      paged.push(...next.items.map((i: { id: string }) => i.id));
    }
    expect(paged).toEqual(items.map((i: { id: string }) => i.id));
    const newest = await (await h.request("/api/projects?pageSize=100", { cookie: cookies.manager })).json();
    expect(newest.items[0]).not.toHaveProperty("overrunHours");
  });

  it("counts only the current version's tasks", async () => {
    const id = await projectOver([7]);
    const [version] = await h.database.db
      .select({ id: projectVersions.id })
      .from(projectVersions)
      .where(eq(projectVersions.projectId, id));
    // Moving the project to a version 2 without tasks leaves no logged hours on its current version.
    await h.database.db.insert(projectVersions).values({
      projectId: id,
      versionNumber: 2,
      title: "Bakery website v2",
      description: BRIEF.description,
    });
    await h.database.db.update(projects).set({ currentVersion: 2 }).where(eq(projects.id, id));
    const { items } = await (
      await h.request("/api/projects?sort=overrun&pageSize=100", { cookie: cookies.manager })
    ).json();
    expect(items.find((i: { id: string }) => i.id === id).overrunHours).toBeNull();
    // Version 1's logged task is still there, and no longer counted.
    const logged = await h.database.db
      .select({ id: projectTasks.id })
      .from(projectTasks)
      .where(and(eq(projectTasks.projectVersionId, version.id), isNotNull(projectTasks.actualHours)));
    expect(logged).toHaveLength(1);
  });

  it("refuses an order it does not know with 400", async () => {
    const response = await h.request("/api/projects?sort=budget", { cookie: cookies.manager });
    expect(response.status).toBe(400);
  });
});
