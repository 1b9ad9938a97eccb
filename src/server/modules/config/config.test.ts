import { describe, expect, it } from "vitest";
import { createHarness } from "../../../../test/api-harness";

describe("GET /api/config", () => {
  it("says whether Google sign-in, the demo accounts and an AI analysis provider are on", async () => {
    const plain = await createHarness();
    expect(await (await plain.request("/api/config")).json()).toEqual({
      googleSignIn: false,
      demoMode: false,
      aiAnalysis: false,
    });
    await plain.close();
    const configured = await createHarness({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      DEMO_SEED: "1",
      AI_BASE_URL: "http://127.0.0.1:9/v1",
    });
    expect(await (await configured.request("/api/config")).json()).toEqual({
      googleSignIn: true,
      demoMode: true,
      aiAnalysis: true,
    });
    await configured.close();
  });
});
