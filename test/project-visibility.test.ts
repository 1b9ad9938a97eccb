import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, projectTasks, projectVersions } from "../src/server/db/schema";
import { createHarness, type Harness } from "./api-harness";
import { freelancerWithHistory, projectWith } from "./freelancers-test-kit";

/**
 * Issue 18 item 1: the project visibility rule (spec 2 §6) has one implementation, src/server/access, and the
 * detail applies it like every other route. For every actor of the access matrix — the freelancer in each
 * standing a project can give them: none, linked through project_freelancers, assigned a task — and for a
 * project with and without a version enabled for freelancers, the detail answers exactly when the routes
 * that check visibility answer, and the thread answers exactly when the project is in the actor's
 * conversations (the team rule, single and listed).
 */
type ActorKey =
  | "owner"
  | "otherClient"
  | "manager"
  | "administrator"
  | "outsideFreelancer"
  | "linkedFreelancer"
  | "assignedFreelancer";
type Situation = "plain" | "enabled";

/** Who sees a project (spec 2 §6), and who is on it (spec 3 §2), written out per actor. */
const expected: Record<ActorKey, { sees: Record<Situation, boolean>; member: boolean }> = {
  owner: { sees: { plain: true, enabled: true }, member: true },
  otherClient: { sees: { plain: false, enabled: false }, member: false },
  manager: { sees: { plain: true, enabled: true }, member: true },
  administrator: { sees: { plain: true, enabled: true }, member: true },
  outsideFreelancer: { sees: { plain: false, enabled: true }, member: false },
  linkedFreelancer: { sees: { plain: true, enabled: true }, member: true },
  assignedFreelancer: { sees: { plain: true, enabled: true }, member: true },
};
const ACTORS = Object.keys(expected) as ActorKey[];
const SITUATIONS: Situation[] = ["plain", "enabled"];

/** Routes that check visibility (`requireProjectAccess`) and answer every actor who sees the project. */
const VISIBLE_ROUTES = ["team", "issues"];

let h: Harness;
const cookies = {} as Record<ActorKey, string>;
const projectIds = {} as Record<Situation, string>;

beforeAll(async () => {
  h = await createHarness();
  const users = {} as Record<ActorKey, string>;
  const linked = await freelancerWithHistory(h, { completedProjects: 2, rating: 4.5, successRate: 90 });
  for (const key of ACTORS) {
    const role = key.endsWith("Freelancer")
      ? "freelancer"
      : key === "owner" || key === "otherClient"
        ? "client"
        : key;
    const user =
      key === "linkedFreelancer"
        ? linked
        : await h.userWithSession(role as "client" | "freelancer" | "manager" | "administrator");
    cookies[key] = user.cookie;
    users[key] = user.id;
  }
  for (const situation of SITUATIONS) {
    const id = await projectWith(h, cookies.owner, [linked.freelancerId]);
    projectIds[situation] = id;
    const [task] = await h.database.db
      .select({ id: projectTasks.id })
      .from(projectTasks)
      .where(eq(projectTasks.projectId, id))
      .limit(1);
    await h.database.db
      .update(projectTasks)
      .set({ assignedTo: users.assignedFreelancer, status: "assigned" })
      .where(eq(projectTasks.id, task.id));
    if (situation === "enabled") {
      await h.database.db
        .update(projectVersions)
        .set({ enabledForFreelancer: true })
        .where(and(eq(projectVersions.projectId, id), eq(projectVersions.versionNumber, 1)));
    }
  }
});
afterAll(() => h.close());

const status = async (path: string, actor: ActorKey) =>
  (await h.request(path, { cookie: cookies[actor] })).status;

describe("one visibility rule for the detail and every other route (issue 18 item 1)", () => {
  const cases = SITUATIONS.flatMap((situation) => ACTORS.map((actor) => ({ situation, actor })));

  it.each(cases)(
    "$situation project as $actor: the detail and the visibility routes agree",
    async ({ situation, actor }) => {
      const id = projectIds[situation];
      const want = expected[actor].sees[situation] ? 200 : 404;
      const detail = await status(`/api/projects/${id}`, actor);
      const others = await Promise.all(VISIBLE_ROUTES.map((r) => status(`/api/projects/${id}/${r}`, actor)));
      expect({ detail, others }).toEqual({ detail: want, others: VISIBLE_ROUTES.map(() => want) });
    },
  );

  it.each(cases)(
    "$situation project as $actor: the thread and the conversation list agree",
    async ({ situation, actor }) => {
      const id = projectIds[situation];
      const want = expected[actor].member;
      const thread = await status(`/api/projects/${id}/messages`, actor);
      const listed = (
        await (await h.request("/api/messages/conversations", { cookie: cookies[actor] })).json()
      ).conversations as { projectId: string }[];
      expect({ thread, listed: listed.some((c) => c.projectId === id) }).toEqual({
        thread: want ? 200 : 404,
        listed: want,
      });
    },
  );

  it("shows a freelancer on the team of a project with no enabled version its current version, as a freelancer", async () => {
    const id = projectIds.plain;
    const [project] = await h.database.db
      .select({ currentVersion: projects.currentVersion })
      .from(projects)
      .where(eq(projects.id, id));
    for (const actor of ["linkedFreelancer", "assignedFreelancer"] as const) {
      const detail = await (await h.request(`/api/projects/${id}`, { cookie: cookies[actor] })).json();
      expect(detail.version.versionNumber).toBe(project.currentVersion);
      expect(detail.version).not.toHaveProperty("estimatedBudget");
      expect(detail.paymentSchedule).toBeNull();
    }
  });
});
