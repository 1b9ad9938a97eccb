import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { enqueue } from "../jobs/job-queue";

/** The value of one sample of the Prometheus text, e.g. `http_requests_total{...}`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("/metrics, loopback only without METRICS_TOKEN (issue 8)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("refuses other addresses, and requests without a socket address", async () => {
    expect((await h.request("/metrics", { ip: "203.0.113.9" })).status).toBe(403);
    expect((await h.request("/metrics")).status).toBe(403);
    // A client cannot pretend to be loopback with a header.
    const spoofed = await h.request("/metrics", {
      ip: "203.0.113.9",
      headers: { "x-kaarya-client-ip": "127.0.0.1", "x-forwarded-for": "127.0.0.1" },
    });
    expect(spoofed.status).toBe(403);
  });

  it("counts requests by route pattern and status, times them, counts 5xx, and reports jobs and streams", async () => {
    const client = await h.userWithSession("client");
    const id = "6f1c0e9e-1f5e-4a8e-9b1e-2b7d1f0c0a11";
    await h.request(`/api/projects/${id}`, { cookie: client.cookie });
    await h.request(`/api/projects/${id}`, { cookie: client.cookie });
    await h.request("/api/projects", { cookie: client.cookie });
    await enqueue(h.database.db, "test.nothing", {});
    await enqueue(h.database.db, "test.nothing", {});
    // One open event stream.
    const stream = await h.request("/api/messages/events", { cookie: client.cookie });
    expect(stream.status).toBe(200);
    // A handler failing on its database (select throws): the app answers 500.
    const realDb = h.deps.db;
    h.deps.db = new Proxy(realDb, {
      get: (target, key) =>
        key === "select"
          ? () => {
              throw new Error("database down");
            }
          : Reflect.get(target, key),
    });
    const failed = await h.request("/api/projects", { cookie: client.cookie });
    h.deps.db = realDb;
    expect(failed.status).toBe(500);

    const response = await h.request("/metrics", { ip: "127.0.0.1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(
      sample(text, "http_requests_total", { method: "GET", route: "/api/projects/:id", status: "404" }),
    ).toBe(2);
    expect(text).not.toContain(id);
    expect(sample(text, "http_requests_total", { route: "/api/projects", status: "200" })).toBe(1);
    expect(sample(text, "http_request_errors_total", { method: "GET", route: "/api/projects" })).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_count", { method: "GET", route: "/api/projects/:id" }),
    ).toBe(2);
    expect(sample(text, "kaarya_jobs", { status: "queued" })).toBe(2);
    expect(sample(text, "kaarya_event_streams_open")).toBe(1);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    await stream.body?.cancel();
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let h: Harness;
  const token = "metrics-token-0123456789";
  beforeAll(async () => {
    h = await createHarness({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await h.close();
  });

  it("answers only the bearer token, from any address, loopback included", async () => {
    expect((await h.request("/metrics", { ip: "127.0.0.1" })).status).toBe(401);
    const wrong = await h.request("/metrics", {
      ip: "203.0.113.9",
      headers: { authorization: "Bearer metrics-token-0123456780" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    const right = await h.request("/metrics", {
      ip: "203.0.113.9",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("http_requests_total");
  });
});
