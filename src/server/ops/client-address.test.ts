import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { clientAddress, compileTrustProxy } from "./client-address";

describe("clientAddress with TRUST_PROXY (issue 8)", () => {
  it("trusts no header when unset: the socket's peer is the client", () => {
    const none = compileTrustProxy(undefined);
    expect(clientAddress("203.0.113.9", "127.0.0.1", none)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "127.0.0.1", none)).toBeUndefined();
  });

  it("reads X-Forwarded-For from the right, past trusted proxies only", () => {
    const loopback = compileTrustProxy("loopback");
    // The client put 198.51.100.1 in the header itself; the proxy appended the address it saw.
    expect(clientAddress("127.0.0.1", "198.51.100.1, 203.0.113.9", loopback)).toBe("203.0.113.9");
    // From an untrusted peer the header counts for nothing.
    expect(clientAddress("203.0.113.7", "127.0.0.1", loopback)).toBe("203.0.113.7");
    const subnets = compileTrustProxy("10.0.0.0/8, 127.0.0.1");
    expect(clientAddress("10.1.2.3", "203.0.113.9, 10.0.0.5", subnets)).toBe("203.0.113.9");
  });

  it("trusts a number of hops", () => {
    const two = compileTrustProxy("2");
    expect(clientAddress("10.0.0.1", "198.51.100.1, 203.0.113.9, 10.0.0.2", two)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.1", undefined, two)).toBe("10.0.0.1");
  });

  it("refuses a setting that is neither an address, a subnet nor a name", () => {
    expect(() => compileTrustProxy("my-proxy")).toThrow(TypeError);
  });
});

describe("behind a trusted reverse proxy on the same host", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ TRUST_PROXY: "loopback", SIGN_IN_RATE_LIMIT: "2" });
  });
  afterAll(() => h.close());

  it("serves /metrics to the loopback client only, not to a visitor the proxy forwards", async () => {
    const forwarded = await h.request("/metrics", {
      ip: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(forwarded.status).toBe(403);
    expect((await h.request("/metrics", { ip: "127.0.0.1" })).status).toBe(200);
  });

  it("limits sign-in per visitor, not once for everyone behind the proxy", async () => {
    const attempt = (visitor: string) =>
      h.request("/api/auth/sign-in/email", {
        body: { email: "nobody@example.in", password: "Whatever@123" },
        ip: "127.0.0.1",
        headers: { "x-forwarded-for": visitor },
      });
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await attempt("203.0.113.20")).status);
    expect(first).toEqual([401, 401, 429]);
    expect((await attempt("203.0.113.21")).status).toBe(401);
  });
});
