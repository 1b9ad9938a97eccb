import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./api-harness";

/**
 * The access matrix (DESIGN §4, CONVENTIONS): every API route x every kind of actor, with the status each
 * must get. A route missing here fails the coverage test below, so every new route has to join the table.
 */
type ActorKey = "anonymous" | "owner" | "otherClient" | "freelancer" | "manager" | "administrator";
type Expected = Record<ActorKey, number>;

interface Ctx {
  projectId: string;
  brief: { title: string; description: string };
  signedAnalysis: Record<Exclude<ActorKey, "anonymous">, unknown>;
}

interface Case {
  method: "GET" | "POST" | "PUT";
  /** OpenAPI path, e.g. /api/projects/{id}. */
  path: string;
  url: (ctx: Ctx) => string;
  body?: (ctx: Ctx, actor: ActorKey) => unknown;
  expected: Expected;
}

const all = (status: number): Expected => ({
  anonymous: 401,
  owner: status,
  otherClient: status,
  freelancer: status,
  manager: status,
  administrator: status,
});

const profileBody = {
  fullName: "Matrix User",
  yearOfBirth: 1990,
  country: "India",
  profession: "Software Developer",
  currency: "INR",
};

const CASES: Case[] = [
  { method: "GET", path: "/api/health", url: () => "/api/health", expected: { ...all(200), anonymous: 200 } },
  { method: "GET", path: "/api/config", url: () => "/api/config", expected: { ...all(200), anonymous: 200 } },
  { method: "GET", path: "/api/me", url: () => "/api/me", expected: all(200) },
  {
    method: "PUT",
    path: "/api/me/profile",
    url: () => "/api/me/profile",
    body: () => profileBody,
    expected: all(200),
  },
  { method: "GET", path: "/api/dashboard", url: () => "/api/dashboard", expected: all(200) },
  {
    method: "POST",
    path: "/api/projects/analyze",
    url: () => "/api/projects/analyze",
    body: (ctx) => ctx.brief,
    expected: {
      anonymous: 401,
      owner: 200,
      otherClient: 200,
      freelancer: 403,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "POST",
    path: "/api/projects",
    url: () => "/api/projects",
    body: (ctx, actor) => (actor === "anonymous" ? ctx.signedAnalysis.owner : ctx.signedAnalysis[actor]),
    expected: {
      anonymous: 401,
      owner: 201,
      otherClient: 201,
      freelancer: 403,
      manager: 403,
      administrator: 403,
    },
  },
  {
    method: "GET",
    path: "/api/projects",
    url: () => "/api/projects",
    expected: {
      anonymous: 401,
      owner: 200,
      otherClient: 200,
      freelancer: 403,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "GET",
    path: "/api/projects/{id}",
    url: (ctx) => `/api/projects/${ctx.projectId}`,
    expected: {
      anonymous: 401,
      owner: 200,
      otherClient: 404,
      freelancer: 404,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/matches",
    url: (ctx) => `/api/projects/${ctx.projectId}/matches`,
    expected: {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      freelancer: 403,
      manager: 200,
      administrator: 200,
    },
  },
];

let h: Harness;
const cookies = {} as Record<ActorKey, string | undefined>;
const ctx = {} as Ctx;

beforeAll(async () => {
  h = await createHarness();
  for (const [key, role] of [
    ["owner", "client"],
    ["otherClient", "client"],
    ["freelancer", "freelancer"],
    ["manager", "manager"],
    ["administrator", "administrator"],
  ] as const) {
    cookies[key] = (await h.userWithSession(role)).cookie;
  }
  ctx.brief = {
    title: "Company website",
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  };
  ctx.signedAnalysis = {} as Ctx["signedAnalysis"];
  for (const key of ["owner", "otherClient", "freelancer", "manager", "administrator"] as const) {
    // Staff and freelancers cannot analyse-and-submit for themselves; reuse a client's signed analysis.
    const analyzer = key === "freelancer" ? "owner" : key;
    const result = await (
      await h.request("/api/projects/analyze", { body: ctx.brief, cookie: cookies[analyzer] })
    ).json();
    ctx.signedAnalysis[key] = {
      brief: ctx.brief,
      analysis: result.analysis,
      engine: result.engine,
      analysisToken: result.analysisToken,
    };
  }
  const created = await h.request("/api/projects", { body: ctx.signedAnalysis.owner, cookie: cookies.owner });
  ctx.projectId = (await created.json()).id;
});
afterAll(() => h.close());

describe("access matrix", () => {
  const rows = CASES.flatMap((c) =>
    (Object.entries(c.expected) as [ActorKey, number][]).map(([actor, status]) => ({ ...c, actor, status })),
  );
  it.each(rows)("$method $path as $actor -> $status", async (row) => {
    const response = await h.request(row.url(ctx), {
      method: row.method,
      body: row.body?.(ctx, row.actor),
      cookie: cookies[row.actor],
    });
    expect(response.status, await response.clone().text()).toBe(row.status);
    if (row.status >= 400) {
      const body = await response.json();
      expect(body.error.code).toEqual(expect.any(String));
      expect(body.error.message).toEqual(expect.any(String));
    }
  });

  it("covers every route in the OpenAPI document", async () => {
    const doc = await (await h.request("/api/openapi.json")).json();
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(CASES.map((c) => `${c.method} ${c.path}`));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
    expect(documented.length).toBeGreaterThan(5);
  });
});
