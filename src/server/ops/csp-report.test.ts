import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { memoryLog } from "../../../test/memory-log";
import { createApp } from "../app";
import { createLogger } from "./logger";

describe("POST /api/csp-report (issue 8)", () => {
  let h: Harness;
  let out: ReturnType<typeof memoryLog>;
  let app: ReturnType<typeof createApp>;
  const send = (body: string, contentType: string, ip = "203.0.113.40") =>
    app.request(
      "/api/csp-report",
      { method: "POST", headers: { "content-type": contentType }, body },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  const violations = () => out.lines.filter((l) => l.msg === "content security policy violation");

  beforeAll(async () => {
    h = await createHarness();
    out = memoryLog();
    app = createApp(h.deps, { logger: createLogger("warn", out.stream) });
  });
  afterAll(() => h.close());

  it("points the policy at the endpoint", async () => {
    const response = await app.request("/api/health");
    expect(response.headers.get("content-security-policy")).toContain(
      "report-uri /api/csp-report; report-to csp",
    );
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
  });

  it("logs report-uri and Reporting API reports without query strings, and counts them by directive", async () => {
    const legacy = await send(
      JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost:3000/payments?token=secret",
          "violated-directive": "script-src-elem",
          "effective-directive": "script-src-elem",
          "blocked-uri": "https://evil.example/x.js?session=abc",
        },
      }),
      "application/csp-report",
    );
    expect(legacy.status).toBe(204);
    const modern = await send(
      JSON.stringify([
        { type: "deprecation", body: {} },
        {
          type: "csp-violation",
          body: { documentURL: "http://localhost:3000/", effectiveDirective: "img-src", blockedURL: "data" },
        },
      ]),
      "application/reports+json",
    );
    expect(modern.status).toBe(204);

    expect(violations().map((l) => l.csp)).toEqual([
      {
        directive: "script-src-elem",
        blocked: "https://evil.example/x.js",
        document: "http://localhost:3000/payments",
      },
      { directive: "img-src", blocked: "data", document: "http://localhost:3000/" },
    ]);
    expect(out.raw()).not.toContain("secret");
    const metrics = await (
      await app.request("/metrics", {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } })
    ).text();
    expect(metrics).toContain('csp_violations_total{directive="script-src-elem"} 1');
    expect(metrics).toContain('csp_violations_total{directive="img-src"} 1');
  });

  it("answers 204 to anything malformed, 413 past 64 KB, and stops logging one address after 30 a minute", async () => {
    const before = violations().length;
    expect((await send("not json", "application/csp-report")).status).toBe(204);
    expect((await send(JSON.stringify({ nope: 1 }), "application/json")).status).toBe(204);
    expect((await send("x".repeat(70 * 1024), "application/csp-report")).status).toBe(413);
    expect(violations().length).toBe(before);

    const one = JSON.stringify({
      "csp-report": { "effective-directive": "font-src", "blocked-uri": "inline" },
    });
    for (let i = 0; i < 35; i++)
      expect((await send(one, "application/csp-report", "203.0.113.41")).status).toBe(204);
    expect(violations().length - before).toBe(30);
  });
});
