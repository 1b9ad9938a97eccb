import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTEREST_NOTE_MAX, INTEREST_TEXTS } from "@/domain/projects/interests";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

let h: Harness;
type User = { id: string; cookie: string };
let client: User;
let manager: User;
let admin: User;
let freelancer: User;
let bareFreelancer: User;
let enabledId: string;
let hiddenId: string;
let acceptedId: string;

const brief = (title: string) => ({
  title,
  description:
    "A responsive website for our bakery in Pune with an online menu, table booking, a photo gallery " +
    "and a contact form with Google Maps.",
});

async function createProject(title: string): Promise<string> {
  const response = await h.submitProject(client.cookie, brief(title));
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

/** Enables the project for freelancers through the administrator's draft route (spec 2 §4). */
async function enable(id: string, freelancerBudget = 4_000_000) {
  const response = await h.request(`/api/projects/${id}/draft`, {
    method: "PUT",
    body: { enabledForFreelancer: true, freelancerBudget },
    cookie: admin.cookie,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const express = (id: string, body: unknown, cookie = freelancer.cookie) =>
  h.request(`/api/projects/${id}/interests`, { body, cookie });
const withdraw = (id: string, cookie = freelancer.cookie) =>
  h.request(`/api/projects/${id}/interests`, { method: "DELETE", cookie });
const browse = async (query = "", cookie = freelancer.cookie) =>
  (await h.request(`/api/browse-projects${query}`, { cookie })).json();

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
  freelancer = await h.userWithSession("freelancer");
  bareFreelancer = await h.userWithSession("freelancer");
  await createFreelancer(h.database.db, freelancer.id, {
    title: "Full-stack developer",
    hourlyRate: 150_000,
    experienceYears: 6,
    rating: 4.7,
    successRate: 95,
    completedProjects: 12,
    skills: [
      { name: "React", proficiency: "expert" },
      { name: "Node.js", proficiency: "advanced" },
    ],
  });
  enabledId = await createProject("Bakery website");
  hiddenId = await createProject("Hidden bakery website");
  acceptedId = await createProject("Accepted bakery website");
  await enable(enabledId);
  await enable(acceptedId);
  for (const code of ["UNDER_REVIEW", "ACCEPTED"]) {
    await h.request(`/api/projects/${acceptedId}/status`, {
      body: { statusCode: code },
      cookie: manager.cookie,
    });
  }
});
afterAll(() => h.close());

describe("GET /api/browse-projects", () => {
  it("lists only enabled projects below phase 3, at the draft, with the freelancer budget only", async () => {
    const body = await browse();
    expect(body.items.map((p: { id: string }) => p.id)).toEqual([enabledId]);
    expect(body.total).toBe(1);
    const [item] = body.items;
    expect(item).toMatchObject({ title: "Bakery website", isDraft: true, freelancerBudget: 4_000_000 });
    expect(item.interested).toBe(false);
    expect(item).not.toHaveProperty("estimatedBudget");
    expect(item).not.toHaveProperty("budgetMax");
    expect(item.requiredSkills.length).toBeGreaterThan(0);
  });

  it("searches title and description and pages on the server", async () => {
    expect((await browse("?search=BAKERY")).total).toBe(1);
    expect((await browse("?search=spaceship")).items).toEqual([]);
    const second = await browse("?page=2&pageSize=1");
    expect(second).toMatchObject({ items: [], total: 1, page: 2, pageSize: 1 });
    expect((await h.request("/api/browse-projects?pageSize=0", { cookie: freelancer.cookie })).status).toBe(
      400,
    );
  });

  it("is open to staff and closed to clients", async () => {
    expect((await browse("", manager.cookie)).total).toBe(1);
    expect((await h.request("/api/browse-projects", { cookie: client.cookie })).status).toBe(403);
  });
});

describe("expressing and withdrawing interest", () => {
  it("needs a freelancer profile", async () => {
    const response = await express(enabledId, {}, bareFreelancer.cookie);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe("Complete your freelancer profile first.");
  });

  it("answers 404 for projects not in the browser", async () => {
    expect((await express(hiddenId, {})).status).toBe(404);
    expect((await express(acceptedId, {})).status).toBe(404);
    expect((await express("00000000-0000-4000-8000-000000000000", {})).status).toBe(404);
  });

  it("refuses an over-long note with 400", async () => {
    const response = await express(enabledId, { notes: "x".repeat(INTEREST_NOTE_MAX + 1) });
    expect(response.status).toBe(400);
  });

  it("records the interest with its note, once", async () => {
    const response = await express(enabledId, { notes: "  I have built three bakery sites.  " });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ projectId: enabledId, status: "interested" });
    const again = await express(enabledId, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(INTEREST_TEXTS.expressFailed);
    expect((await browse()).items[0].interested).toBe(true);
  });

  it("shows it on the freelancer's open interests without client budgets", async () => {
    const { interests } = await (await h.request("/api/interests", { cookie: freelancer.cookie })).json();
    expect(interests).toHaveLength(1);
    expect(interests[0]).toMatchObject({
      notes: "I have built three bakery sites.",
      project: { id: enabledId, title: "Bakery website", freelancerBudget: 4_000_000 },
    });
    expect(interests[0].project).not.toHaveProperty("estimatedBudget");
    const none = await (await h.request("/api/interests", { cookie: bareFreelancer.cookie })).json();
    expect(none.interests).toEqual([]);
  });

  it("shows interested freelancers to staff only", async () => {
    const response = await h.request(`/api/projects/${enabledId}/interests`, { cookie: manager.cookie });
    expect(response.status).toBe(200);
    const { interests } = await response.json();
    expect(interests).toHaveLength(1);
    expect(interests[0]).toMatchObject({
      title: "Full-stack developer",
      rating: 4.7,
      hourlyRate: 150_000,
      notes: "I have built three bakery sites.",
    });
    expect(interests[0].skills.sort()).toEqual(["Node.js", "React"]);
    for (const cookie of [client.cookie, freelancer.cookie]) {
      expect((await h.request(`/api/projects/${enabledId}/interests`, { cookie })).status).toBe(403);
    }
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await h.request(`/api/projects/${missing}/interests`, { cookie: admin.cookie })).status).toBe(
      404,
    );
  });

  it("withdraws, then lets the freelancer come back", async () => {
    const response = await withdraw(enabledId);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "withdrawn" });
    expect((await withdraw(enabledId)).status).toBe(404);
    const { interests } = await (await h.request("/api/interests", { cookie: freelancer.cookie })).json();
    expect(interests).toEqual([]);
    const staff = await (
      await h.request(`/api/projects/${enabledId}/interests`, { cookie: manager.cookie })
    ).json();
    expect(staff.interests).toEqual([]);

    expect((await express(enabledId, {})).status).toBe(201);
    const back = await (await h.request("/api/interests", { cookie: freelancer.cookie })).json();
    expect(back.interests[0].notes).toBeNull();
  });

  it("audits every status change", async () => {
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.entity, "project_interest"));
    expect(rows.map((r) => r.action)).toEqual(["interest.express", "interest.withdraw", "interest.express"]);
  });
});
