import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "./api-harness";

/** Random JSON bodies must get a 2xx or a 4xx error envelope — never a 500 (issue 2, Tests). */
let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await createHarness({ SIGN_IN_RATE_LIMIT: "100000" });
  cookie = (await h.userWithSession("client")).cookie;
});
afterAll(() => h.close());

const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      password: fc.oneof(fc.string({ maxLength: 200 }), fc.integer()),
      title: fc.oneof(fc.string({ maxLength: 300 }), fc.constant(null)),
      description: fc.oneof(fc.string({ maxLength: 500 }), fc.integer()),
      budgetMax: fc.oneof(fc.integer(), fc.double(), fc.string()),
      deadline: fc.oneof(
        fc.string(),
        fc.date().map((d) => (Number.isNaN(d.getTime()) ? "x" : d.toISOString())),
      ),
      brief: fc.jsonValue(),
      analysis: fc.jsonValue(),
      analysisToken: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

async function expectNo500(path: string, body: unknown) {
  const response = await h.request(path, { body: JSON.stringify(body), cookie });
  expect(response.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
  // Our routes answer with the error envelope; better-auth's sign-up with its own { code, message }.
  if (response.status >= 400) expect(JSON.stringify(await response.json())).toMatch(/"message"/);
}

describe("random bodies", () => {
  it("sign-up never answers 500", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, (body) => expectNo500("/api/auth/sign-up/email", body)),
      { numRuns: 60 },
    );
  });
  it("project analysis never answers 500", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, (body) => expectNo500("/api/projects/analyze", body)),
      { numRuns: 60 },
    );
  });
  it("project creation never answers 500", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, (body) => expectNo500("/api/projects", body)),
      { numRuns: 60 },
    );
  });
});
