import { addYears } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_LIMIT_MESSAGE, PRO_LIMIT_MESSAGE } from "@/domain/plans/eligibility";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { profiles, projects, projectTasks, projectVersions } from "../../db/schema";

let h: Harness;
let manager: { cookie: string };
let admin: { cookie: string };

const website = {
  title: "Company website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};
const logo = {
  title: "Logo for a tea brand",
  description: "Design a logo and brand colours for our Assam tea brand, with social media graphics.",
};

const submit = (cookie: string, extra: Record<string, unknown> = {}, body: object = website) =>
  h.submitProject(cookie, body, extra);

async function accept(id: string) {
  for (const statusCode of ["UNDER_REVIEW", "ACCEPTED"]) {
    const response = await h.request(`/api/projects/${id}/status`, {
      body: { statusCode },
      cookie: manager.cookie,
    });
    expect(response.status).toBe(200);
  }
}

beforeAll(async () => {
  h = await createHarness();
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
});
afterAll(() => h.close());

describe("GET /api/me/eligibility and the check on submit", () => {
  it("allows a free client one accepted project, then refuses with the spec's text", async () => {
    const client = await h.userWithSession("client");
    const first = await (await h.request("/api/me/eligibility", { cookie: client.cookie })).json();
    expect(first).toEqual({ eligible: true, reason: null, message: null, plan: "free", used: 0, limit: 1 });

    const created = await submit(client.cookie);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    // A requested (not yet accepted) project does not use up the plan.
    expect((await submit(client.cookie)).status).toBe(201);
    await accept(id);

    const after = await (await h.request("/api/me/eligibility", { cookie: client.cookie })).json();
    expect(after).toMatchObject({
      eligible: false,
      reason: "free_limit",
      message: FREE_LIMIT_MESSAGE,
      used: 1,
    });
    const refused = await submit(client.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: "plan_limit_reached",
      message: FREE_LIMIT_MESSAGE,
    });
  });

  it("does not count a cancelled project", async () => {
    const client = await h.userWithSession("client");
    const { id } = await (await submit(client.cookie)).json();
    await accept(id);
    expect(
      (await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: client.cookie })).status,
    ).toBe(200);
    const now = await (await h.request("/api/me/eligibility", { cookie: client.cookie })).json();
    expect(now).toMatchObject({ eligible: true, used: 0 });
  });

  it("counts a pro client's projects accepted within the subscription year only", async () => {
    const client = await h.userWithSession("client");
    await h.database.db
      .update(profiles)
      // Audit rows carry the wall clock, so the year is anchored on it too.
      .set({ subscriptionType: "pro", subscriptionExpiresAt: addYears(new Date(), 1) })
      .where(eq(profiles.id, client.id));
    for (let i = 0; i < 5; i += 1) await accept((await (await submit(client.cookie)).json()).id);
    const full = await (await h.request("/api/me/eligibility", { cookie: client.cookie })).json();
    expect(full).toMatchObject({
      eligible: false,
      plan: "pro",
      reason: "pro_limit",
      message: PRO_LIMIT_MESSAGE,
      used: 5,
    });
    // Renewed: the year now starts after those acceptances, so they no longer count.
    await h.database.db
      .update(profiles)
      .set({ subscriptionExpiresAt: addYears(new Date(), 2) })
      .where(eq(profiles.id, client.id));
    const renewed = await (await h.request("/api/me/eligibility", { cookie: client.cookie })).json();
    expect(renewed).toMatchObject({ eligible: true, used: 0, limit: 5 });
  });

  it("refuses staff accepting a free client's second project with a 409 naming the plan limit (issue 19 item 2)", async () => {
    const client = await h.userWithSession("client");
    // Both submitted while neither is accepted: submitting allows it.
    const first = (await (await submit(client.cookie)).json()).id;
    const second = (await (await submit(client.cookie)).json()).id;
    const detail = async (id: string) =>
      (await h.request(`/api/projects/${id}`, { cookie: manager.cookie })).json();
    expect((await detail(second)).clientPlan).toMatchObject({
      eligible: true,
      plan: "free",
      used: 0,
      limit: 1,
    });
    await accept(first);

    const limit =
      "The client's Free Plan allows 1 accepted project and 1 is already accepted. The client must upgrade to Pro before another project can be accepted.";
    // Staff see it before trying: the detail of the waiting project carries the client's plan and the text.
    expect((await detail(second)).clientPlan).toEqual({
      eligible: false,
      plan: "free",
      used: 1,
      limit: 1,
      message: limit,
    });
    const setStatus = (statusCode: string, cookie: string) =>
      h.request(`/api/projects/${second}/status`, { body: { statusCode }, cookie });
    expect((await setStatus("UNDER_REVIEW", manager.cookie)).status).toBe(200);
    const refused = await setStatus("ACCEPTED", manager.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: "conflict",
      message: limit,
      details: { reason: "free_limit", plan: "free", used: 1, limit: 1 },
    });
    // An administrator's edit mode may set any code, but not past the limit either.
    expect((await setStatus("IN_PROGRESS", admin.cookie)).status).toBe(409);
    const [row] = await h.database.db.select().from(projects).where(eq(projects.id, second));
    expect(row.statusCode).toBe("UNDER_REVIEW");
    // Moves inside the accepted phases are not acceptances and stay allowed.
    const started = await h.request(`/api/projects/${first}/status`, {
      body: { statusCode: "STARTED" },
      cookie: manager.cookie,
    });
    expect(started.status).toBe(200);
    expect((await detail(first)).clientPlan).toBeUndefined();
    // The plan room is kept per client between requests (issue 18 item 7), yet an upgrade shows at once.
    await h.database.db
      .update(profiles)
      .set({ subscriptionType: "pro", subscriptionExpiresAt: addYears(new Date(), 1) })
      .where(eq(profiles.id, client.id));
    expect((await detail(second)).clientPlan).toMatchObject({ eligible: true, plan: "pro", limit: 5 });
  });

  it("is for clients only", async () => {
    expect((await h.request("/api/me/eligibility", { cookie: manager.cookie })).status).toBe(403);
    expect((await h.request("/api/me/eligibility")).status).toBe(401);
  });
});

describe("hosting add-on on submit (spec 2 §5)", () => {
  it("adds the hosting task and sets budget max to 1.2 × the total", async () => {
    const client = await h.userWithSession("client");
    const response = await submit(client.cookie, { includeHosting: true });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [version] = await h.database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, id));
    const tasks = await h.database.db.select().from(projectTasks).where(eq(projectTasks.projectId, id));
    const hosting = tasks.find((t) => t.title === "Website hosting (1 year)");
    expect(hosting).toMatchObject({ estimatedBudget: 100_000, priority: "low" });
    const total = tasks.reduce((sum, t) => sum + t.estimatedBudget, 0);
    expect(version.estimatedBudget).toBe(total);
    expect(version.budgetMax).toBe(Math.round(total * 1.2));
    expect(version.includeHosting).toBe(true);
  });

  it("refuses hosting for a brief that is not a website", async () => {
    const client = await h.userWithSession("client");
    const response = await submit(client.cookie, { includeHosting: true }, logo);
    expect(response.status).toBe(400);
    const [project] = await h.database.db.select().from(projects).where(eq(projects.clientId, client.id));
    expect(project).toBeUndefined();
  });
});
