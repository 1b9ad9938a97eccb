import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_NOW, TEST_PASSWORD } from "../../../test/api-harness";

/**
 * Per-route rate limits (issue 8): password change per address, uploads, messages, payment initiation
 * and coupon checks per user, each answering 429 with Retry-After and the error envelope once over its limit, through one
 * mechanism (the `rate_limits` table). Limits of 2 here, set like any deployment would, by env.
 */
const brief = {
  title: "Bakery website",
  description: "A five page website for our bakery with a contact form and an online order page.",
};

async function expect429(response: Response, retryAfter: number) {
  expect(response.status, await response.clone().text()).toBe(429);
  expect(response.headers.get("retry-after")).toBe(String(retryAfter));
  const body = await response.json();
  expect(body.error).toMatchObject({ code: "rate_limited", details: { retryAfterSeconds: retryAfter } });
}

describe("rate limits per route", () => {
  let h: Harness;
  let client: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let projectId: string;

  beforeAll(async () => {
    h = await createHarness({
      RATE_LIMIT_PASSWORD_CHANGE: "2",
      RATE_LIMIT_UPLOADS: "2",
      RATE_LIMIT_MESSAGES: "2",
      RATE_LIMIT_PAYMENTS: "2",
    });
    client = await h.userWithSession("client");
    other = await h.userWithSession("client");
    const created = await h.submitProject(client.cookie, brief);
    expect(created.status).toBe(201);
    projectId = (await created.json()).id;
  });
  afterAll(async () => {
    await h.close();
  });

  it("limits messages per user per minute, and lets them through again in the next window", async () => {
    const send = (cookie: string) => {
      const form = new FormData();
      form.append("content", "Hello");
      return h.request(`/api/projects/${projectId}/messages`, { body: form, cookie });
    };
    expect((await send(client.cookie)).status).toBe(201);
    expect((await send(client.cookie)).status).toBe(201);
    await expect429(await send(client.cookie), 60);
    // Reading is not limited.
    expect((await h.request(`/api/projects/${projectId}/messages`, { cookie: client.cookie })).status).toBe(
      200,
    );
    const later = h.deps.now;
    h.deps.now = () => new Date(TEST_NOW.getTime() + 61_000);
    try {
      expect((await send(client.cookie)).status).toBe(201);
    } finally {
      h.deps.now = later;
    }
  });

  it("counts payment initiations per user, whatever they answer", async () => {
    const initiate = (cookie: string) =>
      h.request("/api/payments/initiate", {
        body: { projectId, paymentType: "advance", milestoneNumber: null },
        cookie,
      });
    const first = await initiate(client.cookie);
    expect(first.status).not.toBe(429);
    expect((await initiate(client.cookie)).status).not.toBe(429);
    await expect429(await initiate(client.cookie), 60);
    // Another user has a count of their own.
    expect((await initiate(other.cookie)).status).not.toBe(429);
  });

  it("limits coupon checks per user, apart from payment initiations (issue 19 item 1)", async () => {
    const validate = (cookie: string) =>
      h.request("/api/coupons/validate", { body: { code: "GUESS1", amount: 100_000 }, cookie });
    const fresh = await h.userWithSession("client");
    expect((await validate(fresh.cookie)).status).toBe(200);
    expect((await validate(fresh.cookie)).status).toBe(200);
    await expect429(await validate(fresh.cookie), 60);
    const initiated = await h.request("/api/payments/initiate", {
      body: { projectId, paymentType: "advance" },
      cookie: fresh.cookie,
    });
    expect(initiated.status).not.toBe(429);
  });

  it("limits uploads per user", async () => {
    const upload = () => {
      const form = new FormData();
      form.append("file", new File(["Pages: home, menu"], "notes.txt", { type: "text/plain" }));
      return h.request("/api/attachments", { body: form, cookie: other.cookie });
    };
    expect((await upload()).status).not.toBe(429);
    expect((await upload()).status).not.toBe(429);
    await expect429(await upload(), 60);
  });

  it("limits password changes per address per 15 minutes, before better-auth checks the password", async () => {
    const change = (ip: string) =>
      h.request("/api/auth/change-password", {
        body: { currentPassword: "wrong-password-1", newPassword: "Another@Password2026" },
        cookie: client.cookie,
        ip,
      });
    expect((await change("198.51.100.7")).status).not.toBe(429);
    expect((await change("198.51.100.7")).status).not.toBe(429);
    await expect429(await change("198.51.100.7"), 15 * 60);
    // Another address is counted apart, and the right password still works from it.
    const right = await h.request("/api/auth/change-password", {
      body: { currentPassword: TEST_PASSWORD, newPassword: "Another@Password2026" },
      cookie: client.cookie,
      ip: "198.51.100.8",
    });
    expect(right.status).toBe(200);
  });
});
