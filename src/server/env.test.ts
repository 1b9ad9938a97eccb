import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { PUBLISHED_SECRET } from "./ops/auth-secret";

/** A secret fit for production: 48 random bytes as `openssl rand -base64 48` prints them. */
const STRONG = "q3J0mX9vKp2LwYc8TzR1nB6hFa4sDe7uGi5oVk0jNl3MxQy2Wb8tZr1Hc6Pf9Ae4Sd7Ug0Ko5Ij";

describe("loadEnv", () => {
  it("runs offline with no variables", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", DEMO_SEED: "1" });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("names every bad variable", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
  it("requires AUTH_SECRET in production", () => {
    const live = { PAYMENT_GATEWAY: "razorpay", DEMO_SEED: "0" };
    expect(() => loadEnv({ NODE_ENV: "production", ...live })).toThrow(/AUTH_SECRET: required/);
    expect(loadEnv({ NODE_ENV: "production", AUTH_SECRET: STRONG, ...live }).AUTH_SECRET).toBe(STRONG);
  });
  it("refuses, on any start with NODE_ENV=production, the published secret, a weak one and the demo seed (issue 19 item 5)", () => {
    const live = { NODE_ENV: "production", PAYMENT_GATEWAY: "razorpay" };
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    const published = problems({ ...live, AUTH_SECRET: PUBLISHED_SECRET, DEMO_SEED: "1" });
    expect(published).toMatch(/AUTH_SECRET: this is the development secret/);
    expect(published).toMatch(/DEMO_SEED: the demo accounts share a published password/);
    expect(problems({ ...live, AUTH_SECRET: STRONG })).toMatch(/DEMO_SEED:/);
    for (const weak of ["x".repeat(64), "ab".repeat(40), "0123456789abcdef".repeat(3), STRONG.slice(0, 40)]) {
      expect(problems({ ...live, AUTH_SECRET: weak, DEMO_SEED: "0" })).toMatch(
        /AUTH_SECRET: shorter than 32 random bytes/,
      );
    }
    expect(problems({ ...live, AUTH_SECRET: STRONG, DEMO_SEED: "0" })).toBe("");
    // Outside production a development secret of 32+ characters is still taken.
    expect(loadEnv({ AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });
  it("defaults APP_URL to this PORT on localhost (issue 19 item 13)", () => {
    expect(loadEnv({ PORT: "3100" }).APP_URL).toBe("http://localhost:3100");
    expect(loadEnv({}).APP_URL).toBe("http://localhost:3000");
    expect(loadEnv({ PORT: "3100", APP_URL: "" }).APP_URL).toBe("http://localhost:3100");
    expect(loadEnv({ PORT: "3100", APP_URL: "https://kaarya.example" }).APP_URL).toBe(
      "https://kaarya.example",
    );
  });
  it("refuses the sandbox gateway in production unless a demo says so", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: STRONG, DEMO_SEED: "0" };
    expect(() => loadEnv(production)).toThrow(/sandbox gateway takes no money/);
    expect(loadEnv({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: "1" }).PAYMENT_GATEWAY).toBe("sandbox");
    expect(loadEnv({ NODE_ENV: "development" }).PAYMENT_GATEWAY).toBe("sandbox");
  });
});
