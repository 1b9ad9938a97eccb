import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, projects, projectTasks, projectVersions } from "../../db/schema";
import { seedDemo } from "../../db/seed/demo-seed";

let h: Harness;
let client: { id: string; cookie: string; email: string };
let manager: { cookie: string };

const brief = {
  title: "E-commerce website for handmade sarees",
  description:
    "We need a responsive e-commerce website for our handloom saree business with product catalogue, cart, " +
    "Razorpay payment gateway integration, customer accounts and an admin panel to manage orders and stock.",
  requirements: "Mobile friendly. English and Hindi. Blog section for styling tips.",
  budgetMax: 15_000_000,
  deadline: "2027-03-31",
};

async function analyzeAndSubmit(cookie: string, body = brief) {
  const analyzed = await (await h.request("/api/projects/analyze", { body, cookie })).json();
  const response = await h.request("/api/projects", {
    body: {
      brief: body,
      analysis: analyzed.analysis,
      engine: analyzed.engine,
      analysisToken: analyzed.analysisToken,
    },
    cookie,
  });
  return { analyzed, response };
}

beforeAll(async () => {
  h = await createHarness();
  await seedDemo(h.database.db);
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
});
afterAll(() => h.close());

describe("POST /api/projects/analyze", () => {
  it("returns the built-in estimator's analysis in integer paise, signed", async () => {
    const response = await h.request("/api/projects/analyze", { body: brief, cookie: client.cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.engine).toBe("built-in");
    expect(body.analysis.projectType).toBe("it_services");
    expect(body.analysis.breakdown.length).toBeGreaterThan(2);
    for (const task of body.analysis.breakdown) expect(Number.isInteger(task.estimatedBudget)).toBe(true);
    expect(body.analysisToken).toMatch(/^[\w-]{20,}$/);
  });

  it.each([
    [{ ...brief, title: "" }, "Title is required"],
    [{ ...brief, description: "   " }, "Description is required"],
    [{ ...brief, budgetMax: 10.5 }, "whole number"],
    [{ ...brief, deadline: "31/03/2027" }, "YYYY-MM-DD"],
  ])("refuses bad input with 400 and a clear message (%#)", async (body, message) => {
    const response = await h.request("/api/projects/analyze", { body, cookie: client.cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(message);
  });

  it("answers 400, not 500, to a body that is not JSON", async () => {
    const response = await h.request("/api/projects/analyze", { body: "{not json", cookie: client.cookie });
    expect(response.status).toBe(400);
  });
});

describe("POST /api/projects", () => {
  it("writes the project REQUESTED at version 1 with its tasks and an audit row", async () => {
    const { analyzed, response } = await analyzeAndSubmit(client.cookie);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [project] = await h.database.db.select().from(projects).where(eq(projects.id, id));
    expect(project).toMatchObject({
      clientId: client.id,
      statusCode: "REQUESTED",
      currentVersion: 1,
      status: "requested",
    });
    const [version] = await h.database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, id));
    expect(version.versionNumber).toBe(1);
    const tasks = await h.database.db.select().from(projectTasks).where(eq(projectTasks.projectId, id));
    expect(tasks).toHaveLength(analyzed.analysis.breakdown.length);
    expect(tasks.every((t) => t.status === "pending" && t.projectVersionId === version.id)).toBe(true);
    const total = analyzed.analysis.breakdown.reduce(
      (s: number, t: { estimatedBudget: number }) => s + t.estimatedBudget,
      0,
    );
    expect(version.estimatedBudget).toBe(total);
    const dependent = tasks.find((t) => t.dependencies.length > 0);
    if (dependent) expect(tasks.map((t) => t.id)).toEqual(expect.arrayContaining(dependent.dependencies));
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "project.create", actorId: client.id });
  });

  it("refuses an analysis whose amounts were changed by the client", async () => {
    const analyzed = await (
      await h.request("/api/projects/analyze", { body: brief, cookie: client.cookie })
    ).json();
    analyzed.analysis.breakdown[0].estimatedBudget = 100;
    const before = await h.database.db.select().from(projects);
    const response = await h.request("/api/projects", {
      body: {
        brief,
        analysis: analyzed.analysis,
        engine: analyzed.engine,
        analysisToken: analyzed.analysisToken,
      },
      cookie: client.cookie,
    });
    expect(response.status).toBe(400);
    expect(await h.database.db.select().from(projects)).toHaveLength(before.length);
  });

  it("blocks an unsupported project with 422", async () => {
    const { analyzed, response } = await analyzeAndSubmit(client.cookie, {
      ...brief,
      title: "Data entry from scanned invoices into Excel",
      description: "Type 2,000 scanned invoices into an Excel spreadsheet. Data entry and bookkeeping work.",
      requirements: "",
    });
    expect(analyzed.analysis.projectType).toBe("unsupported");
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe("unsupported_project_type");
  });
});

describe("reading projects", () => {
  let projectId: string;
  beforeAll(async () => {
    projectId = (await (await analyzeAndSubmit(client.cookie)).response.json()).id;
  });

  it("gives the owner the detail with tasks and the payment schedule (20% advance)", async () => {
    const detail = await (await h.request(`/api/projects/${projectId}`, { cookie: client.cookie })).json();
    expect(detail.statusCode).toBe("REQUESTED");
    expect(detail.version.engine).toBe("built-in");
    expect(detail.version.freelancerBudget).toBeUndefined();
    expect(detail.client).toBeUndefined();
    // "How this estimate was made" (issue 17 §5) is the owner's; null for an analysis without it.
    expect(detail.version).toHaveProperty("estimate");
    const total = detail.tasks.reduce(
      (s: number, t: { estimatedBudget: number }) => s + t.estimatedBudget,
      0,
    );
    expect(detail.paymentSchedule.totalBudget).toBe(total);
    expect(detail.paymentSchedule.items[0]).toMatchObject({
      type: "advance",
      amount: Math.round(total * 0.2),
    });
  });

  it("gives staff the client, and 'Project not found' for an unknown id", async () => {
    const detail = await (await h.request(`/api/projects/${projectId}`, { cookie: manager.cookie })).json();
    expect(detail.client.email).toMatch(/@test\.kaarya\.in$/);
    const missing = await h.request("/api/projects/00000000-0000-4000-8000-000000000000", {
      cookie: manager.cookie,
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("Project not found");
    expect((await h.request("/api/projects/not-a-uuid", { cookie: manager.cookie })).status).toBe(400);
  });

  it("lists own projects for a client and searches all projects for staff", async () => {
    const own = await (await h.request("/api/projects", { cookie: client.cookie })).json();
    expect(own.items.every((p: { clientEmail?: string }) => p.clientEmail === undefined)).toBe(true);
    expect(own.total).toBeGreaterThan(0);
    const found = await (await h.request("/api/projects?search=SAREES", { cookie: manager.cookie })).json();
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items[0]).toMatchObject({
      clientEmail: expect.any(String),
      estimatedBudget: expect.any(Number),
    });
    const none = await (
      await h.request("/api/projects?search=zzzz-nothing", { cookie: manager.cookie })
    ).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it("finds a client's projects for staff by the client's e-mail, and counts them", async () => {
    const own = await (await h.request("/api/projects", { cookie: client.cookie })).json();
    const local = client.email.split("@")[0].toUpperCase();
    const byEmail = await (
      await h.request(`/api/projects?search=${encodeURIComponent(local)}`, { cookie: manager.cookie })
    ).json();
    expect(byEmail.total).toBe(own.total);
    expect(byEmail.items.map((p: { id: string }) => p.id).sort()).toEqual(
      own.items.map((p: { id: string }) => p.id).sort(),
    );
    // A client's search looks in titles and descriptions only, not at their own e-mail.
    const asClient = await (
      await h.request(`/api/projects?search=${encodeURIComponent(local)}`, { cookie: client.cookie })
    ).json();
    expect(asClient).toMatchObject({ items: [], total: 0 });
  });

  it("shows freelancers an enabled project with the freelancer budget only (spec 2 §4, §6)", async () => {
    const freelancer = await h.userWithSession("freelancer");
    expect((await h.request(`/api/projects/${projectId}`, { cookie: freelancer.cookie })).status).toBe(404);
    await h.database.db
      .update(projectVersions)
      .set({ enabledForFreelancer: true, freelancerBudget: 5_000_000 })
      .where(eq(projectVersions.projectId, projectId));
    const detail = await (
      await h.request(`/api/projects/${projectId}`, { cookie: freelancer.cookie })
    ).json();
    expect(detail.version.freelancerBudget).toBe(5_000_000);
    expect(detail.version.estimatedBudget).toBeUndefined();
    expect(detail.version.budgetMax).toBeUndefined();
    expect(detail.paymentSchedule).toBeNull();
    expect(detail.tasks[0].estimatedBudget).toBeUndefined();
    expect(detail.client).toBeUndefined();
    expect(detail.version).not.toHaveProperty("estimate");
  });

  it("ranks six matched freelancers with scores for staff, best first", async () => {
    const { matches } = await (
      await h.request(`/api/projects/${projectId}/matches`, { cookie: manager.cookie })
    ).json();
    expect(matches).toHaveLength(6);
    const scores = matches.map((m: { matchScore: number }) => m.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[0]).toBeGreaterThan(scores[5]);
    expect(matches[0].skills.length).toBeGreaterThan(0);
  });
});

describe("dashboard", () => {
  it("counts a new client's projects in the New bucket and lists recent ones", async () => {
    const fresh = await h.userWithSession("client");
    const empty = await (await h.request("/api/dashboard", { cookie: fresh.cookie })).json();
    expect(empty).toMatchObject({
      kind: "member",
      stats: { new: 0, active: 0, completed: 0, all: 0 },
      recentProjects: [],
    });
    await analyzeAndSubmit(fresh.cookie);
    const after = await (await h.request("/api/dashboard", { cookie: fresh.cookie })).json();
    expect(after.stats).toEqual({ new: 1, active: 0, completed: 0, all: 1 });
    expect(after.recentProjects).toHaveLength(1);
    expect(after.recentTasks.length).toBeGreaterThan(0);
  });

  it("shows managers the staff cards", async () => {
    const body = await (await h.request("/api/dashboard", { cookie: manager.cookie })).json();
    expect(body).toMatchObject({ kind: "manager", totalFreelancers: 7, availableFreelancers: 7 });
    // The tasks Task Mapping offers (current versions of active projects): none of these projects is active yet.
    const mapping = await h.request("/api/task-mapping/tasks?page=1&pageSize=5", { cookie: manager.cookie });
    expect(body.unassignedTasks).toBe((await mapping.json()).total);
  });
});
