import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { envSchema } from "../env";
import { contentSecurityPolicy, inlineScriptHashes, serializeCsp } from "./security-headers";

/** The directive `name` of a CSP header, as a list of sources; undefined when the directive is absent. */
function directive(csp: string, name: string): string[] | undefined {
  const found = csp.split(";").map((d) => d.trim().split(/\s+/));
  return found.find(([n]) => n === name)?.slice(1);
}

describe("security headers (issue 8)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it("sends a strict CSP and the other headers on every response, and no HSTS outside production", async () => {
    for (const path of ["/api/health", "/api/projects", "/healthz"]) {
      const response = await h.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(directive(csp, "default-src")).toEqual(["'self'"]);
      expect(directive(csp, "script-src")).toEqual(["'self'"]);
      expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
      expect(directive(csp, "object-src")).toEqual(["'none'"]);
      expect(directive(csp, "form-action")).toEqual(["'self'"]);
      expect(directive(csp, "connect-src")).toEqual(["'self'"]);
      expect(csp).not.toContain("razorpay");
      expect(csp).not.toContain("unsafe-eval");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("allows the API reference's inline start-up script by its hash only", async () => {
    const response = await h.request("/api/docs");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = directive(response.headers.get("content-security-policy") ?? "", "script-src");
    for (const body of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("serves the sandbox payment page under the same policy: its form posts to this origin", async () => {
    const response = await h.request("/api/payments/sandbox/sbx_order_missing");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(directive(csp, "form-action")).toEqual(["'self'"]);
    expect(directive(csp, "style-src")).toContain("'unsafe-inline'");
  });
});

describe("the policy by configuration", () => {
  it("adds Razorpay's checkout script, frames and calls only with PAYMENT_GATEWAY=razorpay", () => {
    const razorpay = contentSecurityPolicy(envSchema.parse({ PAYMENT_GATEWAY: "razorpay" }));
    expect(razorpay["script-src"]).toEqual(["'self'", "https://checkout.razorpay.com"]);
    expect(razorpay["frame-src"]).toContain("https://api.razorpay.com");
    expect(razorpay["frame-ancestors"]).toEqual(["'none'"]);
    for (const gateway of ["sandbox", "phonepe"] as const) {
      const other = serializeCsp(contentSecurityPolicy(envSchema.parse({ PAYMENT_GATEWAY: gateway })));
      expect(other).not.toContain("razorpay");
    }
  });

  it("sends HSTS and upgrade-insecure-requests in production only", async () => {
    const h = await createHarness({ NODE_ENV: "production" });
    try {
      const response = await h.request("/healthz");
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await h.close();
    }
  });

  it("hashes inline scripts only, not external ones", () => {
    const html = `<script src="/a.js"></script><script>go()</script><script type="module">\n x \n</script>`;
    const expected = ["go()", "\n x \n"].map(
      (b) => `'sha256-${createHash("sha256").update(b).digest("base64")}'`,
    );
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});
