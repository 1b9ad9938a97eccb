import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, projects, projectTasks, projectVersions } from "../../db/schema";
import { EDIT_ERRORS } from "./update-project";

let h: Harness;
let client: { id: string; cookie: string };

const original = {
  title: "Logo for a bakery",
  description: "A modern logo design for our family bakery in Pune, with brand colours and a favicon.",
};
const edited = {
  title: "Website for a bakery",
  description:
    "A responsive five page website for our family bakery with a menu, a gallery, a contact form and online orders.",
  requirements: "Mobile friendly.",
  budgetMax: 9_000_000,
  deadline: "2027-02-28",
};

async function newProject(cookie = client.cookie): Promise<string> {
  const response = await h.submitProject(cookie, original);
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

function put(id: string, body: unknown, cookie = client.cookie) {
  return h.request(`/api/projects/${id}`, { method: "PUT", body, cookie });
}

async function tasksOf(projectId: string) {
  return h.database.db.select().from(projectTasks).where(eq(projectTasks.projectId, projectId));
}

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
});
afterAll(() => h.close());

describe("PUT /api/projects/{id} (Edit project, spec 2 §2, §5, §6)", () => {
  it("updates the current version and replaces its tasks with the re-analysed ones, status pending", async () => {
    const id = await newProject();
    const before = await tasksOf(id);
    const response = await put(id, await h.analyze(client.cookie, edited));
    expect(response.status).toBe(200);

    const [project] = await h.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project.currentVersion).toBe(1);
    const [version] = await h.database.db
      .select()
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, id), eq(projectVersions.versionNumber, 1)));
    expect(version).toMatchObject({
      title: edited.title,
      budgetMax: edited.budgetMax,
      deadline: edited.deadline,
    });
    expect(version.projectType).toBe("it_services");

    const after = await tasksOf(id);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((t) => t.id)).not.toContain(before[0].id);
    expect(after.every((t) => t.status === "pending" && t.projectVersionId === version.id)).toBe(true);
    expect(version.estimatedBudget).toBe(after.reduce((sum, t) => sum + t.estimatedBudget, 0));

    const edits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "project.edit")));
    expect(edits).toHaveLength(1);
  });

  it("adds the hosting task and sets the maximum budget to 1.2 × the total when hosting is included", async () => {
    const id = await newProject();
    const response = await put(id, { ...(await h.analyze(client.cookie, edited)), includeHosting: true });
    expect(response.status).toBe(200);
    const [version] = await h.database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, id));
    expect(version.includeHosting).toBe(true);
    expect(version.budgetMax).toBe(Math.round(version.estimatedBudget * 1.2));
    expect((await tasksOf(id)).some((t) => t.estimatedBudget === 100_000 && t.priority === "low")).toBe(true);
  });

  it("refuses an analysis that was altered after signing, and changes nothing", async () => {
    const id = await newProject();
    const signed = await h.analyze(client.cookie, edited);
    const tampered = { ...signed, brief: { ...edited, title: "Something else entirely" } };
    const response = await put(id, tampered);
    expect(response.status).toBe(400);
    const [version] = await h.database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, id));
    expect(version.title).toBe(original.title);
  });

  it("refuses once the project is accepted (phase 3) with the spec's text", async () => {
    // A client of its own: an accepted project uses up the free plan (spec 2 §5).
    const owner = await h.userWithSession("client");
    const id = await newProject(owner.cookie);
    await h.database.db.update(projects).set({ statusCode: "ACCEPTED" }).where(eq(projects.id, id));
    const response = await put(id, await h.analyze(owner.cookie, edited), owner.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(EDIT_ERRORS.accepted);
  });

  it("refuses a cancelled project", async () => {
    const id = await newProject();
    expect(
      (await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: client.cookie })).status,
    ).toBe(200);
    const response = await put(id, await h.analyze(client.cookie, edited));
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(EDIT_ERRORS.cancelled);
  });

  it("answers staff with the permission text and other clients with not found", async () => {
    const id = await newProject();
    const manager = await h.userWithSession("manager");
    const staffResponse = await put(id, await h.analyze(manager.cookie, edited), manager.cookie);
    expect(staffResponse.status).toBe(403);
    expect((await staffResponse.json()).error.message).toBe(EDIT_ERRORS.forbidden);

    const other = await h.userWithSession("client");
    const otherResponse = await put(id, await h.analyze(other.cookie, edited), other.cookie);
    expect(otherResponse.status).toBe(404);
    expect((await otherResponse.json()).error.message).toBe(EDIT_ERRORS.notFound);
  });
});

describe("role-shaped project JSON (spec 2 §6)", () => {
  it("sends clients no required skills and no freelancer budget, staff both", async () => {
    const id = await newProject();
    const mine = await (await h.request(`/api/projects/${id}`, { cookie: client.cookie })).json();
    expect(mine.version).not.toHaveProperty("requiredSkills");
    expect(mine.version).not.toHaveProperty("freelancerBudget");
    const list = await (await h.request("/api/projects", { cookie: client.cookie })).json();
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) {
      expect(item).not.toHaveProperty("requiredSkills");
      expect(item).not.toHaveProperty("freelancerBudget");
    }

    const manager = await h.userWithSession("manager");
    const staffView = await (await h.request(`/api/projects/${id}`, { cookie: manager.cookie })).json();
    expect(staffView.version.requiredSkills.length).toBeGreaterThan(0);
    expect(staffView.version).toHaveProperty("freelancerBudget");
  });
});
