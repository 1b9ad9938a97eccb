import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentVersionOfProject } from "../src/server/db/joins";
import { profiles, projectStatuses, projects, projectVersions } from "../src/server/db/schema";
import { KeptJson } from "../src/server/lib/kept-json";
import { LIST_DESCRIPTION_CHARS, listProjects } from "../src/server/modules/projects/list-projects";
import { projectListSchema } from "../src/server/modules/projects/project-schemas";
import { createHarness, type Harness, ORIGIN } from "./api-harness";
import { listen } from "./fakes/listen";

/**
 * Issue 18 item 7: the project list's JSON is made by the database in one statement. These tests read the
 * same rows with drizzle and build each item the way the list did in Node before (`toISOString()` for
 * `createdAt`, staff-only keys for staff only, spec 2 §6), and require the route's answer to equal it key
 * for key, with the description cut to its first LIST_DESCRIPTION_CHARS characters.
 */
let h: Harness;
let client: { id: string; cookie: string };
let manager: { id: string; cookie: string };
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

/** A GET over HTTP through `@hono/node-server`, as a browser or the bench sends it: raw headers and bytes (nothing decoded). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      }).on("error", reject);
    },
  );
}

describe("a kept list page's answer: its bytes and their gzip, made once (issue 18 item 7, decision 0035)", () => {
  /** The page as the database makes it for a request (a search that matches all three projects: not kept). */
  const madeForRequest = async () => {
    const response = await h.request(`/api/projects?search=${encodeURIComponent("Bakery website")}`, {
      cookie: manager.cookie,
      headers: { "accept-encoding": "identity" },
    });
    return Buffer.from(await response.arrayBuffer());
  };

  it("answers identity and gzip clients with the same JSON bytes, each with its Content-Length and Vary", async () => {
    const expected = await madeForRequest();
    expect(JSON.parse(expected.toString()).total).toBe(3);
    const answers = [];
    // The first request reads and keeps the page, the next ones answer it kept.
    for (const encoding of [
      undefined,
      undefined,
      "gzip, deflate, br",
      "gzip, deflate, br",
      "deflate",
      "gzip;q=0",
    ]) {
      const response = await h.request("/api/projects", {
        cookie: manager.cookie,
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("vary")?.match(/accept-encoding/gi)).toHaveLength(1);
      expect(response.headers.get("etag")).toBeNull();
      answers.push({
        encoding: response.headers.get("content-encoding"),
        length: response.headers.get("content-length"),
        body: Buffer.from(await response.arrayBuffer()),
      });
    }
    const [first, kept, gzip, gzipAgain, deflate, refused] = answers;
    for (const identity of [first, kept, refused]) {
      expect(identity.encoding).toBeNull();
      expect(identity.body.equals(expected)).toBe(true);
      expect(identity.length).toBe(String(expected.byteLength));
    }
    // gzip: its own length (compress() would stream it without one), the same bytes each time.
    for (const answer of [gzip, gzipAgain]) {
      expect(answer.encoding).toBe("gzip");
      expect(answer.length).toBe(String(answer.body.byteLength));
      expect(gunzipSync(answer.body).equals(expected)).toBe(true);
    }
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    expect(gzip.body.byteLength).toBeLessThan(expected.byteLength);
    // A client taking deflate only gets compress()'s deflate of the same bytes.
    expect(deflate.encoding).toBe("deflate");
  });

  it("keeps the page's bytes and gzip once: the same objects on every answer", async () => {
    const deps = h.deps;
    const actor = {
      id: manager.id,
      email: "m@example.com",
      role: "manager" as const,
      profileCompleted: true,
    };
    const query = { page: 1, pageSize: 50 };
    await listProjects({ deps, actor, query });
    const kept = await listProjects({ deps, actor, query });
    expect(kept).toBeInstanceOf(KeptJson);
    expect(await listProjects({ deps, actor, query })).toBe(kept);
    const { gzip } = kept as KeptJson;
    expect((kept as KeptJson).gzip).toBe(gzip);
    expect(Buffer.from((kept as KeptJson).bytes).equals(await madeForRequest())).toBe(true);
  });

  it("answers the browser's kept page the same way: the bytes of a request made anew, gzipped once", async () => {
    const freelancer = await h.userWithSession("freelancer");
    await h.database.db.update(projectVersions).set({ enabledForFreelancer: true });
    const browse = async (query: string, encoding?: string) => {
      const response = await h.request(`/api/browse-projects${query}`, {
        cookie: freelancer.cookie,
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")?.match(/accept-encoding/gi)).toHaveLength(1);
      return {
        encoding: response.headers.get("content-encoding"),
        length: response.headers.get("content-length"),
        body: Buffer.from(await response.arrayBuffer()),
      };
    };
    // A search matching every project is read for the request (not kept): the same items and total.
    const expected = (await browse(`?search=${encodeURIComponent("Bakery website")}`)).body;
    expect(JSON.parse(expected.toString()).items).toHaveLength(3);
    await browse("");
    const identity = await browse("");
    const [gzip, gzipAgain] = [await browse("", "gzip"), await browse("", "gzip")];
    expect(identity.encoding).toBeNull();
    expect(identity.body.equals(expected)).toBe(true);
    expect(identity.length).toBe(String(expected.byteLength));
    expect(gzip.encoding).toBe("gzip");
    expect(gzip.length).toBe(String(gzip.body.byteLength));
    expect(gunzipSync(gzip.body).equals(expected)).toBe(true);
    expect(gzipAgain.body.equals(gzip.body)).toBe(true);
  });

  it("sends the kept bytes over HTTP with their Content-Length, gzip untouched by compress()", async () => {
    const server = await listen(h.app as never);
    try {
      const url = `${server.baseUrl}/api/projects`;
      const headers = { cookie: manager.cookie, origin: ORIGIN };
      await rawGet(url, headers);
      const identity = await rawGet(url, headers);
      const gzip = await rawGet(url, { ...headers, "accept-encoding": "gzip, deflate, br, zstd" });
      expect(identity.body.equals(await madeForRequest())).toBe(true);
      expect(identity.headers["content-length"]).toBe(String(identity.body.byteLength));
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.headers["content-length"]).toBe(String(gzip.body.byteLength));
      expect(gzip.headers["transfer-encoding"]).toBeUndefined();
      expect(gzip.headers.vary).toBe("Accept-Encoding");
      expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
