import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

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
    const live = { PAYMENT_GATEWAY: "razorpay" };
    expect(() => loadEnv({ NODE_ENV: "production", ...live })).toThrow(/AUTH_SECRET/);
    expect(
      loadEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), ...live }).AUTH_SECRET,
    ).toHaveLength(32);
  });
  it("refuses the sandbox gateway in production unless a demo says so", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    expect(() => loadEnv(production)).toThrow(/sandbox gateway takes no money/);
    expect(loadEnv({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: "1" }).PAYMENT_GATEWAY).toBe("sandbox");
    expect(loadEnv({ NODE_ENV: "development" }).PAYMENT_GATEWAY).toBe("sandbox");
  });
});
