import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createHarness, type Harness, sessionCookie } from "../../../../test/api-harness";
import {
  authUserSchema,
  sessionAnswerSchema,
  signInAnswerSchema,
  signOutAnswerSchema,
  signUpAnswerSchema,
} from "./auth-openapi";

// issue 19 item 21: /api/docs (the reference page of /api/openapi.json) covers what an API client needs to sign in.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { $ref?: string; required?: string[] } }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}

/** The published document, with `$ref`s to components followed one level. */
async function openApi() {
  const doc = (await (await h.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { required?: string[]; properties?: object }> };
  };
  const schemaOf = (schema: { $ref?: string; required?: string[] }) =>
    schema.$ref ? doc.components.schemas[schema.$ref.split("/").pop() ?? ""] : schema;
  return { doc, schemaOf };
}

/** `body` parsed by `schema`, and no field in it that the schema (so the document) leaves out. */
function documented<T extends z.ZodType>(schema: T, body: unknown, keys: readonly string[]): z.output<T> {
  expect(Object.keys(body as object).sort()).toEqual([...keys].sort());
  return schema.parse(body);
}

const USER_KEYS = Object.keys(authUserSchema.shape);

describe("the API reference documents sign-up, sign-in, sign-out and the session", () => {
  it("lists the four routes in /api/openapi.json with their bodies, answers and the session cookie", async () => {
    const { doc, schemaOf } = await openApi();
    const signUp = doc.paths["/api/auth/sign-up/email"]?.post;
    const signIn = doc.paths["/api/auth/sign-in/email"]?.post;
    expect(doc.paths["/api/auth/sign-out"]?.post?.responses["200"]).toBeDefined();
    expect(doc.paths["/api/auth/get-session"]?.get?.responses["200"]).toBeDefined();
    expect(schemaOf(signUp?.requestBody?.content["application/json"].schema ?? {}).required?.sort()).toEqual([
      "email",
      "name",
      "password",
    ]);
    expect(schemaOf(signIn?.requestBody?.content["application/json"].schema ?? {}).required?.sort()).toEqual([
      "email",
      "password",
    ]);
    // Signing up and in needs no session; the session comes back as a cookie.
    expect(signUp?.security).toEqual([]);
    expect(signIn?.security).toEqual([]);
    expect(signIn?.responses["200"].headers).toHaveProperty("Set-Cookie");
    expect(Object.keys(doc.components.schemas.AuthUser.properties ?? {}).sort()).toEqual(
      [...USER_KEYS].sort(),
    );
  });

  it("answers as documented: sign up (twice, same answer), sign in, the session, sign out", async () => {
    const body = { name: "Asha Rao", email: "asha.docs@example.in", password: "Str0ng!Passw" };
    const first = await h.request("/api/auth/sign-up/email", { body, ip: "198.51.100.10" });
    expect(first.status).toBe(200);
    const signedUp = documented(signUpAnswerSchema, await first.json(), ["token", "user"]);
    documented(authUserSchema, signedUp.user, USER_KEYS);
    const again = await h.request("/api/auth/sign-up/email", { body, ip: "198.51.100.11" });
    expect(again.status).toBe(200);
    documented(
      authUserSchema,
      documented(signUpAnswerSchema, await again.json(), ["token", "user"]).user,
      USER_KEYS,
    );

    const signIn = await h.request("/api/auth/sign-in/email", {
      body: { email: body.email, password: body.password },
      ip: "198.51.100.12",
    });
    expect(signIn.status).toBe(200);
    const signedIn = documented(signInAnswerSchema, await signIn.json(), ["redirect", "token", "user"]);
    expect(signedIn.user.id).toBe(signedUp.user.id);
    const cookie = sessionCookie(signIn);
    expect(cookie).toMatch(/^better-auth\.session_token=/);

    const session = await h.request("/api/auth/get-session", { cookie });
    const current = documented(sessionAnswerSchema, await session.json(), ["session", "user"]);
    expect(current?.session.userId).toBe(signedUp.user.id);
    expect(Object.keys(current?.session ?? {}).sort()).toEqual(
      Object.keys(sessionAnswerSchema.unwrap().shape.session.shape).sort(),
    );

    const signOut = await h.request("/api/auth/sign-out", { method: "POST", body: {}, cookie });
    expect(documented(signOutAnswerSchema, await signOut.json(), ["success"])).toEqual({ success: true });
    const after = await h.request("/api/auth/get-session", { cookie });
    expect(after.status).toBe(200);
    expect(sessionAnswerSchema.parse(await after.json())).toBeNull();
  });
});
