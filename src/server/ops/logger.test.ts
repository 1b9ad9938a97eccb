import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, ORIGIN } from "../../../test/api-harness";
import { memoryLog } from "../../../test/memory-log";
import { createApp } from "../app";
import { createLogger, serializeError } from "./logger";

describe("structured request log (issue 8)", () => {
  let h: Harness;
  let out: ReturnType<typeof memoryLog>;
  let app: ReturnType<typeof createApp>;
  let client: { cookie: string; email: string };

  beforeAll(async () => {
    h = await createHarness();
    client = await h.userWithSession("client");
    out = memoryLog();
    app = createApp(h.deps, { logger: createLogger("debug", out.stream) });
  });
  afterAll(async () => {
    await h.close();
  });

  it("logs one line per request with request id, method, path, route, status and duration", async () => {
    const response = await app.request("/api/projects", {
      headers: { cookie: client.cookie, origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = out.lines.find((l) => l.reqId === id);
    expect(line).toMatchObject({
      level: 30,
      msg: "request",
      service: "kaarya",
      method: "GET",
      path: "/api/projects",
      route: "/api/projects",
      status: 200,
    });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(line?.time).toEqual(expect.any(String));
  });

  it("keeps a well-formed incoming X-Request-Id and replaces a malformed one", async () => {
    const kept = await app.request("/healthz", { headers: { "x-request-id": "lb-1234_abc" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234_abc");
    expect(out.lines.find((l) => l.reqId === "lb-1234_abc")).toMatchObject({ level: 20, route: "/healthz" });
    const replaced = await app.request("/healthz", { headers: { "x-request-id": "bad id {json}" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the route pattern, not the id, and never logs the query, cookies, authorization or e-mail", async () => {
    const search = encodeURIComponent(client.email);
    const response = await app.request(`/api/users?search=${search}`, {
      headers: { cookie: client.cookie, authorization: "Bearer top-secret-token", origin: ORIGIN },
    });
    const line = out.lines.find((l) => l.reqId === response.headers.get("x-request-id"));
    expect(line).toMatchObject({ path: "/api/users", status: 403 });
    const project = await app.request("/api/projects/6f1c0e9e-1f5e-4a8e-9b1e-2b7d1f0c0a11", {
      headers: { cookie: client.cookie, origin: ORIGIN },
    });
    const projectLine = out.lines.find((l) => l.reqId === project.headers.get("x-request-id"));
    expect(projectLine).toMatchObject({ route: "/api/projects/:id", status: 404 });

    const all = out.raw();
    const sessionToken = client.cookie.split("=")[1];
    expect(sessionToken?.length).toBeGreaterThan(10);
    expect(all).not.toContain(sessionToken);
    expect(all).not.toContain("top-secret-token");
    expect(all).not.toContain(client.email);
    expect(all).not.toContain(search);
  });

  it("redacts secrets and personal fields in anything logged with them", () => {
    const logged = memoryLog();
    const logger = createLogger("info", logged.stream);
    logger.info(
      {
        headers: { authorization: "Bearer abc", cookie: "s=1" },
        user: { email: "a@b.in", password: "pw-123456", token: "tok-9" },
        password: "pw-top",
      },
      "something",
    );
    expect(logged.raw()).not.toMatch(/Bearer abc|s=1|a@b\.in|pw-123456|tok-9|pw-top/);
    expect(logged.lines[0]).toMatchObject({
      headers: { authorization: "[redacted]", cookie: "[redacted]" },
      user: { email: "[redacted]", password: "[redacted]" },
    });
  });

  it("cuts query parameters out of logged database errors", () => {
    const error = new Error("Failed query: select * from profiles where email = $1\nparams: ravi@example.in");
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain("ravi@example.in");
    expect(serialized.message).toContain("Failed query: select * from profiles");
    expect(serialized.type).toBe("Error");
  });
});
