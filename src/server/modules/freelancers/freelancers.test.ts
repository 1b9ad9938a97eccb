import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { freelancerWithHistory, projectWith } from "../../../../test/freelancers-test-kit";
import { auditLog, freelancerSkills, projectTasks } from "../../db/schema";

let h: Harness;
let client: { cookie: string };
let manager: { cookie: string };
let admin: { cookie: string };
let top: { id: string; cookie: string; email: string; freelancerId: string };
let mid: { id: string; cookie: string; freelancerId: string };
let low: { id: string; cookie: string; freelancerId: string };
let projectId: string;

const TAG = "Warli";
type Card = { id: string; hourlyRate: number; availabilityStatus: string; skills: { skillName: string }[] };

async function directory(query: Record<string, string>, cookie = manager.cookie) {
  const response = await h.request(`/api/freelancers?${new URLSearchParams(query)}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { items: Card[]; total: number };
}
const ids = (page: { items: Card[] }) => page.items.map((card) => card.id);

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
  const skill = (name: string) => ({ name, proficiency: "advanced" as const });
  mid = await freelancerWithHistory(
    h,
    { completedProjects: 10, rating: 4.5, successRate: 90 },
    { title: `${TAG} muralist`, hourlyRate: 50_000, skills: [skill("Painting"), skill(`${TAG} Art`)] },
  );
  top = await freelancerWithHistory(
    h,
    { completedProjects: 20, rating: 4.9, successRate: 95 },
    {
      title: `${TAG} illustrator`,
      hourlyRate: 90_000,
      availabilityStatus: "busy",
      skills: [skill(`${TAG} Art`), skill("Figma")],
    },
  );
  low = await freelancerWithHistory(
    h,
    { completedProjects: 5, rating: 3.8, successRate: 80 },
    { title: `${TAG} designer`, hourlyRate: 30_000, skills: [skill("Canva")] },
  );
  projectId = await projectWith(h, client.cookie, [top.freelancerId]);
  const [task] = await h.database.db
    .select({ id: projectTasks.id, title: projectTasks.title })
    .from(projectTasks)
    .where(eq(projectTasks.projectId, projectId))
    .limit(1);
  await h.database.db.update(projectTasks).set({ assignedTo: top.id }).where(eq(projectTasks.id, task.id));
});
afterAll(() => h.close());

describe("freelancer directory (spec 3 §2, issue 7 item 5)", () => {
  it("lists freelancers best rated first for staff", async () => {
    const page = await directory({ search: TAG });
    expect(ids(page)).toEqual([top.freelancerId, mid.freelancerId, low.freelancerId]);
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      rating: 4.9,
      completedProjects: 20,
      successRate: 95,
      hourlyRate: 90_000,
    });
    expect(ids(await directory({ search: TAG }, admin.cookie))).toHaveLength(3);
  });

  it("refuses clients and freelancers (403)", async () => {
    for (const cookie of [client.cookie, top.cookie]) {
      expect((await h.request("/api/freelancers", { cookie })).status).toBe(403);
    }
    expect((await h.request("/api/freelancers")).status).toBe(401);
  });

  it("searches name, title and skills, and filters by skill, availability and rate range (paise)", async () => {
    expect(ids(await directory({ search: "muralist" }))).toEqual([mid.freelancerId]);
    expect(ids(await directory({ search: "canva" }))).toEqual([low.freelancerId]);
    expect(ids(await directory({ skill: `${TAG.toLowerCase()} art` }))).toEqual([
      top.freelancerId,
      mid.freelancerId,
    ]);
    expect(ids(await directory({ search: TAG, availability: "busy" }))).toEqual([top.freelancerId]);
    expect(ids(await directory({ search: TAG, minRate: "40000", maxRate: "50000" }))).toEqual([
      mid.freelancerId,
    ]);
    expect(ids(await directory({ search: "100%" }))).toEqual([]);
    const paged = await directory({ search: TAG, pageSize: "2", page: "2" });
    expect(paged).toMatchObject({ total: 3 });
    expect(ids(paged)).toEqual([low.freelancerId]);
    expect((await h.request("/api/freelancers?availability=asleep", { cookie: manager.cookie })).status).toBe(
      400,
    );
  });
});

describe("public freelancer profile (spec 3 §2)", () => {
  it("gives staff every field, with current assignments and their tasks", async () => {
    const response = await h.request(`/api/freelancers/${top.freelancerId}`, { cookie: manager.cookie });
    expect(response.status).toBe(200);
    const profile = await response.json();
    expect(profile).toMatchObject({
      id: top.freelancerId,
      email: top.email,
      title: `${TAG} illustrator`,
      availabilityStatus: "busy",
      hourlyRate: 90_000,
      experienceYears: 4,
      portfolioUrl: null,
      reviews: [],
      importedReviewCount: 20,
    });
    expect(profile.skills.map((s: { skillName: string }) => s.skillName).sort()).toEqual([
      "Figma",
      `${TAG} Art`,
    ]);
    expect(profile.assignments).toEqual([
      expect.objectContaining({
        projectId,
        title: "Bakery website",
        tasks: [expect.objectContaining({ status: "pending" })],
      }),
    ]);
  });

  it("lets a freelancer open their own profile only", async () => {
    expect((await h.request(`/api/freelancers/${top.freelancerId}`, { cookie: top.cookie })).status).toBe(
      200,
    );
    const other = await h.request(`/api/freelancers/${mid.freelancerId}`, { cookie: top.cookie });
    expect(other.status).toBe(404);
    const own = await (await h.request("/api/me/freelancer", { cookie: mid.cookie })).json();
    expect(own.id).toBe(mid.freelancerId);
  });

  it("lets a client open the freelancers on their projects, showing only their own projects", async () => {
    const otherClient = await h.userWithSession("client");
    const elsewhere = await projectWith(h, otherClient.cookie, [top.freelancerId]);
    const staffView = await (
      await h.request(`/api/freelancers/${top.freelancerId}`, { cookie: manager.cookie })
    ).json();
    expect(staffView.assignments.map((a: { projectId: string }) => a.projectId)).toContain(elsewhere);

    const response = await h.request(`/api/freelancers/${top.freelancerId}`, { cookie: client.cookie });
    expect(response.status).toBe(200);
    const clientView = await response.json();
    expect(clientView.assignments.map((a: { projectId: string }) => a.projectId)).toEqual([projectId]);
    expect(clientView.rating).toBe(staffView.rating);
    // Not on any of this client's projects: as if it did not exist.
    expect((await h.request(`/api/freelancers/${mid.freelancerId}`, { cookie: client.cookie })).status).toBe(
      404,
    );
    expect(
      (await h.request(`/api/freelancers/${top.freelancerId}`, { cookie: otherClient.cookie })).status,
    ).toBe(200);
  });

  it('answers an unknown id with 404 "Freelancer Not Found"', async () => {
    const response = await h.request(`/api/freelancers/${randomUUID()}`, { cookie: admin.cookie });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("Freelancer Not Found");
  });
});

describe("a freelancer edits their own profile (issue 7 item 5)", () => {
  const edit = {
    title: "Mural and wall artist",
    hourlyRate: 65_050,
    availabilityStatus: "unavailable",
    portfolioUrl: "https://example.in/murals",
    skills: [
      { skillName: "Wall Painting", proficiency: "expert" },
      { skillName: "Procreate", proficiency: "intermediate" },
    ],
  };
  const put = (body: object, cookie = mid.cookie) =>
    h.request("/api/me/freelancer", { method: "PUT", body, cookie });

  it("saves title, rate in paise, availability, portfolio and replaces the skills, audited", async () => {
    // rating is not theirs to set: the field is ignored.
    const response = await put({ ...edit, rating: 5 });
    expect(response.status, await response.clone().text()).toBe(200);
    const profile = await response.json();
    expect(profile).toMatchObject({ ...edit, rating: 4.5, skills: edit.skills });
    const skills = await h.database.db
      .select({ name: freelancerSkills.skillName })
      .from(freelancerSkills)
      .where(eq(freelancerSkills.freelancerId, mid.freelancerId));
    expect(skills.map((s) => s.name).sort()).toEqual(["Procreate", "Wall Painting"]);
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mid.freelancerId), eq(auditLog.action, "freelancer.update_profile")));
    expect(entry.before).toMatchObject({ hourlyRate: 50_000 });
    expect(entry.after).toMatchObject({ hourlyRate: 65_050, availabilityStatus: "unavailable" });
  });

  it("refuses bad values (400) and anyone but a freelancer (403)", async () => {
    expect((await put({ ...edit, hourlyRate: -1 })).status).toBe(400);
    expect((await put({ ...edit, hourlyRate: 12.5 })).status).toBe(400);
    expect((await put({ ...edit, portfolioUrl: "not a link" })).status).toBe(400);
    // issue 19 item 7: a portfolio link is an https link, never script or another scheme.
    for (const portfolioUrl of [
      "javascript:alert(document.cookie)",
      "http://example.in/murals",
      "data:text/html,x",
    ]) {
      const response = await put({ ...edit, portfolioUrl });
      expect(response.status, portfolioUrl).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("Enter a full link starting with https://");
    }
    const twice = [edit.skills[0], { ...edit.skills[0], skillName: "wall painting" }];
    expect((await put({ ...edit, skills: twice })).status).toBe(400);
    expect((await put(edit, manager.cookie)).status).toBe(403);
    expect((await put(edit, client.cookie)).status).toBe(403);
  });
});
