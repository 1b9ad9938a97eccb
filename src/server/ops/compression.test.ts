import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";

describe("response compression (issue 8)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it("gzips JSON for a client that accepts it, and only then", async () => {
    const zipped = await h.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const document = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString("utf8"));
    expect(document.openapi).toBe("3.1.0");

    const plain = await h.request("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("never compresses an event stream (it would hold events back)", async () => {
    const client = await h.userWithSession("client");
    const stream = await h.request("/api/messages/events", {
      cookie: client.cookie,
      headers: { "accept-encoding": "gzip" },
    });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.body?.cancel();
  });
});
