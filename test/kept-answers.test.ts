import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepAnswer } from "../src/server/lib/kept-json";
import { jsonValueOk } from "../src/server/lib/router";
import { listAuditLog } from "../src/server/modules/audit-log/list-audit-log";
import { listUsers } from "../src/server/modules/users/manage-users";
import { createHarness, type Harness } from "./api-harness";

/**
 * Decision 0041 (issue 18 item 7): the kept pages of User Management, the review queue, the audit log, the
 * freelancer directory and Transaction History are serialized once, at their first answer, and answered as
 * those bytes after (their gzip made once too), instead of `JSON.stringify` on every answer. The bytes are
 * those `c.json` sent; an unkept value (a search, a filter) is still serialized for its request.
 */
let h: Harness;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
  await h.userWithSession("client");
});
afterAll(() => h.close());

const adminActor = () => ({
  id: admin.id,
  email: "admin@example.com",
  role: "administrator" as const,
  profileCompleted: true,
});

async function get(path: string, encoding?: string) {
  const response = await h.request(path, {
    cookie: admin.cookie,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json");
  return {
    encoding: response.headers.get("content-encoding"),
    length: response.headers.get("content-length"),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe("kept list pages answered as bytes made once (decision 0041)", () => {
  it("User Management and the audit log: the kept page's JSON, with its Content-Length, and gzip once", async () => {
    for (const [path, kept] of [
      [
        "/api/users",
        () => listUsers({ deps: h.deps, actor: adminActor(), query: { page: 1, pageSize: 20 } }),
      ],
      ["/api/audit-log", () => listAuditLog({ deps: h.deps, actor: adminActor(), query: { page: 1 } })],
    ] as const) {
      const first = await get(path);
      const again = await get(path);
      const expected = Buffer.from(JSON.stringify(await kept()));
      for (const identity of [first, again]) {
        expect(identity.encoding, path).toBeNull();
        expect(identity.body.equals(expected), path).toBe(true);
        expect(identity.length, path).toBe(String(expected.byteLength));
      }
      const [gzip, gzipAgain] = [await get(path, "gzip, deflate, br"), await get(path, "gzip")];
      expect(gzip.encoding).toBe("gzip");
      expect(gzip.length).toBe(String(gzip.body.byteLength));
      expect(gunzipSync(gzip.body).equals(expected), path).toBe(true);
      expect(gzipAgain.body.equals(gzip.body)).toBe(true);
    }
  });

  it("a search is answered as c.json answers it, read for the request", async () => {
    const found = await get(`/api/users?search=${encodeURIComponent("admin")}`);
    const { items } = JSON.parse(found.body.toString());
    expect(items.map((u: { id: string }) => u.id)).toContain(admin.id);
    expect(found.length).toBeNull();
  });

  it("serializes a kept value once, at its first answer; an unkept one every time", async () => {
    const kept = { items: ["first"] };
    const fresh = { items: ["first"] };
    keepAnswer(kept);
    const answer = (value: object) =>
      jsonValueOk({ json: (v: object) => new Response(JSON.stringify(v)), ...fakeContext() } as never, value);
    expect(await answer(kept).text()).toBe('{"items":["first"]}');
    expect(await answer(fresh).text()).toBe('{"items":["first"]}');
    // Nobody changes a kept page; were it changed, its answer would stay the bytes made at the first answer.
    kept.items.push("second");
    fresh.items.push("second");
    expect(await answer(kept).text()).toBe('{"items":["first"]}');
    expect(await answer(fresh).text()).toBe('{"items":["first","second"]}');
  });
});

/** The parts of a hono Context that jsonTextOk uses: a GET taking no gzip, and `body`. */
function fakeContext() {
  return {
    req: { method: "GET", header: () => undefined },
    body: (data: Uint8Array<ArrayBuffer>) => new Response(data),
  };
}
