import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, ORIGIN, TEST_PASSWORD } from "../../../test/api-harness";
import { acceptedProject, clients, initiate } from "../../../test/payments-test-kit";
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from "../integrations/payments/sandbox";

const SANDBOX_SECRET = "csrf-test-sandbox-secret";
const EVIL = "https://evil.example";

let h: Harness;
let client: { id: string; cookie: string; email: string };

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET });
  [client] = await clients(h, 1);
});
afterAll(() => h.close());

/** A request exactly as given: no Origin unless `headers` has one (the harness always adds ours). */
const raw = (path: string, method: string, headers: Record<string, string>, body?: string) =>
  h.app.request(path, { method, headers, body });

const brief = JSON.stringify({
  title: "Bakery website",
  description: "A four page website for our bakery with a menu, photos, opening hours and a contact form.",
});

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    error: { code: "cross_site_request", message: expect.stringContaining("another site") },
  });
}

describe("CSRF protection of state-changing /api routes (issue 8)", () => {
  it("refuses a cross-site POST by Origin, by Sec-Fetch-Site, or a form post with neither", async () => {
    const json = { "content-type": "application/json", cookie: client.cookie };
    await expectRefused(await raw("/api/projects/analyze", "POST", { ...json, origin: EVIL }, brief));
    await expectRefused(await raw("/api/projects/analyze", "POST", { ...json, origin: "null" }, brief));
    await expectRefused(
      await raw("/api/projects/analyze", "POST", { ...json, "sec-fetch-site": "cross-site" }, brief),
    );
    // What a cross-site <form> sends: text/plain, form-encoded, multipart.
    await expectRefused(
      await raw(
        "/api/projects/analyze",
        "POST",
        { cookie: client.cookie, "content-type": "text/plain" },
        brief,
      ),
    );
    await expectRefused(
      await raw(
        "/api/contact",
        "POST",
        { "content-type": "application/x-www-form-urlencoded", origin: EVIL },
        "name=x&email=x%40example.in&message=hello",
      ),
    );
    // PUT and DELETE too.
    await expectRefused(await raw("/api/me/profile", "PUT", { ...json, origin: EVIL }, "{}"));
    await expectRefused(
      await raw("/api/attachments/00000000-0000-4000-8000-000000000000", "DELETE", {
        cookie: client.cookie,
        "sec-fetch-site": "same-site",
      }),
    );
  });

  it("covers better-auth's routes: a cross-site sign-in or sign-out is refused", async () => {
    const signIn = JSON.stringify({ email: client.email, password: TEST_PASSWORD });
    const refused = await raw(
      "/api/auth/sign-in/email",
      "POST",
      { "content-type": "application/json", origin: EVIL },
      signIn,
    );
    await expectRefused(refused);
    expect(refused.headers.getSetCookie()).toEqual([]);
    await expectRefused(
      await raw("/api/auth/sign-out", "POST", { cookie: client.cookie, "sec-fetch-site": "cross-site" }),
    );
    // The session survived the refused sign-out.
    expect((await h.request("/api/projects", { cookie: client.cookie })).status).toBe(200);
  });

  it("lets same-origin requests through: our Origin, or Sec-Fetch-Site same-origin without one", async () => {
    const json = { "content-type": "application/json", cookie: client.cookie };
    expect((await raw("/api/projects/analyze", "POST", { ...json, origin: ORIGIN }, brief)).status).toBe(200);
    expect(
      (await raw("/api/projects/analyze", "POST", { ...json, "sec-fetch-site": "same-origin" }, brief))
        .status,
    ).toBe(200);
    // A privacy-stripped Origin on a same-origin request (Sec-Fetch-Site vouches for it).
    expect(
      (
        await raw(
          "/api/projects/analyze",
          "POST",
          { ...json, origin: "null", "sec-fetch-site": "same-origin" },
          brief,
        )
      ).status,
    ).toBe(200);
    // Safe methods are never checked.
    expect((await raw("/api/projects", "GET", { cookie: client.cookie, origin: EVIL })).status).toBe(200);
  });

  it("still takes a signed gateway webhook that has no Origin and a form-like content type", async () => {
    const projectId = await acceptedProject(h, client.cookie);
    const started = await (await initiate(h, client.cookie, { projectId, paymentType: "advance" })).json();
    const body = JSON.stringify({
      paymentId: started.paymentId,
      orderId: started.orderId,
      status: "success",
      amount: started.amount,
      transactionId: "sbx_pay_csrf1",
    });
    const response = await raw(
      "/api/payments/webhook/sandbox",
      "POST",
      { "content-type": "text/plain", [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(SANDBOX_SECRET, body) },
      body,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: "success" });
  });
});
