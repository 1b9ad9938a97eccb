import type { Context } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXTS } from "@/domain/messages/messages";
import { createHarness, type Harness, ORIGIN } from "../../../test/api-harness";
import { MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, requestBodyLimits } from "./body-limits";

/**
 * Issue 19 item 8: request bodies are bounded per route class (JSON 1 MB, uploads 25 MB in one request)
 * and answer 413 with the error envelope before they are parsed, on our routes and better-auth's alike.
 */
const MB = 1024 * 1024;

async function expect413(response: Response, message?: string) {
  expect(response.status, (await response.clone().text()).slice(0, 300)).toBe(413);
  const body = await response.json();
  expect(body.error.code).toBe("payload_too_large");
  if (message) expect(body.error.message).toBe(message);
}

/** A body of `bytes` bytes sent as a stream, with no Content-Length (as a chunked upload arrives). */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const chunk = new Uint8Array(Math.min(left, 256 * 1024)).fill(0x61);
      left -= chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe("request body limits", () => {
  let h: Harness;
  let client: { cookie: string };
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

  it("refuses a 20 MB JSON body to the public contact form with 413 by its Content-Length", async () => {
    const message = "x".repeat(20 * MB);
    const body = JSON.stringify({ name: "Asha", email: "asha@example.in", subject: "Hi", message });
    await expect413(
      await h.request("/api/contact", { body, headers: { "content-length": String(body.length) } }),
    );
  });

  it("refuses a JSON body past 1 MB with no Content-Length before parsing it (invalid JSON is not a 400)", async () => {
    const response = await h.app.request("/api/contact", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: streamOf(MAX_JSON_BODY_BYTES + 1),
      duplex: "half",
    } as RequestInit);
    await expect413(response);
  });

  it("bounds better-auth's routes too", async () => {
    const body = JSON.stringify({ email: "a@example.in", password: "p".repeat(2 * MB) });
    await expect413(await h.request("/api/auth/sign-in/email", { body }));
  });

  it("refuses a message whose files total over 25 MB with the text saying so, though each is under 10 MB", async () => {
    const form = new FormData();
    form.append("content", "The documents");
    for (const name of ["a.pdf", "b.pdf", "c.pdf"])
      form.append("files", new File([new Uint8Array(9 * MB)], name, { type: "application/pdf" }));
    await expect413(
      await h.request(`/api/projects/${projectId}/messages`, { body: form, cookie: client.cookie }),
      MESSAGE_TEXTS.tooLargeTogether,
    );
  });

  it("refuses a multipart body past the upload class on a route that takes JSON", async () => {
    const form = new FormData();
    form.append("files", new File([new Uint8Array(MAX_UPLOAD_BODY_BYTES)], "big.pdf"));
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    await expect413(
      await h.app.request("/api/contact", {
        method: "POST",
        body,
        headers: {
          origin: ORIGIN,
          "content-type": encoded.headers.get("content-type") ?? "",
          "content-length": String(body.byteLength),
        },
      }),
    );
    // Streamed without a length, it is refused by its type before a byte of it is read.
    const streamed = await h.app.request("/api/contact", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      body: streamOf(MAX_UPLOAD_BODY_BYTES + 1),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(415);
  });

  it("lets a JSON body under the limit through to validation", async () => {
    const response = await h.request("/api/contact", {
      body: { message: "x".repeat(MAX_JSON_BODY_BYTES / 2) },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("validation_failed");
  });

  it("passes GET and HEAD on without asking for a body, which would build the full Request", async () => {
    const limits = requestBodyLimits();
    for (const method of ["GET", "HEAD"]) {
      const raw = {
        get body(): never {
          throw new Error("the body of a GET or HEAD was asked for");
        },
      };
      const c = { req: { method, raw, header: () => undefined } } as unknown as Context;
      let passed = false;
      await limits(c, async () => {
        passed = true;
      });
      expect(passed, method).toBe(true);
    }
  });
});
