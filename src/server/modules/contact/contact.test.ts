import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT, SUPPORT_EMAIL } from "@/domain/contact/contact";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { jobs, mailOutbox } from "../../db/schema";
import { hitRateLimit } from "../../lib/rate-limit-counter";

/** The public contact form (spec 1 §1, spec 3 §1, issue 7 item 9): validated, rate limited, mailed to support. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const message = {
  name: "Priya Nair",
  email: "priya@example.in",
  subject: "Question about the Pro plan",
  message: "Does the Pro plan cover content writing projects as well as websites?",
};

const send = (body: unknown, ip = "198.51.100.7") => h.request("/api/contact", { body, ip });
const supportMail = () => h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT_EMAIL));

describe("POST /api/contact", () => {
  it("takes a message without a session and mails it to the support address", async () => {
    const response = await send(message);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    // Nothing is mailed until the job runs: the mail goes through the durable job queue.
    expect(await supportMail()).toHaveLength(0);
    expect(await h.drainJobs()).toBeGreaterThanOrEqual(1);
    const mails = await supportMail();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("[Contact] Question about the Pro plan");
    expect(mails[0].body).toContain("From: Priya Nair <priya@example.in>");
    expect(mails[0].body).toContain(message.message);
  });

  it.each([
    ["a missing name", { ...message, name: undefined }, "name"],
    ["a bad e-mail", { ...message, email: "priya-at-example" }, "email"],
    ["a subject with a line break", { ...message, subject: "Hi\nBcc: x@example.com" }, "subject"],
    ["a too-short message", { ...message, message: "Hi" }, "message"],
  ])("answers 400 with field details for %s", async (_label, body, field) => {
    const response = await send(body, "198.51.100.20");
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("validation_failed");
    expect(error.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const response = await h.request("/api/contact", {
      body: "{not json",
      headers: { "content-type": "application/json" },
      ip: "198.51.100.21",
    });
    expect(response.status).toBe(400);
  });

  it(`allows ${CONTACT_RATE_LIMIT} messages per address per window, then 429, other addresses unaffected`, async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) expect((await send(message, ip)).status).toBe(202);
    const limited = await send(message, ip);
    expect(limited.status).toBe(429);
    const { error } = await limited.json();
    expect(error.code).toBe("rate_limited");
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await send(message, "203.0.113.51")).status).toBe(202);
    // The refused message queued nothing.
    const queued = await h.database.db.select().from(jobs).where(like(jobs.kind, "contact.%"));
    expect(queued).toHaveLength(1 + CONTACT_RATE_LIMIT + 1);
  });

  it("ignores an X-Forwarded-For or client-IP header the sender sets", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < CONTACT_RATE_LIMIT; i += 1) await send(message, ip);
    const spoofed = await h.request("/api/contact", {
      body: message,
      ip,
      headers: { "x-forwarded-for": "10.9.9.9", "x-kaarya-client-ip": "10.9.9.9" },
    });
    expect(spoofed.status).toBe(429);
  });

  it("starts a new window once the old one has passed", async () => {
    const limit = { name: "window-test", max: 2, windowSeconds: 600 };
    const at = (iso: string) => new Date(iso);
    const hit = (iso: string) => hitRateLimit(h.database.db, limit, "203.0.113.70", at(iso));
    await hit("2026-11-22T06:00:00Z");
    await hit("2026-11-22T06:09:00Z");
    await expect(hit("2026-11-22T06:09:59Z")).rejects.toMatchObject({
      code: "rate_limited",
      details: { retryAfterSeconds: 1 },
    });
    await expect(hit("2026-11-22T06:10:00Z")).resolves.toBeUndefined();
  });
});
