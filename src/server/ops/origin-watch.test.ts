import { describe, expect, it } from "vitest";
import { envSchema } from "../env";
import { createOriginWatch } from "./origin-watch";

/** A request as a browser sends it from a page at `origin` to `host`. */
const request = (host: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host}/api/auth/sign-in/email`, { method: "POST", headers: { host, ...headers } });

function watch(variables: Record<string, string>) {
  const warnings: string[] = [];
  const check = createOriginWatch(envSchema.parse(variables), (message) => warnings.push(message));
  return { check, warnings };
}

describe("createOriginWatch (issue 19 item 13)", () => {
  it("warns once when a page of this server is open at another origin than APP_URL", () => {
    const { check, warnings } = watch({ PORT: "3100", APP_URL: "http://localhost:3000" });
    for (let i = 0; i < 3; i++) check(request("localhost:3100", { origin: "http://localhost:3100" }));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^A browser uses Kaarya at http:\/\/localhost:3100, but APP_URL is http:\/\/localhost:3000.*Set APP_URL=http:\/\/localhost:3100/,
      ),
    ]);
  });

  it("stays quiet for APP_URL's own origin, for other sites' requests, and with the default APP_URL", () => {
    const { check, warnings } = watch({ PORT: "3100" });
    check(request("localhost:3100", { origin: "http://localhost:3100" }));
    check(request("localhost:3100"));
    check(request("localhost:3100", { origin: "https://evil.example" }));
    check(request("localhost:3100", { origin: "null" }));
    expect(warnings).toEqual([]);
  });

  it("warns once about X-Forwarded-For while TRUST_PROXY is unset, never when it is set", () => {
    const unset = watch({});
    unset.check(request("localhost:3000", { "x-forwarded-for": "203.0.113.9" }));
    unset.check(request("localhost:3000", { "x-forwarded-for": "203.0.113.10" }));
    expect(unset.warnings).toEqual([
      expect.stringMatching(/^Requests carry X-Forwarded-For but TRUST_PROXY is unset/),
    ]);
    const set = watch({ TRUST_PROXY: "loopback" });
    set.check(request("localhost:3000", { "x-forwarded-for": "203.0.113.9" }));
    expect(set.warnings).toEqual([]);
  });
});
