import { describe, expect, it } from "vitest";
import { describeClient } from "./describe-client";

describe("describeClient (login history, offline)", () => {
  it("reads device, country and locale", () => {
    expect(
      describeClient({
        userAgent:
          "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
        ip: "::ffff:49.36.0.1",
        acceptLanguage: "hi-IN,hi;q=0.9,en;q=0.8",
      }),
    ).toEqual({ device: "Mobile Chrome on Android (mobile)", location: "India", locale: "hi-IN" });
  });
  it("says local network for private addresses and null for what is missing", () => {
    expect(describeClient({ ip: "127.0.0.1" })).toEqual({
      device: null,
      location: "Local network",
      locale: null,
    });
    expect(describeClient({})).toEqual({ device: null, location: null, locale: null });
  });
});
