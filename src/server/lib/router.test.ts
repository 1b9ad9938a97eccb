import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { NUL_MESSAGE } from "./nul-text";

/**
 * Issue 19 item 22: PostgreSQL refuses U+0000 in text, so a NUL in any validated input used to reach the
 * database and answer 500. The shared validation hook refuses it with the 400 envelope, for JSON fields
 * (nested too), query parameters and multipart fields alike; other odd characters pass.
 */
const ODD_SEARCH = "😀\u202Eab";

async function expectNulRefused(response: Response, path: string) {
  expect(response.status, await response.clone().text()).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe("validation_failed");
  expect(body.error.details).toContainEqual({ path, message: NUL_MESSAGE });
}

describe("odd characters at the edge", () => {
  let h: Harness;
  let client: { id: string; cookie: string };
  let projectId: string;

  beforeAll(async () => {
    h = await createHarness();
    client = await h.userWithSession("client");
    const created = await h.submitProject(client.cookie, {
      title: "Bakery website",
      description: "A five page website for our bakery with a contact form and an online order page.",
    });
    expect(created.status).toBe(201);
    projectId = (await created.json()).id;
  });
  afterAll(() => h.close());

  it("refuses a NUL in a JSON string field with 400 and leaves the profile as it was", async () => {
    const me = await (await h.request("/api/me", { cookie: client.cookie })).json();
    const response = await h.request("/api/me/profile", {
      method: "PUT",
      body: { ...me, fullName: "Asha\u0000 Rao" },
      cookie: client.cookie,
    });
    await expectNulRefused(response, "fullName");
    const after = await (await h.request("/api/me", { cookie: client.cookie })).json();
    expect(after.fullName).toBe(me.fullName);
  });

  it("refuses a NUL in a JSON field the schema drops (a custom profession beside another profession)", async () => {
    const me = await (await h.request("/api/me", { cookie: client.cookie })).json();
    const response = await h.request("/api/me/profile", {
      method: "PUT",
      body: { ...me, profession: "Student", customProfession: "\u0000" },
      cookie: client.cookie,
    });
    await expectNulRefused(response, "customProfession");
  });

  it("refuses a NUL in a subscription's coupon code and in the public contact form", async () => {
    await expectNulRefused(
      await h.request("/api/subscriptions/initiate", {
        body: { subscriptionType: "pro", couponCode: "SAVE\u000010" },
        cookie: client.cookie,
      }),
      "couponCode",
    );
    await expectNulRefused(
      await h.request("/api/contact", {
        body: {
          name: "Asha",
          email: "asha@example.in",
          subject: "Hello",
          message: "A question about\u0000 your plans and prices.",
        },
      }),
      "message",
    );
  });

  it("refuses a search term with a NUL, and finds with an emoji and a right-to-left override", async () => {
    const search = (term: string) =>
      h.request(`/api/messages/conversations?search=${encodeURIComponent(term)}`, { cookie: client.cookie });
    await expectNulRefused(await search(`${ODD_SEARCH}\u0000`), "search");
    const found = await search(ODD_SEARCH);
    expect(found.status, await found.clone().text()).toBe(200);
  });

  it("refuses a NUL in better-auth's bodies and queries, and its routes still read their bodies", async () => {
    await expectNulRefused(
      await h.request("/api/auth/reset-password", {
        body: { token: "a\u0000b", newPassword: "Another@Password2025" },
      }),
      "token",
    );
    await expectNulRefused(
      await h.request("/api/auth/revoke-session", { body: { token: "a\u0000b" }, cookie: client.cookie }),
      "token",
    );
    await expectNulRefused(await h.request("/api/auth/verify-email?token=a%00b"), "token");
    const signedIn = await h.request("/api/auth/sign-in/email", {
      body: { email: "nobody@example.in", password: "Wrong@Password2025" },
      ip: "198.51.100.7",
    });
    expect(signedIn.status, await signedIn.clone().text()).toBe(401);
  });

  it("refuses a NUL in a multipart field (a message's text) and stores no message", async () => {
    const send = (content: string) => {
      const form = new FormData();
      form.append("content", content);
      return h.request(`/api/projects/${projectId}/messages`, { body: form, cookie: client.cookie });
    };
    await expectNulRefused(await send("Hello\u0000 there"), "content");
    const sent = await send(`Hello ${ODD_SEARCH}`);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const thread = await (
      await h.request(`/api/projects/${projectId}/messages`, { cookie: client.cookie })
    ).json();
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([`Hello ${ODD_SEARCH}`]);
  });
});
