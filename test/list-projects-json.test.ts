import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentVersionOfProject } from "../src/server/db/joins";
import { profiles, projectStatuses, projects, projectVersions } from "../src/server/db/schema";
import { LIST_DESCRIPTION_CHARS } from "../src/server/modules/projects/list-projects";
import { projectListSchema } from "../src/server/modules/projects/project-schemas";
import { createHarness, type Harness } from "./api-harness";

/**
 * Issue 18 item 7: the project list's JSON is made by the database in one statement. These tests read the
 * same rows with drizzle and build each item the way the list did in Node before (`toISOString()` for
 * `createdAt`, staff-only keys for staff only, spec 2 §6), and require the route's answer to equal it key
 * for key, with the description cut to its first LIST_DESCRIPTION_CHARS characters.
 */
let h: Harness;
let client: { id: string; cookie: string };
let manager: { cookie: string };
const LONG = `${"A bakery website with an online menu, a gallery and a contact form. ".repeat(8)}End.`;

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    const created = await h.submitProject(client.cookie, {
      title: `Bakery website ${n}`,
      description: "A five page responsive website for our bakery with a contact form and a gallery.",
    });
    expect(created.status).toBe(201);
    ids.push((await created.json()).id);
  }
  // Values the defaults leave out: a deadline, a maximum and a freelancer budget, a long description, and a
  // creation time with microseconds (JSON carries milliseconds, as Date.toISOString() does).
  await h.database.db
    .update(projectVersions)
    .set({ deadline: "2027-03-31", budgetMax: 12_345_600, freelancerBudget: 8_000_000, description: LONG })
    .where(eq(projectVersions.projectId, ids[1]));
  await h.database.db
    .update(projects)
    .set({ createdAt: sql`'2026-01-02 03:04:05.678901+00'` })
    .where(eq(projects.id, ids[2]));
});
afterAll(() => h.close());

/** The client's projects as the list built its items in Node, newest first. */
async function expectedItems(staff: boolean) {
  const rows = await h.database.db
    .select({
      id: projects.id,
      title: projectVersions.title,
      description: projectVersions.description,
      statusCode: projects.statusCode,
      statusName: projectStatuses.statusName,
      status: projects.status,
      phase: projectStatuses.phase,
      createdAt: projects.createdAt,
      deadline: projectVersions.deadline,
      estimatedDuration: projectVersions.estimatedDuration,
      budgetMax: projectVersions.budgetMax,
      estimatedBudget: projectVersions.estimatedBudget,
      freelancerBudget: projectVersions.freelancerBudget,
      clientName: profiles.fullName,
      clientEmail: profiles.email,
      requiredSkills: projectVersions.requiredSkills,
    })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .innerJoin(projectStatuses, eq(projectStatuses.statusCode, projects.statusCode))
    .innerJoin(profiles, eq(profiles.id, projects.clientId))
    .where(eq(projects.clientId, client.id))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(({ freelancerBudget, clientName, clientEmail, requiredSkills, ...row }) => ({
    ...row,
    description: row.description.slice(0, LIST_DESCRIPTION_CHARS),
    createdAt: row.createdAt.toISOString(),
    ...(staff ? { freelancerBudget, clientName, clientEmail, requiredSkills } : {}),
  }));
}

const list = async (cookie: string, query = "") =>
  (await h.request(`/api/projects${query}`, { cookie })).json();

describe("the project list's JSON, made by the database (issue 18 item 7)", () => {
  it("gives a client their projects key for key as the rows serialized, without the staff keys", async () => {
    const page = await list(client.cookie);
    expect(projectListSchema.parse(page)).toEqual(page);
    expect(page).toStrictEqual({ items: await expectedItems(false), total: 3, page: 1, pageSize: 50 });
    expect(page.items.some((i: { description: string }) => i.description === LONG.slice(0, 300))).toBe(true);
    expect(page.items.at(-1).createdAt).toBe("2026-01-02T03:04:05.678Z");
  });

  it("gives staff the same rows with the client, the freelancer budget and the required skills", async () => {
    const page = await list(manager.cookie, `?search=${encodeURIComponent("Bakery website")}&pageSize=50`);
    expect(page).toStrictEqual({ items: await expectedItems(true), total: 3, page: 1, pageSize: 50 });
    const all = await list(manager.cookie, "?pageSize=2");
    expect(all.items).toStrictEqual((await expectedItems(true)).slice(0, 2));
    expect(all.total).toBe(3);
  });

  it("pages with the total on every page, also past the end", async () => {
    const second = await list(client.cookie, "?page=2&pageSize=2");
    expect(second).toStrictEqual({
      items: (await expectedItems(false)).slice(2),
      total: 3,
      page: 2,
      pageSize: 2,
    });
    expect(await list(client.cookie, "?page=5&pageSize=2")).toStrictEqual({
      items: [],
      total: 3,
      page: 5,
      pageSize: 2,
    });
    expect(await list(client.cookie, "?search=zzzz-nothing&page=3")).toStrictEqual({
      items: [],
      total: 0,
      page: 3,
      pageSize: 50,
    });
  });
});
